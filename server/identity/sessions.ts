import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../database/database';
import { signalLive } from '../live/live-signals';

type Queryable = Pick<Database, 'query'>;

/** A session lives as long as its refresh token: 30 days, as Cognito's default. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * A used refresh token is taken again within this time (two tabs of the app refreshing at the same
 * moment each get a token); after it, its return is taken for theft and ends the session.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/** Secrets handed to clients (refresh tokens, reset tokens) are stored only as their SHA-256. */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');

export const newSecret = (): string => randomBytes(32).toString('base64url');

export interface Session {
  readonly sub: string;
  readonly email: string;
  readonly sessionId: string;
}

const addRefreshToken = async (db: Queryable, sub: string, sessionId: string, expiresAt: Date): Promise<string> => {
  const refreshToken = newSecret();
  await db.query('insert into refresh_tokens (token_hash, sub, expires_at, session_id) values ($1, $2, $3, $4)', [
    hashSecret(refreshToken),
    sub,
    expiresAt,
    sessionId,
  ]);
  return refreshToken;
};

/** A new session: its refresh token goes to the client once; its id is named by every access token. */
export const openSession = async (db: Queryable, sub: string, now: number): Promise<{ refreshToken: string; sessionId: string }> => {
  const sessionId = randomBytes(16).toString('base64url');
  const refreshToken = await addRefreshToken(db, sub, sessionId, new Date(now + REFRESH_TOKEN_TTL_MS));
  return { refreshToken, sessionId };
};

/** Ends sessions by a condition on refresh_tokens, and tells the live connection to close their sockets. */
const revoke = async (db: Queryable, sub: string, now: number, condition: string, values: readonly unknown[]): Promise<void> => {
  const ended = await db.query<{ session_id: string }>(
    `update refresh_tokens set revoked_at = $1 where sub = $2 and revoked_at is null and ${condition} returning session_id`,
    [new Date(now), sub, ...values],
  );
  if (ended.rows.length > 0) await signalLive(db, { kind: 'sessionsEnded', sub });
};

/**
 * Exchanges a refresh token for the next one of its session (rotation): the token is used up, the new one
 * keeps the session's expiry. A token used before, presented again after the grace, ends its session
 * (every token of it) and answers null, as an unknown, expired or revoked token does.
 */
export const rotateRefreshToken = async (
  db: Pick<Database, 'transaction'>,
  refreshToken: string,
  now: number,
): Promise<{ session: Session; refreshToken: string } | null> =>
  db.transaction(async (tx) => {
    const found = await tx.query<{ sub: string; email: string; session_id: string; expires_at: Date; rotated_at: Date | null }>(
      `select t.sub, i.email, t.session_id, t.expires_at, t.rotated_at from refresh_tokens t join identities i on i.sub = t.sub
       where t.token_hash = $1 and t.revoked_at is null and t.expires_at > $2 for update`,
      [hashSecret(refreshToken), new Date(now)],
    );
    const row = found.rows[0];
    if (!row) return null;
    if (row.rotated_at && now - row.rotated_at.getTime() > REFRESH_REUSE_GRACE_MS) {
      await revoke(tx, row.sub, now, 'session_id = $3', [row.session_id]);
      return null;
    }
    if (!row.rotated_at) await tx.query('update refresh_tokens set rotated_at = $1 where token_hash = $2', [new Date(now), hashSecret(refreshToken)]);
    const next = await addRefreshToken(tx, row.sub, row.session_id, row.expires_at);
    return { session: { sub: row.sub, email: row.email, sessionId: row.session_id }, refreshToken: next };
  });

export const isSessionActive = async (db: Queryable, sub: string, sessionId: string, now: number): Promise<boolean> => {
  const found = await db.query('select 1 from refresh_tokens where session_id = $1 and sub = $2 and revoked_at is null and expires_at > $3 limit 1', [
    sessionId,
    sub,
    new Date(now),
  ]);
  return found.rows.length > 0;
};

/** Sign-out: ends the session the refresh token belongs to, every token of it (used ones included). */
export const endSessionOfRefreshToken = async (db: Queryable, sub: string, refreshToken: string, now: number): Promise<void> => {
  await revoke(db, sub, now, 'session_id = (select session_id from refresh_tokens where token_hash = $3)', [hashSecret(refreshToken)]);
};

/** Ends every session of an identity, except the one kept (the caller's own, when it changes its password). */
export const endSessions = async (db: Queryable, sub: string, now: number, keepSessionId: string | null = null): Promise<void> => {
  await revoke(db, sub, now, 'session_id is distinct from $3', [keepSessionId]);
};
