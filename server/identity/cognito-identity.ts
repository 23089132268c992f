import type { Caller } from '../contract/operation-router';
import { HttpError } from '../http/http-error';
import type { ServerContext } from '../server-context';
import { verifyCognitoIdToken, type CognitoIdClaims } from './cognito-id-tokens';
import { cognitoSigningKeys, type CognitoSigningKeys } from './cognito-jwks';
import { cognitoIssuerOf, cognitoJwksUrlOf, type CognitoPool } from './cognito-pool';
import type { IdentityService } from './identity.handlers';

/** What the user pool does, this backend does not: the app goes to the pool for it. */
export const SIGN_IN_AT_THE_POOL = 'Sign-up, sign-in, token refresh and sign-out go to the Cognito user pool: this backend only verifies its tokens';
export const PASSWORDS_AT_THE_POOL = 'Passwords are kept by the Cognito user pool: this backend cannot change or reset them';

const refuse = (message: string) => (): Promise<never> => Promise.reject(new HttpError(501, message));

/**
 * The 'cognito' identity mode: a caller is whoever a valid ID token of the pool names (cognito-id-tokens.ts);
 * there is no session here to end, and no password. The Cognito user gets an identity row on its first
 * call, so its patient (POST /api/patient, as after a local sign-up), card tokens and audit entries hang
 * off its `sub` as a local identity's do.
 */
export const createCognitoIdentityService = (
  ctx: ServerContext,
  pool: CognitoPool,
  keys: CognitoSigningKeys = cognitoSigningKeys(cognitoJwksUrlOf(pool), ctx.wallNow, ctx.log),
): IdentityService => {
  const rules = { keys, issuer: cognitoIssuerOf(pool), clientId: pool.userPoolClientId };
  const linked = new Set<string>();

  /** False when the e-mail already belongs to another identity (a local one of the same database). */
  const link = async ({ sub, email }: CognitoIdClaims): Promise<boolean> => {
    if (linked.has(sub)) return true;
    // No password hash: the pool holds the password, and an empty hash verifies none (password-hashing.ts).
    await ctx.db.query("insert into identities (sub, email, password_hash) values ($1, $2, '') on conflict do nothing", [sub, email]);
    const found = await ctx.db.query('select 1 from identities where sub = $1', [sub]);
    if (found.rows.length === 0) {
      ctx.log('identity: a Cognito user was refused: its e-mail belongs to another identity of this database');
      return false;
    }
    linked.add(sub);
    return true;
  };

  const authenticate = async (token: string): Promise<Caller | null> => {
    const claims = await verifyCognitoIdToken(token, rules, ctx.wallNow());
    if (!claims || !(await link(claims))) return null;
    return { sub: claims.sub, email: claims.email, token, expiresAt: claims.expiresAt };
  };

  const exists = async (rawEmail: string): Promise<boolean> => {
    const found = await ctx.db.query('select 1 from identities where email = $1', [rawEmail.trim().toLowerCase()]);
    return found.rows.length > 0;
  };

  return {
    signUp: refuse(SIGN_IN_AT_THE_POOL),
    signIn: refuse(SIGN_IN_AT_THE_POOL),
    refresh: refuse(SIGN_IN_AT_THE_POOL),
    signOut: refuse(SIGN_IN_AT_THE_POOL),
    changePassword: refuse(PASSWORDS_AT_THE_POOL),
    authenticate,
    exists,
  };
};
