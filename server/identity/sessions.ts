import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../database/database';

type Queryable = Pick<Database, 'query'>;

/** A session lives as long as its refresh token: 30 days, as Cognito's default. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** Secrets handed to clients (refresh tokens, reset tokens) are stored only as their SHA-256. */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export const newSecret = (): string => randomBytes(32).toString('base64url');

export interface Session {
  readonly sub: string;
  readonly email: string;
  readonly sessionId: string;
}

/** A new session: its refresh token goes to the client once; its id is named by every access token. */
export const openSession = async (db: Queryable, sub: string, now: number): Promise<{ refreshToken: string; sessionId: string }> => {
  const refreshToken = newSecret();
  const sessionId = randomBytes(16).toString('base64url');
  await db.query('insert into refresh_tokens (token_hash, sub, expires_at, session_id) values ($1, $2, $3, $4)', [
    hashSecret(refreshToken),
    sub,
    new Date(now + REFRESH_TOKEN_TTL_MS),
    sessionId,
  ]);
  return { refreshToken, sessionId };
};

export const findSessionByRefreshToken = async (db: Queryable, refreshToken: string, now: number): Promise<Session | null> => {
  const found = await db.query<{ sub: string; email: string; session_id: string }>(
    `select t.sub, i.email, t.session_id from refresh_tokens t join identities i on i.sub = t.sub
     where t.token_hash = $1 and t.revoked_at is null and t.expires_at > $2`,
    [hashSecret(refreshToken), new Date(now)],
  );
  const row = found.rows[0];
  return row ? { sub: row.sub, email: row.email, sessionId: row.session_id } : null;
};

export const isSessionActive = async (db: Queryable, sub: string, sessionId: string, now: number): Promise<boolean> => {
  const found = await db.query(
    'select 1 from refresh_tokens where session_id = $1 and sub = $2 and revoked_at is null and expires_at > $3',
    [sessionId, sub, new Date(now)],
  );
  return found.rows.length > 0;
};

export const endSessionOfRefreshToken = async (db: Queryable, sub: string, refreshToken: string, now: number): Promise<void> => {
  await db.query('update refresh_tokens set revoked_at = $1 where token_hash = $2 and sub = $3 and revoked_at is null', [
    new Date(now),
    hashSecret(refreshToken),
    sub,
  ]);
};

/** Ends every session of an identity, except the one kept (the caller's own, when it changes its password). */
export const endSessions = async (db: Queryable, sub: string, now: number, keepSessionId: string | null = null): Promise<void> => {
  await db.query(
    'update refresh_tokens set revoked_at = $1 where sub = $2 and revoked_at is null and session_id is distinct from $3',
    [new Date(now), sub, keepSessionId],
  );
};
