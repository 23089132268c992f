import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyCognitoIdToken, type CognitoTokenRules } from './cognito-id-tokens';

const POOL_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 });
const OTHER_KEY = generateKeyPairSync('rsa', { modulusLength: 2048 });
const ISSUER = 'https://cognito-idp.us-west-2.amazonaws.com/us-west-2_Ab12';
const NOW = Date.UTC(2026, 10, 27, 12);
const seconds = (ms: number) => Math.floor(ms / 1000);

const rules: CognitoTokenRules = {
  keys: { find: (kid) => Promise.resolve(kid === 'pool-key' ? POOL_KEY.publicKey : null) },
  issuer: ISSUER,
  clientId: 'app-client',
};

const CLAIMS = {
  sub: '94588673-fa9f-4c42-975b-fa1abc554d76',
  email: 'Kim@Example.com',
  email_verified: true,
  token_use: 'id',
  aud: 'app-client',
  iss: ISSUER,
  iat: seconds(NOW) - 60,
  exp: seconds(NOW) + 3540,
};

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

const tokenOf = (
  claims: Record<string, unknown>,
  header: Record<string, unknown> = { alg: 'RS256', kid: 'pool-key' },
  key: KeyObject = POOL_KEY.privateKey,
) => {
  const signed = `${encode(header)}.${encode(claims)}`;
  return `${signed}.${sign('RSA-SHA256', Buffer.from(signed), key).toString('base64url')}`;
};

const verified = (token: string, now = NOW) => verifyCognitoIdToken(token, rules, now);

describe("a Cognito ID token, verified by the pool's keys", () => {
  it('names the user, the e-mail (lower-cased) and the expiry when the pool signed it for this client', async () => {
    expect(await verified(tokenOf(CLAIMS))).toEqual({ sub: CLAIMS.sub, email: 'kim@example.com', expiresAt: CLAIMS.exp * 1000 });
  });

  it('is refused when signed by another key, by a key the pool does not publish, or without RS256', async () => {
    expect(await verified(tokenOf(CLAIMS, undefined, OTHER_KEY.privateKey))).toBeNull();
    expect(await verified(tokenOf(CLAIMS, { alg: 'RS256', kid: 'someone-else' }))).toBeNull();
    expect(await verified(tokenOf(CLAIMS, { alg: 'RS256' }))).toBeNull();
    const unsigned = `${encode({ alg: 'none', kid: 'pool-key' })}.${encode(CLAIMS)}.`;
    expect(await verified(unsigned)).toBeNull();
    expect(await verified(tokenOf(CLAIMS, { alg: 'HS256', kid: 'pool-key' }))).toBeNull();
    expect(await verified('not.a.token.at-all')).toBeNull();
    expect(await verified('')).toBeNull();
  });

  it('is refused when another pool issued it, for another app client, or when it is an access token', async () => {
    expect(await verified(tokenOf({ ...CLAIMS, iss: 'https://cognito-idp.us-west-2.amazonaws.com/us-west-2_Other' }))).toBeNull();
    expect(await verified(tokenOf({ ...CLAIMS, aud: 'another-client' }))).toBeNull();
    const { aud: _aud, ...accessClaims } = CLAIMS;
    expect(await verified(tokenOf({ ...accessClaims, token_use: 'access', client_id: 'app-client' }))).toBeNull();
  });

  it('is refused once expired on the wall clock, or when issued in the future', async () => {
    expect(await verified(tokenOf(CLAIMS), CLAIMS.exp * 1000 - 1)).not.toBeNull();
    expect(await verified(tokenOf(CLAIMS), CLAIMS.exp * 1000)).toBeNull();
    expect(await verified(tokenOf({ ...CLAIMS, exp: undefined }))).toBeNull();
    expect(await verified(tokenOf({ ...CLAIMS, iat: seconds(NOW) + 3600 }))).toBeNull();
  });

  it('is refused without a verified e-mail or a subject', async () => {
    expect(await verified(tokenOf({ ...CLAIMS, email_verified: false }))).toBeNull();
    expect(await verified(tokenOf({ ...CLAIMS, email: undefined }))).toBeNull();
    expect(await verified(tokenOf({ ...CLAIMS, sub: '' }))).toBeNull();
  });
});
