/** The ad-tracking pixels (spec §7). Only a route template ever reaches them: no health data (issue 10). */
export interface AnalyticsPort {
  pageView(page: string): void;
}
