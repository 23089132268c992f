/**
 * The stable codes beside every error message, so a program never parses English. The API's codes are
 * the contract's `ErrorCode` (openapi/patient-api.yaml; a contract test keeps the two lists equal); the
 * client adds two for answers that never came or did not match the contract.
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
