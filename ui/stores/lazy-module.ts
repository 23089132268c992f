/** A module loaded on first ask, once (a failed download is tried again on the next ask). */
export interface LazyModule<M> {
  load(): Promise<M>;
  /** The module once it has arrived, so its users can go on at once instead of waiting a turn. */
  readonly loaded: M | null;
}

export const lazyModule = <M>(importer: () => Promise<M>): LazyModule<M> => {
  let loading: Promise<M> | null = null;
  let loaded: M | null = null;
  return {
    load: () =>
      (loading ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    get loaded() {
      return loaded;
    },
  };
};
