import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SigningKey, SigningKeys } from './signing-keys';

/** Access tokens are HS256 JWTs signed with the server's key; they live an hour, as Cognito's do. */
export const ACCESS_TOKEN_TTL_MS = 60 * 60 * 1000;

export interface AccessClaims {
  readonly sub: string;
  readonly email: string;
  /** The session (refresh token) the access token belongs to: ending the session ends the token. */
  readonly sid: string;
  /** Expiry in seconds since the epoch, as JWT has it. */
  readonly exp: number;
  readonly iat: number;
}

const base64url = (input: Buffer | string): string => Buffer.from(input).toString('base64url');

const sign = (secret: Buffer, data: string): string => createHmac('sha256', secret).update(data).digest('base64url');

const parse = (part: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/** Without a session id the token authenticates nobody: tests mint such tokens to check refusals. */
export const issueAccessToken = (key: SigningKey, sub: string, email: string, now: number, sid = ''): { token: string; expiresAt: number } => {
  const expiresAt = now + ACCESS_TOKEN_TTL_MS;
  // The header names the key, so tokens of a retired key verify for the hour they live (file-signing-keys.ts).
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT', kid: key.id }));
  const claims: AccessClaims = { sub, email, sid, iat: Math.floor(now / 1000), exp: Math.floor(expiresAt / 1000) };
  const payload = base64url(JSON.stringify({ ...claims, token_use: 'access' }));
  return { token: `${header}.${payload}.${sign(key.secret, `${header}.${payload}`)}`, expiresAt };
};

/** The claims of a token well signed by a key still trusted, and unexpired; null for anything else. */
export const verifyAccessToken = (keys: Pick<SigningKeys, 'find'>, token: string, now: number): AccessClaims | null => {
  const [header, payload, signature, ...rest] = token.split('.');
  if (!header || !payload || !signature || rest.length > 0) return null;
  const head = parse(header);
  if (head?.alg !== 'HS256' || typeof head.kid !== 'string') return null;
  const key = keys.find(head.kid);
  if (!key) return null;
  const expected = Buffer.from(sign(key.secret, `${header}.${payload}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const claims = parse(payload) as Partial<AccessClaims> | null;
  if (typeof claims?.sub !== 'string' || typeof claims.email !== 'string' || typeof claims.sid !== 'string' || !claims.sid) return null;
  if (typeof claims.exp !== 'number') return null;
  return claims.exp * 1000 > now ? (claims as AccessClaims) : null;
};
