import { describe, expect, it } from 'vitest';
import { InMemoryShell } from '../../../tests/fakes/in-memory-shell.fake';
import { clearSessionStorage } from './clear-session-storage';

const storageWith = (entries: Record<string, string>): InMemoryShell => {
  const storage = new InMemoryShell();
  for (const [key, value] of Object.entries(entries)) storage.set(key, value);
  return storage;
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
