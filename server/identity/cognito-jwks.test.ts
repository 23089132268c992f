import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cognitoSigningKeys, JWKS_REFETCH_MS } from './cognito-jwks';

const jwk = (kid: string) => ({ ...generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' });
const FIRST = jwk('first');
const ROTATED = jwk('rotated');

/** A JWKS endpoint whose published keys the test changes, counting the fetches. */
const endpoint = (initial: unknown[]) => {
  const state = { keys: initial, fetches: 0, failing: false };
  const fetchJwks = async () => {
    state.fetches += 1;
    return state.failing ? new Response('down', { status: 503 }) : Response.json({ keys: state.keys });
  };
  return { state, fetchJwks };
};

describe("the user pool's signing keys (JWKS)", () => {
  it('fetches them on first use, once for concurrent callers', async () => {
    const { state, fetchJwks } = endpoint([FIRST]);
    const keys = cognitoSigningKeys(
      'https://pool.test/jwks.json',
      () => 0,
      () => undefined,
      fetchJwks,
    );
    const found = await Promise.all([keys.find('first'), keys.find('first'), keys.find('first')]);
    expect(found.every((key) => key?.asymmetricKeyType === 'rsa')).toBe(true);
    expect(state.fetches).toBe(1);
  });

  it('takes up a rotated key, but fetches for unknown kids at most once a minute', async () => {
    const { state, fetchJwks } = endpoint([FIRST]);
    let now = 0;
    const keys = cognitoSigningKeys(
      'https://pool.test/jwks.json',
      () => now,
      () => undefined,
      fetchJwks,
    );
    expect(await keys.find('first')).not.toBeNull();
    state.keys = [FIRST, ROTATED];
    now = 1_000;
    expect(await keys.find('forged')).toBeNull();
    expect(await keys.find('rotated')).toBeNull();
    expect(state.fetches).toBe(1);
    now = JWKS_REFETCH_MS;
    expect(await keys.find('rotated')).not.toBeNull();
    expect(state.fetches).toBe(2);
  });

  it('trusts nothing new when the pool cannot be reached, keeps what it had, and says so in the log', async () => {
    const { state, fetchJwks } = endpoint([FIRST]);
    const lines: string[] = [];
    let now = 0;
    const keys = cognitoSigningKeys(
      'https://pool.test/jwks.json',
      () => now,
      (line) => lines.push(line),
      fetchJwks,
    );
    expect(await keys.find('first')).not.toBeNull();
    state.failing = true;
    now = JWKS_REFETCH_MS;
    expect(await keys.find('rotated')).toBeNull();
    expect(await keys.find('first')).not.toBeNull();
    expect(lines).toEqual(["identity: the user pool's keys could not be fetched from https://pool.test/jwks.json: answered 503"]);
  });

  it('skips keys that are not RSA signing keys', async () => {
    const { fetchJwks } = endpoint([
      { ...FIRST, alg: 'RS512' },
      { kid: 'broken', kty: 'RSA' },
      { kid: 'ec', kty: 'EC' },
    ]);
    const keys = cognitoSigningKeys(
      'https://pool.test/jwks.json',
      () => 0,
      () => undefined,
      fetchJwks,
    );
    expect(await Promise.all(['first', 'broken', 'ec'].map((kid) => keys.find(kid)))).toEqual([null, null, null]);
  });
});
