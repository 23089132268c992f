import type { LazyModule } from './lazy-module';

/**
 * One area's stores, reached by the area's token (ui/stores/store-areas.ts) through useStores. The app's
 * own are built at once; every other area's are built from their code, which downloads when a page first
 * needs them (or alongside the page: see STORE_CODE), so the first visit to /login carries none of it.
 */
export interface StoreArea<S> {
  /** The stores, built now if their code is there; null while it downloads. */
  current(): S | null;
  /** The stores once their code is there: the same promise every time, as React's `use` needs. */
  load(): Promise<S>;
}

export const readyStores = <S>(stores: S): StoreArea<S> => {
  const loaded = Promise.resolve(stores);
  return { current: () => stores, load: () => loaded };
};

/** The stores `build` makes from their module, once per container, when first asked for. */
export const lazyStores = <M, S>(code: LazyModule<M>, build: (module: M) => S): StoreArea<S> => {
  let stores: S | null = null;
  let loading: Promise<S> | null = null;
  const built = (module: M): S => (stores ??= build(module));
  return {
    current: () => stores ?? (code.loaded ? built(code.loaded) : null),
    load: () => (loading ??= code.load().then(built)),
  };
};
