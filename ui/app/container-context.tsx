import type { Container, ServiceIdentifier } from 'inversify';
import { createContext, use, useContext, type ReactNode } from 'react';
import type { StoreArea } from '../stores/store-area';
import { observer } from 'mobx-react-lite';

const ContainerContext = createContext<Container | null>(null);

export const ContainerProvider = observer(function ContainerProvider({ container, children }: { container: Container; children: ReactNode }) {
  return <ContainerContext.Provider value={container}>{children}</ContainerContext.Provider>;
});

/** The store area behind a token, for what must start its loading outside rendering (a layout's effect). */
export const useStoreArea = <S,>(area: ServiceIdentifier<StoreArea<S>>): StoreArea<S> => {
  const container = useContext(ContainerContext);
  if (!container) throw new Error('useStores needs a ContainerProvider above it');
  return container.get(area);
};

/**
 * The one way a component reaches stores: its area's (`useStores(STORES.patientArea).subscription`), from
 * the composition root's container. The first use of a lazily built area waits (Suspense) while its code
 * downloads, unless the page's route brought it along (withStoreCode).
 */
export const useStores = <S,>(area: ServiceIdentifier<StoreArea<S>>): S => {
  const stores = useStoreArea(area);
  return stores.current() ?? use(stores.load());
};
