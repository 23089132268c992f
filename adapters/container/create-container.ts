import { Container, type ContainerModule } from 'inversify';
import { coreModule } from './core.module';

/** A container with the use cases and the given adapter modules. */
export const createContainer = (...adapterModules: readonly ContainerModule[]): Container => {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(coreModule, ...adapterModules);
  return container;
};
