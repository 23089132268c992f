import type { Container, ServiceIdentifier } from 'inversify';
import { createContext, useContext, type ReactNode } from 'react';

const ContainerContext = createContext<Container | null>(null);

export const ContainerProvider = ({ container, children }: { container: Container; children: ReactNode }) => (
  <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>
);

/** The one way a component reaches a store: by its token, from the composition root's container. */
export const useStore = <T,>(token: ServiceIdentifier<T>): T => {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useStore needs a ContainerProvider above it');
  return container.get(token);
};
