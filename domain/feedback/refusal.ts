import { errorKindOf, isAnswered, type ErrorKind } from '../shared/error-kind';
import type { AppError } from '../shared/result';

/** Answers that are not about the request itself: a session to renew, a rate limit. */
const PASSING: ReadonlySet<ErrorKind> = new Set(['unauthenticated', 'rate-limited']);

/**
 * Whether a failed call was refused for what it asked (not found, forbidden, a conflict, bad input): asking
 * the same again meets the same answer, so the screen offers no 'Try again' and shows things as they are
 * now instead (our rule). A server error, no answer, an expired session or a rate limit may pass the next time.
 */
export const isRefusal = (error: AppError): boolean => isAnswered(error) && !PASSING.has(errorKindOf(error));
