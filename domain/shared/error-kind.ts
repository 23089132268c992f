import { errorCodeForStatus, type ErrorCode } from './error-codes';
import { errorCodeOf, type AppError } from './result';

/**
 * What went wrong, in the words a use case, a store or the CLI decides on: read from the error's stable
 * code (which the HTTP adapter sets from the answer, or the status's generic one), never from a status number.
 */
export type ErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'declined'
  | 'too-large'
  | 'unsupported'
  | 'rate-limited'
  | 'server-error'
  | 'unavailable'
  | 'unexpected';

/**
 * The generic codes' kinds (one per status, and the client's two). A refusal's own code (`email_taken`,
 * `wrong_current_password`, ...) refines its status's generic code, so its kind is that one's: the status the
 * contract gives it (openapi/patient-api.yaml, ErrorCode).
 */
const KIND_OF: Readonly<Partial<Record<ErrorCode, ErrorKind>>> = {
  invalid_request: 'invalid',
  unauthenticated: 'unauthenticated',
  card_declined: 'declined',
  insufficient_funds: 'declined',
  expired_card: 'declined',
  incorrect_cvc: 'declined',
  forbidden: 'forbidden',
  not_found: 'not-found',
  action_not_allowed: 'conflict',
  idempotency_key_reused: 'conflict',
  payload_too_large: 'too-large',
  unsupported_media_type: 'unsupported',
  rate_limited: 'rate-limited',
  server_error: 'server-error',
  service_unavailable: 'unavailable',
  network_error: 'unavailable',
  unexpected_response: 'unexpected',
};

export const errorKindOf = (error: AppError): ErrorKind => KIND_OF[errorCodeOf(error)] ?? KIND_OF[errorCodeForStatus(error.statusCode)] ?? 'invalid';

/** Trouble on the way or at the server, not an answer about the request: the same call may pass later. */
const NOT_ANSWERED: ReadonlySet<ErrorKind> = new Set(['server-error', 'unavailable', 'unexpected']);

/** The server answered about the request itself (what a 4xx says): an attempt it answered is settled. */
export const isAnswered = (error: AppError): boolean => !NOT_ANSWERED.has(errorKindOf(error));
