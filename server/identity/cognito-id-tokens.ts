import { verify } from 'node:crypto';
import type { CognitoSigningKeys } from './cognito-jwks';

/** What the API trusts of a Cognito ID token: who (sub), their verified e-mail, and until when (ms). */
export interface CognitoIdClaims {
  readonly sub: string;
  readonly email: string;
  readonly expiresAt: number;
}

export interface CognitoTokenRules {
  readonly keys: CognitoSigningKeys;
  /** `<endpoint>/<user pool id>`: https://cognito-idp.us-west-2.amazonaws.com/us-west-2_Ab12 in production. */
  readonly issuer: string;
  /** The app client the token was issued to (the ID token's `aud`). */
  readonly clientId: string;
}

/** A token issued a little ahead of this host's clock is taken (clocks drift); one issued later than this is not. */
export const CLOCK_SKEW_MS = 60_000;

const part = (text: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/**
 * The claims of an ID token the user pool signed (RS256, a key of its JWKS) for this app client, whose
 * e-mail it verified, and which has not expired on the wall clock; null for anything else. The app sends
 * the ID token (it names the e-mail); an access token (`token_use` access, no `aud`) is refused.
 */
export const verifyCognitoIdToken = async (token: string, rules: CognitoTokenRules, now: number): Promise<CognitoIdClaims | null> => {
  const [header, payload, signature, ...rest] = token.split('.');
  if (!header || !payload || !signature || rest.length > 0) return null;
  const head = part(header);
  if (head?.alg !== 'RS256' || typeof head.kid !== 'string') return null;
  const key = await rules.keys.find(head.kid);
  if (!key || !verify('RSA-SHA256', Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url'))) return null;
  const claims = part(payload);
  if (!claims || claims.iss !== rules.issuer || claims.token_use !== 'id' || claims.aud !== rules.clientId) return null;
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
  if (typeof claims.iat !== 'number' || claims.iat * 1000 > now + CLOCK_SKEW_MS) return null;
  if (typeof claims.sub !== 'string' || !claims.sub || typeof claims.email !== 'string' || claims.email_verified !== true) return null;
  return { sub: claims.sub, email: claims.email.trim().toLowerCase(), expiresAt: claims.exp * 1000 };
};
