import { makeAutoObservable } from 'mobx';
import type { Banner } from '../../../domain/feedback/banner-policy';
import { bannerReducer, NO_BANNER, type BannerState, type ShownBanner } from '../../../domain/feedback/banner-state';
import type { BannerPort } from '../../../application/ports/banner.port';
import type { ClockPort } from '../../../application/ports/clock.port';

/** Timers, given so tests can run the 3000 ms without waiting. */
export interface BannerTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/**
 * The banner of spec §8: the HTTP middleware shows one after each call the policy names; one at a time,
 * a new one replacing the one showing, each closing after 3000 ms.
 */
export class BannerStore implements BannerPort {
  private state: BannerState = NO_BANNER;
  private timer: unknown = null;

  constructor(
    private readonly clock: ClockPort,
    private readonly timers: BannerTimers,
  ) {
    makeAutoObservable<BannerStore, 'timer'>(this, { timer: false }, { autoBind: true });
  }

  get current(): ShownBanner | null {
    return this.state.current;
  }

  show(banner: Banner): void {
    this.state = bannerReducer(this.state, { type: 'show', banner, now: this.clock.now() });
    this.schedule();
  }

  dismiss(id: number): void {
    this.state = bannerReducer(this.state, { type: 'dismiss', id });
    this.schedule();
  }

  expire(): void {
    this.state = bannerReducer(this.state, { type: 'expire', now: this.clock.now() });
    this.schedule();
  }

  private schedule(): void {
    if (this.timer !== null) this.timers.clearTimeout(this.timer);
    this.timer = null;
    const { current } = this.state;
    if (current) this.timer = this.timers.setTimeout(this.expire, Math.max(0, current.closesAt - this.clock.now()));
  }
}
