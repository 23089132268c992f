import { MESSAGES } from '../feedback/messages';
import { fail, ok, type Result } from '../shared/result';

/** The texts and values a failed call turns into (spec §5, §8). */

/** Card tokenization failure: the provider's first message text, else 'Oops... Try again later'. */
export const cardTokenizationFailureText = (messages: readonly { readonly text?: string | null }[] | null | undefined): string =>
  messages?.[0]?.text?.trim() || MESSAGES.cardTokenizationFailed;

/** The private-file actions of the identity step: the ID photo and the selfie. */
const IDENTITY_UPLOAD_ACTIONS: ReadonlySet<string | null> = new Set(['cardID', 'selfie']);

/**
 * File upload failure: for the ID and the selfie the server's message (when it sent one), for any other
 * upload 'Something goes wrong, please contact support team'.
 */
export const uploadFailureText = (action: string | null, serverMessage: string | null | undefined): string =>
  (IDENTITY_UPLOAD_ACTIONS.has(action) && serverMessage?.trim()) || MESSAGES.uploadFailed;

/** Phone check failure: the phoneExist flag of the error's metadata (spec §7, §8); no flag means false. */
export const phoneExistFromFailure = (metadata: unknown): boolean => (metadata as { readonly phoneExist?: unknown } | null | undefined)?.phoneExist === true;

/**
 * A price fetch must return status success with at least one item, otherwise 'Invalid API response format'
 * (spec §5), as a 502: the server answered, but not with a price.
 */
export const priceItems = (response: unknown): Result<readonly unknown[]> => {
  const { status, data } = (response ?? {}) as { readonly status?: unknown; readonly data?: unknown };
  return status === 'success' && Array.isArray(data) && data.length > 0 ? ok(data) : fail(MESSAGES.invalidApiResponse, 502);
};
