import { keyFromSecret, MIN_KEY_BYTES, type SigningKey, type SigningKeys } from './signing-keys';

const decode = (name: string, value: string): SigningKey => {
  const secret = Buffer.from(value, 'base64url');
  if (secret.length < MIN_KEY_BYTES) throw new Error(`${name} must hold at least ${MIN_KEY_BYTES} random bytes, base64url-encoded`);
  return keyFromSecret(secret);
};

/**
 * The signing key from the environment (a deployment's secret store fills it): TOKEN_SIGNING_KEY signs,
 * and after a rotation TOKEN_SIGNING_KEY_PREVIOUS still verifies the tokens the old key signed, for the
 * hour they live; the deployer drops it then.
 */
export const envSigningKeys = (env: Readonly<Record<string, string | undefined>>): SigningKeys => {
  const current = decode('TOKEN_SIGNING_KEY', env.TOKEN_SIGNING_KEY ?? '');
  const previous = env.TOKEN_SIGNING_KEY_PREVIOUS ? decode('TOKEN_SIGNING_KEY_PREVIOUS', env.TOKEN_SIGNING_KEY_PREVIOUS) : null;
  return {
    current: () => current,
    find: (id) => [current, previous].find((key) => key?.id === id) ?? null,
  };
};
