import { createPublicKey, type JsonWebKey, type KeyObject } from 'node:crypto';

/** The user pool's signing keys by `kid`, from its JWKS; a key it no longer publishes is forgotten at the next fetch. */
export interface CognitoSigningKeys {
  readonly find: (kid: string) => Promise<KeyObject | null>;
}

/** Cognito rotates its keys rarely: an unknown kid fetches the set again, at most this often (a stream of forged kids is not a stream of fetches). */
export const JWKS_REFETCH_MS = 60_000;
const FETCH_TIMEOUT_MS = 5_000;

type Fetch = (url: string, init: { signal: AbortSignal }) => Promise<Response>;

const keysOf = (body: unknown): Map<string, KeyObject> => {
  const keys = new Map<string, KeyObject>();
  const listed = (body as { keys?: unknown } | null)?.keys;
  for (const jwk of Array.isArray(listed) ? (listed as (JsonWebKey & { kid?: unknown; alg?: unknown })[]) : []) {
    if (typeof jwk.kid !== 'string' || jwk.kty !== 'RSA' || (jwk.alg !== undefined && jwk.alg !== 'RS256')) continue;
    try {
      keys.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }));
    } catch {
      // A key that does not parse signs nothing we accept.
    }
  }
  return keys;
};

/**
 * The keys at `jwksUrl` (https://cognito-idp.<region>.amazonaws.com/<pool>/.well-known/jwks.json, or the
 * emulator's), fetched on first use and again when a token names a key not yet seen. A failed fetch
 * trusts no new key; the keys already held stay.
 */
export const cognitoSigningKeys = (jwksUrl: string, wallNow: () => number, log: (line: string) => void, fetchJwks: Fetch = fetch): CognitoSigningKeys => {
  let keys = new Map<string, KeyObject>();
  let fetchedAt = Number.NEGATIVE_INFINITY;
  let fetching: Promise<void> | null = null;

  const refetch = async () => {
    fetchedAt = wallNow();
    try {
      const response = await fetchJwks(jwksUrl, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      keys = keysOf(await response.json());
    } catch (error) {
      log(`identity: the user pool's keys could not be fetched from ${jwksUrl}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  return {
    find: async (kid) => {
      if (fetching) await fetching;
      if (!keys.has(kid) && wallNow() - fetchedAt >= JWKS_REFETCH_MS) {
        fetching = refetch().finally(() => {
          fetching = null;
        });
        await fetching;
      }
      return keys.get(kid) ?? null;
    },
  };
};
