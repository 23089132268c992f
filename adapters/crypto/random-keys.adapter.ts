import type { IdempotencyKeysPort } from '../../application/ports/idempotency-keys.port';

/**
 * A fresh random key per payment attempt (and a test user's seed): 32 hex digits. getRandomValues (unlike
 * randomUUID) works over plain http too, and in Node 20.
 */
export const randomKeys: IdempotencyKeysPort = {
  next: () => Array.from(globalThis.crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(''),
};
