import { lazy, type ComponentType } from 'react';
import { pageLoads } from './page-loads';

/**
 * A page in its own chunk, loaded when its route is first visited (or `preload()`ed), counted for the
 * loading bar while it downloads. A failed download is not kept, so a later preload tries again.
 */
export const lazyPage = <M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) => {
  let module: Promise<M> | null = null;
  const preload = (): Promise<M> => {
    module ??= pageLoads.track(load()).catch((error: unknown) => {
      module = null;
      throw error;
    });
    return module;
  };
  const Page = lazy(async () => ({ default: (await preload())[name] as ComponentType }));
  return Object.assign(Page, { preload });
};
