import { lazy, type ComponentType } from 'react';

/** A page in its own chunk, loaded when its route is first visited. */
export const lazyPage = <M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }));
