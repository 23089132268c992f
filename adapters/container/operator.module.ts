import { ContainerModule } from 'inversify';
import type { Middleware } from 'openapi-fetch';
import { HttpOperatorAdapter } from '../http/http-operator.adapter';
import { TOKENS } from './tokens';

/**
 * The reference backend's operator routes, for the CLI's care, clock and billing commands: Node only, so
 * the app's bundles never carry them.
 */
export const operatorModule = (apiBase: string, observers: readonly Middleware[] = []) =>
  new ContainerModule(({ bind }) => {
    bind(TOKENS.operator)
      .toDynamicValue(() => new HttpOperatorAdapter(apiBase, observers))
      .inSingletonScope();
  });
