import { BUSINESS_CONSTANTS } from '../shared/business-constants';

/**
 * The route segments an analytics event may name: the fixed words of the routes table (spec §2) that say
 * nothing about the patient's health. Product-type slugs (/ed, /hairloss, /weightloss, /register, any
 * /{slug}), ids, e-mails and tokens are replaced by a placeholder, and the query and fragment are never
 * sent, so an event cannot carry health data or personal data (issue 10).
 */
const NEUTRAL_SEGMENTS: ReadonlySet<string> = new Set([
  'user',
  'subscriptions',
  'renewal',
  'new-subscription',
  'order-history',
  'chat',
  'profile',
  'settings',
  'doctor-info',
  'login',
  'reset-password',
  'new-password',
  'steps',
  'thank-you',
  'create-test-user-flow',
]);

export const PAGE_PLACEHOLDER = ':param';

/** The path alone: everything from the first ? or # on is dropped, line breaks included. */
const pathOf = (location: string): string => location.split(/[?#]/, 1)[0] as string;

/** The page name sent: the route path with every segment that is not a neutral word replaced. */
export const analyticsPageName = (location: string): string => {
  const segments = pathOf(location)
    .split('/')
    .filter((segment) => segment !== '');
  return `/${segments.map((segment) => (NEUTRAL_SEGMENTS.has(segment) ? segment : PAGE_PLACEHOLDER)).join('/')}`;
};

export interface PageViewEvent {
  readonly name: 'page_view';
  readonly page: string;
  /** Sent 250 ms after the route change (spec §9). */
  readonly delayMs: number;
}

/**
 * A route change produces a page view when the path changes (the first page included); a change of the
 * query or fragment alone does not, as the patient stays on the same page.
 */
export const pageViewFor = (previousLocation: string | null, nextLocation: string): PageViewEvent | null =>
  previousLocation !== null && pathOf(previousLocation) === pathOf(nextLocation)
    ? null
    : { name: 'page_view', page: analyticsPageName(nextLocation), delayMs: BUSINESS_CONSTANTS.analyticsDelayMs };
