/**
 * The stable codes beside every error message, so a program never parses English and an app words a
 * refusal in the patient's language. The API's codes are the contract's `ErrorCode` (openapi/patient-api.yaml
 * says where each comes from; a contract test keeps the two lists equal); the client adds two for answers
 * that never came or did not match the contract.
 */
export const API_ERROR_CODES = [
  'invalid_request',
  'unauthenticated',
  'card_declined',
  'insufficient_funds',
  'expired_card',
  'incorrect_cvc',
  'forbidden',
  'not_found',
  'action_not_allowed',
  'idempotency_key_reused',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'server_error',
  'service_unavailable',
  'invalid_credentials',
  'sign_in_locked',
  'email_taken',
  'weak_password',
  'same_password',
  'wrong_current_password',
  'invalid_reset_link',
  'invalid_birth_date',
  'under_minimum_age',
  'phone_taken',
  'zip_not_found',
  'state_not_served',
  'shipping_address_missing',
  'invalid_card_number',
  'card_token_invalid',
  'card_token_used',
  'price_changed',
  'payment_already_held',
  'payment_in_progress',
  'no_card_on_file',
  'invalid_answer',
  'visit_log_not_found',
  'answers_need_review',
  'step_incomplete',
  'subscription_completed',
  'coupon_invalid',
  'coupon_expired',
  'coupon_not_applicable',
  'coupon_already_applied',
  'coupon_reactivation_only',
  'coupon_not_winback',
  'registration_in_progress',
  'first_registration_unfinished',
  'treatment_not_chosen',
  'dose_unavailable',
  'dose_not_offered',
  'same_dose',
  'dose_change_pending',
  'no_dose_change',
  'skip_past_prescription_end',
  'already_renewed',
  'cancelled_before_approval',
  'prescription_ended',
  'empty_message',
  'no_doctor_available',
  'no_treatment_for_doctor',
  'file_empty',
  'too_many_files',
  'image_too_small',
  'image_too_large',
] as const;

export const CLIENT_ERROR_CODES = ['network_error', 'unexpected_response'] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
export type ErrorCode = ApiErrorCode | (typeof CLIENT_ERROR_CODES)[number];

const API_CODES: ReadonlySet<string> = new Set(API_ERROR_CODES);

export const isApiErrorCode = (value: unknown): value is ApiErrorCode => typeof value === 'string' && API_CODES.has(value);

const BY_STATUS: Readonly<Record<number, ApiErrorCode>> = {
  401: 'unauthenticated',
  402: 'card_declined',
  403: 'forbidden',
  404: 'not_found',
  409: 'action_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  502: 'service_unavailable',
  503: 'service_unavailable',
  504: 'service_unavailable',
};

/** The generic code of an HTTP status, for an answer that names none (an older server, a proxy). */
export const errorCodeForStatus = (status: number): ApiErrorCode => BY_STATUS[status] ?? (status >= 500 ? 'server_error' : 'invalid_request');
