import type { AnalyticsPort } from '../../application/ports/analytics.port';
import type { PixelIds } from './pixel-analytics.adapter';

/**
 * The pixels, loaded with the first page view when the configuration names one, and none at all when it
 * names neither (the embedded default): no deployment downloads pixel code it does not use.
 */
export const deferredPixelAnalytics = (ids: PixelIds, origin: string, win: Window): AnalyticsPort | null => {
  if (!ids.facebook && !ids.tiktok) return null;
  const adapter = import('./pixel-analytics.adapter').then(
    ({ PixelAnalyticsAdapter, browserBeacons }) => new PixelAnalyticsAdapter(ids, origin, browserBeacons(win)),
  );
  return {
    pageView: (page) => {
      // A pixel failing to load never breaks a page.
      void adapter.then((pixels) => pixels.pageView(page)).catch(() => undefined);
    },
  };
};
