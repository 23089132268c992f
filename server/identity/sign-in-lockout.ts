import type { Database } from '../database/database';
import { HttpError } from '../http/http-error';

type Queryable = Pick<Database, 'query'>;

export const MAX_FAILED_SIGN_INS = 10;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;

const lockedOut = (oldest: Date, now: number): HttpError => {
  const waitMs = Math.max(1_000, oldest.getTime() + LOCKOUT_WINDOW_MS - now);
  const minutes = Math.ceil(waitMs / 60_000);
  return new HttpError(
    429,
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or reset your password.`,
    undefined,
    { 'retry-after': String(Math.ceil(waitMs / 1000)) },
    'sign_in_locked',
  );
};

/**
 * Password guessing is slowed per e-mail: after MAX_FAILED_SIGN_INS failures within the window, the
 * e-mail is refused until the oldest of them leaves the window. Counted for unknown e-mails too, so the
 * lockout says nothing about which accounts exist.
 *
 * The attempt is recorded as a failure before the password is checked, in one transaction with the
 * count (under a lock per e-mail), so concurrent guesses cannot all pass the count while the slow hash
 * runs; a correct password then clears the failures (clearFailedSignIns).
 */
export const claimSignInAttempt = async (db: Pick<Database, 'transaction'>, email: string, now: number): Promise<void> => {
  await db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`sign-in:${email}`]);
    await tx.query('delete from sign_in_failures where failed_at <= $1', [new Date(now - LOCKOUT_WINDOW_MS)]);
    const found = await tx.query<{ failures: number; oldest: Date | null }>(
      'select count(*)::int as failures, min(failed_at) as oldest from sign_in_failures where email = $1',
      [email],
    );
    const { failures, oldest } = found.rows[0] ?? { failures: 0, oldest: null };
    if (failures >= MAX_FAILED_SIGN_INS && oldest) throw lockedOut(oldest, now);
    await tx.query('insert into sign_in_failures (email, failed_at) values ($1, $2)', [email, new Date(now)]);
  });
};

export const clearFailedSignIns = async (db: Queryable, email: string): Promise<void> => {
  await db.query('delete from sign_in_failures where email = $1', [email]);
};
