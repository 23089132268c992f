import { analyticsPageName, type PageViewEvent } from '../../../domain/routing/analytics-page-view';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { AnalyticsPort } from '../../ports/analytics.port';

/**
 * Sends a page view to the pixels. The page name is made safe again here, whoever built the event, so
 * only a route template can ever leave (no id, e-mail, token, query or product-type slug).
 */
export class SendPageViewUseCase {
  constructor(private readonly analytics: AnalyticsPort) {}

  execute(event: PageViewEvent): Result<void> {
    try {
      this.analytics.pageView(analyticsPageName(event.page));
      return ok(undefined);
    } catch {
      // A pixel failing must never break a page.
      return fail('The page view could not be sent', 502);
    }
  }
}
