/** Client errors that are not about the request itself: a session to renew, a timeout, a rate limit. */
const PASSING: ReadonlySet<number> = new Set([401, 408, 429]);

/**
 * Whether a failed call was refused for what it asked (a 4xx other than 401, 408 or 429): asking the same
 * again meets the same answer, so the screen offers no 'Try again' and shows things as they are now
 * instead (our rule). A 5xx, a timeout or no answer may pass the next time.
 */
export const isRefusal = (statusCode: number): boolean => statusCode >= 400 && statusCode < 500 && !PASSING.has(statusCode);
