import type { Database } from '../database/database';
import { codedError } from '../http/http-error';
import type { ServerContext } from '../server-context';
import { isStrongPassword, normalizeEmail, PASSWORD_RULE } from './identity.handlers';
import type { Site } from '../http/request-client';
import { BRAND_SENDERS, writeOutboxMail } from './outbox-mail';
import { hashPassword } from './password-hashing';
import { endSessions, hashSecret, newSecret } from './sessions';
import { clearFailedSignIns } from './sign-in-lockout';

export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** One mail a minute per address at most: the form cannot be used to flood someone's inbox. */
export const RESET_RESEND_INTERVAL_MS = 60 * 1000;
export const RESET_REQUESTED = 'If an account exists for this e-mail, we have sent it a link to reset the password.';
export const INVALID_RESET_LINK = 'This password reset link is invalid or has expired. Please request a new one.';
export const PASSWORD_RESET_DONE = 'Your password has been changed. Please sign in with the new password.';

type Queryable = Pick<Database, 'query'>;

interface OpenReset {
  readonly sub: string;
  readonly email: string;
  readonly expiresAt: Date;
}

const findOpenReset = async (db: Queryable, token: string, now: number): Promise<OpenReset | null> => {
  const found = await db.query<{ sub: string; email: string; expires_at: Date }>(
    `select r.sub, i.email, r.expires_at from password_resets r join identities i on i.sub = r.sub
     where r.token_hash = $1 and r.closed_at is null and r.expires_at > $2`,
    [hashSecret(token), new Date(now)],
  );
  const row = found.rows[0];
  return row ? { sub: row.sub, email: row.email, expiresAt: row.expires_at } : null;
};

/** Password reset of the local identity: a one-hour, single-use token, stored hashed, sent as a link. */
export const createPasswordResetService = (ctx: ServerContext) => {
  /** Always ends the same way, whether or not the e-mail has an account. */
  /** The link goes to the site (brand and configured origin) of the port asked on, never a Host header's. */
  const request = async (rawEmail: string, site: Site): Promise<void> => {
    const email = normalizeEmail(rawEmail);
    const now = ctx.wallNow();
    const token = newSecret();
    const opened = await ctx.db.transaction(async (tx) => {
      const identity = await tx.query<{ sub: string; last_sent: Date | null }>(
        `select i.sub, (select max(created_at) from password_resets r where r.sub = i.sub) as last_sent
         from identities i where i.email = $1 for update`,
        [email],
      );
      const found = identity.rows[0];
      if (!found) return false;
      if (found.last_sent && now - found.last_sent.getTime() < RESET_RESEND_INTERVAL_MS) return false;
      // Only the latest link works.
      await tx.query('update password_resets set closed_at = $1 where sub = $2 and closed_at is null', [new Date(now), found.sub]);
      await tx.query('insert into password_resets (token_hash, sub, created_at, expires_at) values ($1, $2, $3, $4)', [
        hashSecret(token),
        found.sub,
        new Date(now),
        new Date(now + RESET_LINK_TTL_MS),
      ]);
      return true;
    });
    if (!opened) return;
    const link = `${site.origin}/new-password/${encodeURIComponent(email)}/${token}`;
    const file = writeOutboxMail(ctx, site.brand, {
      to: email,
      subject: 'Reset your password',
      text: [
        `We received a request to reset the password of your ${BRAND_SENDERS[site.brand].name} account.`,
        '',
        `Open this link within an hour to choose a new password: ${link}`,
        '',
        'If you did not ask for this, ignore this message: your password stays as it is.',
      ].join('\r\n'),
    });
    // The link is a password for an hour and the address is the patient's: neither goes to the log.
    ctx.log(`password reset mail written to the outbox: ${file}`);
  };

  const check = async (token: string, rawEmail: string | undefined): Promise<OpenReset> => {
    const reset = await findOpenReset(ctx.db, token, ctx.wallNow());
    if (!reset || (rawEmail !== undefined && normalizeEmail(rawEmail) !== reset.email)) throw codedError(400, 'invalid_reset_link', INVALID_RESET_LINK);
    return reset;
  };

  /** Uses the token once, sets the password, ends every session and lifts a sign-in lockout, all or nothing. */
  const reset = async (token: string, rawEmail: string | undefined, newPassword: string): Promise<void> => {
    const { email } = await check(token, rawEmail);
    if (!isStrongPassword(newPassword)) throw codedError(400, 'weak_password', PASSWORD_RULE);
    const passwordHash = await hashPassword(newPassword);
    const now = ctx.wallNow();
    await ctx.db.transaction(async (tx) => {
      const used = await tx.query<{ sub: string }>(
        'update password_resets set closed_at = $1 where token_hash = $2 and closed_at is null and expires_at > $1 returning sub',
        [new Date(now), hashSecret(token)],
      );
      const sub = used.rows[0]?.sub;
      // Another request used the token meanwhile.
      if (!sub) throw codedError(400, 'invalid_reset_link', INVALID_RESET_LINK);
      await tx.query('update identities set password_hash = $1 where sub = $2', [passwordHash, sub]);
      await endSessions(tx, sub, now);
      await clearFailedSignIns(tx, email);
    });
  };

  return { request, check, reset };
};
