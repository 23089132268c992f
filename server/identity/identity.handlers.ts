import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { requireCaller } from '../http/caller';
import { HttpError } from '../http/http-error';
import type { HandlerTable } from '../http/typed-handlers';
import type { ServerContext } from '../server-context';
import type { Caller } from '../contract/operation-router';
import { issueAccessToken, verifyAccessToken } from './access-tokens';
import { hashPassword, verifyPassword } from './password-hashing';

const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const PASSWORD_RULE = 'Password must be at least 8 characters long and contain a letter and a digit';

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
export const isStrongPassword = (password: string): boolean =>
  password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password);
const hashRefreshToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Local identity: the identity provider's part, played by the reference backend (ARCHITECTURE.md). */
export const createIdentityService = (ctx: ServerContext) => {
  const issueTokens = async (sub: string, email: string, refreshToken?: string) => {
    const now = ctx.now();
    const access = issueAccessToken(ctx.tokenSecret, sub, email, now);
    let refresh = refreshToken;
    if (!refresh) {
      refresh = randomBytes(32).toString('base64url');
      await ctx.db.query('insert into refresh_tokens (token_hash, sub, expires_at) values ($1, $2, $3)', [
        hashRefreshToken(refresh),
        sub,
        new Date(now + REFRESH_TOKEN_TTL_MS),
      ]);
    }
    return { accessToken: access.token, refreshToken: refresh, expiresAt: access.expiresAt, userSub: sub, email };
  };

  const signUp = async (rawEmail: string, password: string) => {
    const email = normalizeEmail(rawEmail);
    if (!isStrongPassword(password)) throw new HttpError(400, PASSWORD_RULE);
    const sub = randomUUID();
    const inserted = await ctx.db.query(
      'insert into identities (sub, email, password_hash) values ($1, $2, $3) on conflict (email) do nothing',
      [sub, email, await hashPassword(password)],
    );
    if (inserted.affectedRows === 0) throw new HttpError(409, 'An account with this e-mail already exists');
    return { userSub: sub, email };
  };

  const signIn = async (rawEmail: string, password: string) => {
    const email = normalizeEmail(rawEmail);
    const found = await ctx.db.query<{ sub: string; password_hash: string }>(
      'select sub, password_hash from identities where email = $1',
      [email],
    );
    const identity = found.rows[0];
    // The same answer for an unknown e-mail and a wrong password: no account enumeration.
    if (!identity || !(await verifyPassword(password, identity.password_hash))) {
      throw new HttpError(401, 'Incorrect e-mail or password');
    }
    return issueTokens(identity.sub, email);
  };

  const refresh = async (refreshToken: string) => {
    const found = await ctx.db.query<{ sub: string; email: string }>(
      `select t.sub, i.email from refresh_tokens t join identities i on i.sub = t.sub
       where t.token_hash = $1 and t.revoked_at is null and t.expires_at > $2`,
      [hashRefreshToken(refreshToken), new Date(ctx.now())],
    );
    const row = found.rows[0];
    if (!row) throw new HttpError(401, 'Your session has ended, please sign in again');
    return issueTokens(row.sub, row.email, refreshToken);
  };

  const signOut = async (caller: Caller, refreshToken: string) => {
    await ctx.db.query('update refresh_tokens set revoked_at = $1 where token_hash = $2 and sub = $3 and revoked_at is null', [
      new Date(ctx.now()),
      hashRefreshToken(refreshToken),
      caller.sub,
    ]);
  };

  const authenticate = async (token: string): Promise<Caller | null> => {
    const claims = verifyAccessToken(ctx.tokenSecret, token, ctx.now());
    if (!claims) return null;
    const found = await ctx.db.query('select 1 from identities where sub = $1', [claims.sub]);
    return found.rows.length > 0 ? { sub: claims.sub, email: claims.email, token } : null;
  };

  return { signUp, signIn, refresh, signOut, authenticate };
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
  }) satisfies Partial<HandlerTable>;
