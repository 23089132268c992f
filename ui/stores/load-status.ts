import type { Loadable } from './loadable';

/**
 * How a store's load stands, as pages read it: its phase, the first load's error, a failed reload's
 * reason and whether the load was refused. A store hands out its Loadable as this, so a page can read
 * the status (and MobX tracks it) but cannot load, reset or change the value.
 */
export type LoadStatus = Readonly<Pick<Loadable<unknown>, 'phase' | 'error' | 'refreshError' | 'refused'>>;
