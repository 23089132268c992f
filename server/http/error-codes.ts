import type { ErrorCode } from './http-error';

const BY_STATUS: Readonly<Record<number, ErrorCode>> = {
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

/** A card refusal's code, from the provider's own (`metadata.code`, `metadata.declineCode`) that it keeps. */
const cardErrorCode = (metadata: Readonly<Record<string, unknown>> | undefined): ErrorCode => {
  if (metadata?.declineCode === 'insufficient_funds') return 'insufficient_funds';
  if (metadata?.code === 'expired_card' || metadata?.code === 'invalid_expiry_year') return 'expired_card';
  if (metadata?.code === 'incorrect_cvc' || metadata?.code === 'invalid_cvc') return 'incorrect_cvc';
  if (metadata?.code === 'invalid_number' || metadata?.code === 'incorrect_number') return 'invalid_card_number';
  return 'card_declined';
};

/**
 * The stable code of an error answer that names none (the contract's ErrorCode): the status's generic
 * one, and for a card refusal the provider's reason.
 */
export const defaultErrorCode = (status: number, metadata?: Readonly<Record<string, unknown>>): ErrorCode => {
  if (status === 402) return cardErrorCode(metadata);
  return BY_STATUS[status] ?? (status >= 500 ? 'server_error' : 'invalid_request');
};
