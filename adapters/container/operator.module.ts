import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Middleware } from 'openapi-fetch';
import type { OperatorPort } from '../../application/ports/operator.port';
import { HttpOperatorAdapter } from '../http/http-operator.adapter';

export const OPERATOR_TOKEN = Symbol.for('vireo.operator') as ServiceIdentifier<OperatorPort>;

/**
 * The reference backend's operator routes, for the CLI's care, clock and billing commands: Node only, so
 * the app's bundles never carry them.
 */
export const operatorModule = (apiBase: string, observers: readonly Middleware[] = []) =>
  new ContainerModule(({ bind }) => {
    bind(OPERATOR_TOKEN)
      .toDynamicValue(() => new HttpOperatorAdapter(apiBase, observers))
      .inSingletonScope();
  });
