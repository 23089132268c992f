import { BUSINESS_CONSTANTS } from '../shared/business-constants';

/** What the session rules read from storage: the login expiry marker and the last activity time. */
export interface SessionMarkers {
  /** Written at login (expDate). Its absence means nobody is logged in. */
  readonly expiryMarker: number | null;
  /** Last activity time in ms (expirationDate). */
  readonly lastActivityAt: number | null;
}

export type SessionVerdict =
  | { readonly kind: 'active'; readonly activityAt: number }
  | { readonly kind: 'logged-out'; readonly reason: 'no-marker' | 'inactive' | 'no-identity'; readonly redirectTo: '/' };

/**
 * Spec §4 Session: with no expiry marker the user is logged out and sent to /; 30 days or more since the
 * last activity logs out too; otherwise the activity time is refreshed to now.
 */
export const evaluateSession = (markers: SessionMarkers, now: number): SessionVerdict => {
  if (markers.expiryMarker === null) return { kind: 'logged-out', reason: 'no-marker', redirectTo: '/' };
  const { lastActivityAt } = markers;
  if (lastActivityAt !== null && now - lastActivityAt >= BUSINESS_CONSTANTS.sessionInactivityLimitMs) {
    return { kind: 'logged-out', reason: 'inactive', redirectTo: '/' };
  }
  return { kind: 'active', activityAt: now };
};
