import type { Database } from '../database/database';
import { HttpError } from '../http/http-error';

type Queryable = Pick<Database, 'query'>;

export const MAX_FAILED_SIGN_INS = 10;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;

/**
 * Password guessing is slowed per e-mail: after MAX_FAILED_SIGN_INS failures within the window, the
 * e-mail is refused until the oldest of them leaves the window. Counted for unknown e-mails too, so the
 * lockout says nothing about which accounts exist.
 */
export const assertNotLockedOut = async (db: Queryable, email: string, now: number): Promise<void> => {
  const found = await db.query<{ failures: number; oldest: Date | null }>(
    'select count(*)::int as failures, min(failed_at) as oldest from sign_in_failures where email = $1 and failed_at > $2',
    [email, new Date(now - LOCKOUT_WINDOW_MS)],
  );
  const { failures, oldest } = found.rows[0] ?? { failures: 0, oldest: null };
  if (failures < MAX_FAILED_SIGN_INS || !oldest) return;
  const minutes = Math.max(1, Math.ceil((oldest.getTime() + LOCKOUT_WINDOW_MS - now) / 60_000));
  throw new HttpError(
    429,
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`,
  );
};

export const recordFailedSignIn = async (db: Queryable, email: string, now: number): Promise<void> => {
  await db.query('delete from sign_in_failures where failed_at <= $1', [new Date(now - LOCKOUT_WINDOW_MS)]);
  await db.query('insert into sign_in_failures (email, failed_at) values ($1, $2)', [email, new Date(now)]);
};

export const clearFailedSignIns = async (db: Queryable, email: string): Promise<void> => {
  await db.query('delete from sign_in_failures where email = $1', [email]);
};
