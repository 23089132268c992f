import { pageViewFor } from '../../../domain/routing/analytics-page-view';
import type { SendPageViewUseCase } from '../../../application/use-cases/analytics/send-page-view.use-case';
import type { BannerTimers } from './banner.store';

/**
 * Analytics page views (spec §9): sent 250 ms after a route change, when the path changed. A path left
 * again within those 250 ms is not sent: a redirect is not a page the patient saw.
 */
export class PageViewsStore {
  private lastLocation: string | null = null;
  private pending: unknown = null;

  constructor(
    private readonly sendPageView: SendPageViewUseCase,
    private readonly timers: BannerTimers,
  ) {}

  routeChanged(location: string): void {
    const event = pageViewFor(this.lastLocation, location);
    this.lastLocation = location;
    if (!event) return;
    if (this.pending !== null) this.timers.clearTimeout(this.pending);
    this.pending = this.timers.setTimeout(() => {
      this.pending = null;
      this.sendPageView.execute(event);
    }, event.delayMs);
  }
}
