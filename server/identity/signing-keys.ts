import { createHash, randomBytes } from 'node:crypto';

/** A key that signs access tokens (HS256); `id` is what a token's header names as `kid`. */
export interface SigningKey {
  readonly id: string;
  readonly secret: Buffer;
}

/**
 * Where the token-signing key comes from, kept out of the database: a 0600 file of the data folder
 * (file-signing-keys.ts), an environment variable (env-signing-keys.ts), or, in production, a provider
 * backed by a key manager (the key fetched and decrypted at start, or a MAC operation per token).
 */
export interface SigningKeys {
  /** The key new tokens are signed with. */
  readonly current: () => SigningKey;
  /** The key a token names, while tokens it signed may still be alive (a retired key for a token's life); null otherwise. */
  readonly find: (id: string) => SigningKey | null;
}

/** At least 256 bits, as HS256 wants. */
export const MIN_KEY_BYTES = 32;

export const newSigningKey = (): SigningKey => keyFromSecret(randomBytes(MIN_KEY_BYTES));

/** A key's id tells keys apart without telling anything of the secret. */
export const keyFromSecret = (secret: Buffer): SigningKey => ({
  id: createHash('sha256').update('token-signing-key-id:').update(secret).digest('base64url').slice(0, 12),
  secret,
});

/** One key for the life of the process: an in-memory server's (tests), whose tokens die with it. */
export const memorySigningKeys = (): SigningKeys => {
  const key = newSigningKey();
  return { current: () => key, find: (id) => (id === key.id ? key : null) };
};
