import { lazy, type ComponentType } from 'react';
import type { LazyModule } from '../stores/lazy-module';
import { pageLoads } from './page-loads';

/** A thenable that calls back at once: React.lazy takes its value in the same render instead of suspending. */
const settled = <T,>(value: T) => ({ then: (fulfilled: (value: T) => unknown) => fulfilled(value) }) as unknown as Promise<T>;

/** React.lazy's own bound: a component whatever its props. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * A named export of a module loaded on first render (or `preload()`ed), as React.lazy. A failed download is not
 * kept, so a later preload or render tries again. Once the code has arrived the component renders in the first
 * pass: no fallback, none of the delay React puts between a Suspense fallback and the content that replaces
 * it, and no Suspense retry, which a later update interrupts and starts over with every component made anew.
 */
export const lazyNamed = <M extends Record<K, AnyComponent>, K extends keyof M>(load: () => Promise<M>, name: K) => {
  let module: Promise<M> | null = null;
  let loaded: M | null = null;
  const preload = (): Promise<M> => {
    module ??= load().then(
      (value) => (loaded = value),
      (error: unknown) => {
        module = null;
        throw error;
      },
    );
    return module;
  };
  const asDefault = (value: M) => ({ default: value[name] });
  const Component = lazy(() => (loaded ? settled(asDefault(loaded)) : preload().then(asDefault)));
  return Object.assign(Component, { preload });
};

/** A page in its own chunk, loaded when its route is first visited (or `preload()`ed), counted for the loading bar while it downloads. */
export const lazyPage = <M extends Record<K, AnyComponent>, K extends keyof M>(load: () => Promise<M>, name: K) =>
  lazyNamed(() => pageLoads.track(load()), name);

/** A page's module, ready once the code of the stores it uses has arrived too: both download side by side. */
export const withStoreCode = <M,>(page: Promise<M>, ...stores: readonly LazyModule<unknown>[]): Promise<M> =>
  Promise.all([page, ...stores.map((code) => code.load())]).then(([module]) => module);
