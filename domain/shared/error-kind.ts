import type { ErrorCode } from './error-codes';
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

const KIND_OF: Readonly<Record<ErrorCode, ErrorKind>> = {
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
  // The refusals a patient meets on a screen: the kind of the status the contract gives each (ErrorCode).
  invalid_credentials: 'unauthenticated',
  sign_in_locked: 'rate-limited',
  email_taken: 'conflict',
  weak_password: 'invalid',
  same_password: 'invalid',
  wrong_current_password: 'forbidden',
  invalid_reset_link: 'invalid',
  invalid_birth_date: 'invalid',
  under_minimum_age: 'invalid',
  phone_taken: 'conflict',
  zip_not_found: 'not-found',
  state_not_served: 'invalid',
  shipping_address_missing: 'conflict',
  invalid_card_number: 'declined',
  card_token_invalid: 'invalid',
  card_token_used: 'conflict',
  price_changed: 'conflict',
  payment_already_held: 'conflict',
  payment_in_progress: 'conflict',
  no_card_on_file: 'conflict',
  invalid_answer: 'invalid',
  visit_log_not_found: 'not-found',
  answers_need_review: 'conflict',
  step_incomplete: 'conflict',
  subscription_completed: 'conflict',
  // 404 or 409 at registration, 400 at reactivation: the registration's kind.
  coupon_invalid: 'not-found',
  coupon_expired: 'conflict',
  coupon_not_applicable: 'conflict',
  coupon_already_applied: 'conflict',
  coupon_reactivation_only: 'conflict',
  coupon_not_winback: 'invalid',
  registration_in_progress: 'conflict',
  first_registration_unfinished: 'conflict',
  treatment_not_chosen: 'conflict',
  dose_unavailable: 'conflict',
  dose_not_offered: 'invalid',
  same_dose: 'invalid',
  dose_change_pending: 'conflict',
  no_dose_change: 'conflict',
  skip_past_prescription_end: 'conflict',
  already_renewed: 'conflict',
  cancelled_before_approval: 'conflict',
  prescription_ended: 'conflict',
  empty_message: 'invalid',
  no_doctor_available: 'conflict',
  no_treatment_for_doctor: 'conflict',
  file_empty: 'invalid',
  too_many_files: 'invalid',
  image_too_small: 'invalid',
  image_too_large: 'too-large',
};

export const errorKindOf = (error: AppError): ErrorKind => KIND_OF[errorCodeOf(error)];

/** Trouble on the way or at the server, not an answer about the request: the same call may pass later. */
const NOT_ANSWERED: ReadonlySet<ErrorKind> = new Set(['server-error', 'unavailable', 'unexpected']);

/** The server answered about the request itself (what a 4xx says): an attempt it answered is settled. */
export const isAnswered = (error: AppError): boolean => !NOT_ANSWERED.has(errorKindOf(error));
