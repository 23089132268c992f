import { Container, type ContainerModule } from 'inversify';
import { areasModule } from './areas.module';

/** A container with every area's use cases and the given platform modules (browser or node, http). */
export const createContainer = (...adapterModules: readonly ContainerModule[]): Container => {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(areasModule, ...adapterModules);
  return container;
};
