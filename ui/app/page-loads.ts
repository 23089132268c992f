import { makeAutoObservable } from 'mobx';

/**
 * Page chunks being downloaded, for the loading bar. Navigations run in React transitions, which keep the
 * old page on screen instead of a Suspense fallback, so the loads are counted where they start (lazyPage)
 * rather than seen through Suspense. One instance for the page: the route table is built at module level.
 */
class PageLoads {
  pending = 0;
  /** When the oldest load still pending started (epoch ms), or null. */
  since: number | null = null;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  track<T>(load: Promise<T>): Promise<T> {
    if (this.pending === 0) this.since = Date.now();
    this.pending += 1;
    return load.finally(this.settled);
  }

  private settled(): void {
    this.pending -= 1;
    if (this.pending === 0) this.since = null;
  }
}

export const pageLoads = new PageLoads();
