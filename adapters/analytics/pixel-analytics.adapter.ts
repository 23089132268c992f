import type { AnalyticsPort } from '../../application/ports/analytics.port';

/** The two pixel ids of config.json; null turns a pixel off. */
export interface PixelIds {
  readonly facebook: string | null;
  readonly tiktok: string | null;
}

/** How a beacon leaves the browser; tests give a recording one. */
export interface BeaconTransport {
  /** An image request (the pixel's own no-script form). */
  image(url: string): void;
  /** A fire-and-forget POST. */
  post(url: string, body: string): void;
}

export const FACEBOOK_PIXEL_URL = 'https://www.facebook.com/tr';
export const TIKTOK_PIXEL_URL = 'https://analytics.tiktok.com/api/v2/pixel';

/**
 * The two ad-tracking pixels (spec §7), sent as beacons this adapter writes itself rather than through the
 * vendors' scripts: those read the page's full address (query included) and whatever the page holds,
 * while a beacon carries exactly the page template it is given (no health data, issue 10). With no ids
 * configured it sends nothing.
 */
export class PixelAnalyticsAdapter implements AnalyticsPort {
  constructor(
    private readonly ids: PixelIds,
    /** The app's origin, so the pixels can tell the brands apart. */
    private readonly origin: string,
    private readonly transport: BeaconTransport,
  ) {}

  pageView(page: string): void {
    const url = `${this.origin}${page}`;
    if (this.ids.facebook) {
      const query = new URLSearchParams({ id: this.ids.facebook, ev: 'PageView', dl: url, noscript: '1' });
      this.transport.image(`${FACEBOOK_PIXEL_URL}?${query.toString()}`);
    }
    if (this.ids.tiktok) {
      this.transport.post(TIKTOK_PIXEL_URL, JSON.stringify({ pixel_code: this.ids.tiktok, event: 'Pageview', context: { page: { url } } }));
    }
  }
}

/** Beacons from a browser window: no referrer (it would carry the full address), never awaited. */
export const browserBeacons = (win: Window): BeaconTransport => ({
  image(url) {
    const image = win.document.createElement('img');
    image.referrerPolicy = 'no-referrer';
    image.src = url;
  },
  post(url, body) {
    win.navigator.sendBeacon(url, new Blob([body], { type: 'text/plain' }));
  },
});
