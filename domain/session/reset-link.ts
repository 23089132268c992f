/** What the new-password page says of a link that cannot work (the server says the same). */
export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired. Please request a new one.';

/** A reset token as the server makes them: 32 random bytes, base64url. */
const RESET_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface ResetLinkParts {
  readonly token: string;
  /** The e-mail part of /new-password/{email?}/{token} is optional (spec §2). */
  readonly email?: string;
}

/**
 * The parts of /new-password/{email?}/{token} as the router gives them (the e-mail already decoded), or
 * null for a link that cannot be a reset link, so no malformed value is sent anywhere.
 */
export const resetLinkFrom = (token: string | undefined, email: string | undefined): ResetLinkParts | null => {
  if (token === undefined || !RESET_TOKEN.test(token)) return null;
  if (email === undefined || email === '') return { token };
  return email.length <= 254 && /^[^\s@/]+@[^\s@/]+$/.test(email) ? { token, email } : null;
};
