import { createHmac, timingSafeEqual } from 'node:crypto';

/** Access tokens are HS256 JWTs signed with the server's secret; they live an hour, as Cognito's do. */
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

const sign = (secret: string, data: string): string => createHmac('sha256', secret).update(data).digest('base64url');

/** Without a session id the token authenticates nobody: tests mint such tokens to check refusals. */
export const issueAccessToken = (
  secret: string,
  sub: string,
  email: string,
  now: number,
  sid = '',
): { token: string; expiresAt: number } => {
  const expiresAt = now + ACCESS_TOKEN_TTL_MS;
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const claims: AccessClaims = { sub, email, sid, iat: Math.floor(now / 1000), exp: Math.floor(expiresAt / 1000) };
  const payload = base64url(JSON.stringify({ ...claims, token_use: 'access' }));
  return { token: `${header}.${payload}.${sign(secret, `${header}.${payload}`)}`, expiresAt };
};

/** The claims of a well-signed, unexpired token; null for anything else. */
export const verifyAccessToken = (secret: string, token: string, now: number): AccessClaims | null => {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) return null;
  const expected = Buffer.from(sign(secret, `${header}.${payload}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<AccessClaims>;
    if (typeof claims.sub !== 'string' || typeof claims.email !== 'string' || typeof claims.sid !== 'string' || !claims.sid) return null;
    if (typeof claims.exp !== 'number') return null;
    return claims.exp * 1000 > now ? (claims as AccessClaims) : null;
  } catch {
    return null;
  }
};
