import { describe, expect, it } from 'vitest';
import type { KeyValueStoragePort } from '../../ports/key-value-storage.port';
import { clearSessionStorage } from './clear-session-storage';

const storageWith = (entries: Record<string, string>): KeyValueStoragePort & { readonly values: Map<string, string> } => {
  const values = new Map(Object.entries(entries));
  return {
    values,
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    clear: () => values.clear(),
  };
};

describe('clearSessionStorage', () => {
  it('clears everything but the language chosen on this device', () => {
    const storage = storageWith({ token: 't', gender: 'male', language: 'es' });
    clearSessionStorage(storage);
    expect(Object.fromEntries(storage.values)).toEqual({ language: 'es' });
  });

  it('leaves storage empty when no language was chosen', () => {
    const storage = storageWith({ token: 't' });
    clearSessionStorage(storage);
    expect(storage.values.size).toBe(0);
  });
});
