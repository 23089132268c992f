import { randomBytes, randomUUID } from 'node:crypto';
import { requireCaller } from '../http/caller';
import { codedError, HttpError } from '../http/http-error';
import type { HandlerTable } from '../http/typed-handlers';
import type { ServerContext } from '../server-context';
import type { Caller } from '../contract/operation-router';
import { issueAccessToken, verifyAccessToken } from './access-tokens';
import { hashPassword, verifyPassword } from './password-hashing';
import { endSessionOfRefreshToken, endSessions, isSessionActive, openSession, rotateRefreshToken, type Session } from './sessions';
import { claimSignInAttempt, clearFailedSignIns } from './sign-in-lockout';

export const PASSWORD_RULE = 'Password must be at least 8 characters long and contain a letter and a digit';
export const WRONG_CURRENT_PASSWORD = 'Your current password is incorrect';
export const SAME_PASSWORD = 'The new password must be different from the current one';

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
export const isStrongPassword = (password: string): boolean => password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password);

/** Local identity: the identity provider's part, played by the reference backend (ARCHITECTURE.md). */
export const createIdentityService = (ctx: ServerContext) => {
  // An unknown e-mail's password is checked against this, so it takes as long as a wrong password (no timing tell).
  let dummyHash: Promise<string> | null = null;
  const passwordHashOrDummy = (stored: string | undefined): Promise<string> =>
    stored ? Promise.resolve(stored) : (dummyHash ??= hashPassword(randomBytes(16).toString('base64url')));

  const tokensFor = (session: Session, refreshToken: string) => {
    const access = issueAccessToken(ctx.signingKeys.current(), session.sub, session.email, ctx.wallNow(), session.sessionId);
    return { accessToken: access.token, refreshToken, expiresAt: access.expiresAt, userSub: session.sub, email: session.email };
  };

  const signUp = async (rawEmail: string, password: string) => {
    const email = normalizeEmail(rawEmail);
    if (!isStrongPassword(password)) throw codedError(400, 'weak_password', PASSWORD_RULE);
    const sub = randomUUID();
    const inserted = await ctx.db.query('insert into identities (sub, email, password_hash) values ($1, $2, $3) on conflict (email) do nothing', [
      sub,
      email,
      await hashPassword(password),
    ]);
    if (inserted.affectedRows === 0) throw codedError(409, 'email_taken', 'An account with this e-mail already exists');
    return { userSub: sub, email };
  };

  const signIn = async (rawEmail: string, password: string) => {
    const email = normalizeEmail(rawEmail);
    // Counted as a failure until the password proves right (sign-in-lockout.ts).
    await claimSignInAttempt(ctx.db, email, ctx.wallNow());
    const found = await ctx.db.query<{ sub: string; password_hash: string }>('select sub, password_hash from identities where email = $1', [email]);
    const identity = found.rows[0];
    // The same answer, after the same work, for an unknown e-mail and a wrong password: no account enumeration.
    const passwordRight = await verifyPassword(password, await passwordHashOrDummy(identity?.password_hash));
    if (!identity || !passwordRight) {
      throw codedError(401, 'invalid_credentials', 'Incorrect e-mail or password');
    }
    await clearFailedSignIns(ctx.db, email);
    const { refreshToken, sessionId } = await openSession(ctx.db, identity.sub, ctx.wallNow());
    return tokensFor({ sub: identity.sub, email, sessionId }, refreshToken);
  };

  /** Each refresh token is used once: the answer carries the next one (sessions.ts, rotation). */
  const refresh = async (refreshToken: string) => {
    const rotated = await rotateRefreshToken(ctx.db, refreshToken, ctx.wallNow());
    if (!rotated) throw new HttpError(401, 'Your session has ended, please sign in again');
    return tokensFor(rotated.session, rotated.refreshToken);
  };

  const signOut = async (caller: Caller, refreshToken: string) => {
    await endSessionOfRefreshToken(ctx.db, caller.sub, refreshToken, ctx.wallNow());
  };

  /** A well-signed, unexpired access token whose session has not ended (sign-out, password change or reset). */
  const authenticate = async (token: string): Promise<Caller | null> => {
    const claims = verifyAccessToken(ctx.signingKeys, token, ctx.wallNow());
    if (!claims || !(await isSessionActive(ctx.db, claims.sub, claims.sid, ctx.wallNow()))) return null;
    return { sub: claims.sub, email: claims.email, token, expiresAt: claims.exp * 1000 };
  };

  /** Needs the current password; every other session ends, the caller's own goes on. */
  const changePassword = async (caller: Caller, currentPassword: string, newPassword: string) => {
    const now = ctx.wallNow();
    // A stolen access token must not become a way to guess the password: the sign-in lockout counts it.
    await claimSignInAttempt(ctx.db, caller.email, now);
    const found = await ctx.db.query<{ password_hash: string }>('select password_hash from identities where sub = $1', [caller.sub]);
    const stored = found.rows[0]?.password_hash ?? '';
    if (!(await verifyPassword(currentPassword, stored))) throw codedError(403, 'wrong_current_password', WRONG_CURRENT_PASSWORD);
    await clearFailedSignIns(ctx.db, caller.email);
    if (!isStrongPassword(newPassword)) throw codedError(400, 'weak_password', PASSWORD_RULE);
    if (newPassword === currentPassword) throw codedError(400, 'same_password', SAME_PASSWORD);
    const callerSession = verifyAccessToken(ctx.signingKeys, caller.token, now)?.sid ?? null;
    const passwordHash = await hashPassword(newPassword);
    await ctx.db.transaction(async (tx) => {
      await tx.query('update identities set password_hash = $1 where sub = $2', [passwordHash, caller.sub]);
      await endSessions(tx, caller.sub, now, callerSession);
    });
  };

  /** Tells no more than sign-up's duplicate check: whether an identity holds the e-mail. */
  const exists = async (rawEmail: string): Promise<boolean> => {
    const found = await ctx.db.query('select 1 from identities where email = $1', [normalizeEmail(rawEmail)]);
    return found.rows.length > 0;
  };

  return { signUp, signIn, refresh, signOut, authenticate, changePassword, exists };
};

export type IdentityService = ReturnType<typeof createIdentityService>;

export const identityHandlers = (identity: IdentityService) =>
  ({
    identitySignUp: async ({ body }) => ({
      status: 201,
      body: { status: 'success', data: [await identity.signUp(body.email, body.password)] },
    }),
    identitySignIn: async ({ body }) => ({
      status: 200,
      body: { status: 'success', data: [await identity.signIn(body.email, body.password)] },
    }),
    identityRefresh: async ({ body }) => ({
      status: 200,
      body: { status: 'success', data: [await identity.refresh(body.refreshToken)] },
    }),
    identitySignOut: async ({ body, caller }) => {
      await identity.signOut(requireCaller(caller), body.refreshToken);
      return { status: 200, body: { status: 'success', data: [] } };
    },
    changePassword: async ({ body, caller }) => {
      await identity.changePassword(requireCaller(caller), body.currentPassword, body.newPassword);
      return { status: 200, body: { status: 'success', message: 'Your password has been changed', data: [] } };
    },
    checkExistCognitoUser: async ({ query }) => ({
      status: 200,
      body: { status: 'success', data: [{ redirect: (await identity.exists(query.email)) ? 'login' : null }] },
    }),
  }) satisfies Partial<HandlerTable>;
