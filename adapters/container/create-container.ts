import { Container, type ContainerModule } from 'inversify';
import { AREA_MODULES } from './area-modules';
import { coreModule } from './core.module';

/** A container with the use cases of every area and the given platform modules (browser or node). */
export const createContainer = (...adapterModules: readonly ContainerModule[]): Container => {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(coreModule, ...AREA_MODULES, ...adapterModules);
  return container;
};
