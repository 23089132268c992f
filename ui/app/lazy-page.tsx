import { lazy, type ComponentType } from 'react';
import type { LazyModule } from '../stores/lazy-module';
import { pageLoads } from './page-loads';

/** A thenable that calls back at once: React.lazy takes its value in the same render instead of suspending. */
const settled = <T,>(value: T) => ({ then: (fulfilled: (value: T) => unknown) => fulfilled(value) }) as unknown as Promise<T>;

/**
 * A page in its own chunk, loaded when its route is first visited (or `preload()`ed), counted for the
 * loading bar while it downloads. A failed download is not kept, so a later preload tries again. A page
 * whose code has already arrived (preloaded) renders in the first pass: no fallback, and none of the
 * delay React puts between a Suspense fallback and the content that replaces it.
 */
export const lazyPage = <M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) => {
  let module: Promise<M> | null = null;
  let loaded: M | null = null;
  const preload = (): Promise<M> => {
    module ??= pageLoads.track(load()).then(
      (value) => (loaded = value),
      (error: unknown) => {
        module = null;
        throw error;
      },
    );
    return module;
  };
  const asDefault = (value: M) => ({ default: value[name] as ComponentType });
  const Page = lazy(() => (loaded ? settled(asDefault(loaded)) : preload().then(asDefault)));
  return Object.assign(Page, { preload });
};

/** A page's module, ready once the code of the stores it uses has arrived too: both download side by side. */
export const withStoreCode = <M,>(page: Promise<M>, ...stores: readonly LazyModule<unknown>[]): Promise<M> =>
  Promise.all([page, ...stores.map((code) => code.load())]).then(([module]) => module);
