import { BUSINESS_CONSTANTS } from '../shared/business-constants';

/** What the session rules read from storage: the login expiry marker and the last activity time. */
export interface SessionMarkers {
  /** Written at login (expDate): when the token expires, in ms. Its absence means nobody is logged in. */
  readonly expiryMarker: number | null;
  /** Last activity time in ms (expirationDate). */
  readonly lastActivityAt: number | null;
}

export type SessionVerdict =
  | {
      readonly kind: 'active';
      readonly activityAt: number;
      /** A token still within its exp time is refreshed; a lapsed one is left to the identity provider. */
      readonly refreshToken: boolean;
    }
  | { readonly kind: 'logged-out'; readonly reason: 'no-marker' | 'inactive' | 'no-identity'; readonly redirectTo: '/' };

export const NO_SESSION: SessionMarkers = { expiryMarker: null, lastActivityAt: null };

/** Login stores the expiry marker and starts the activity clock (spec §4 Session). */
export const markersAtLogin = (tokenExpiresAt: number, now: number): SessionMarkers => ({
  expiryMarker: tokenExpiresAt,
  lastActivityAt: now,
});

/** A token is refreshed only while it is within its exp time (spec §4 Session). */
export const isTokenWithinExp = (tokenExpiresAt: number, now: number): boolean => now < tokenExpiresAt;

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
  return { kind: 'active', activityAt: now, refreshToken: isTokenWithinExp(markers.expiryMarker, now) };
};

/** The markers a verdict leaves behind: a live session's activity moves to now; a logout clears both. */
export const markersAfter = (markers: SessionMarkers, verdict: SessionVerdict): SessionMarkers =>
  verdict.kind === 'active' ? { ...markers, lastActivityAt: verdict.activityAt } : NO_SESSION;

/** A refreshed token moves the expiry marker to the new token's exp. */
export const markersAfterTokenRefresh = (markers: SessionMarkers, tokenExpiresAt: number): SessionMarkers => ({
  ...markers,
  expiryMarker: tokenExpiresAt,
});

/** A user with no current identity-provider user is sent to / (spec §4 Session). */
export const withIdentity = (verdict: SessionVerdict, hasIdentityUser: boolean): SessionVerdict =>
  verdict.kind === 'active' && !hasIdentityUser ? { kind: 'logged-out', reason: 'no-identity', redirectTo: '/' } : verdict;
