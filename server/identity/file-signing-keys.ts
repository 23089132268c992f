import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { ACCESS_TOKEN_TTL_MS } from './access-tokens';
import { newSigningKey, type SigningKey, type SigningKeys } from './signing-keys';

/** The key file's name in the data folder; mode 600, like everything there. */
export const SIGNING_KEYS_FILE = 'token-signing-keys.json';

interface StoredKey {
  readonly id: string;
  readonly secret: string;
  readonly createdAt: string;
  /** When a newer key took over; the key still verifies the tokens it signed for their hour. */
  readonly retiredAt: string | null;
}

interface KeyFile {
  readonly keys: readonly StoredKey[];
}

const toStored = (key: SigningKey, now: number): StoredKey => ({
  id: key.id,
  secret: key.secret.toString('base64url'),
  createdAt: new Date(now).toISOString(),
  retiredAt: null,
});

const toKey = (stored: StoredKey): SigningKey => ({ id: stored.id, secret: Buffer.from(stored.secret, 'base64url') });

const readKeyFile = (path: string): KeyFile => {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as KeyFile;
  if (!Array.isArray(parsed.keys) || !parsed.keys.some((key) => key.retiredAt === null)) throw new Error(`${path} holds no current signing key`);
  return parsed;
};

/** Written whole under another name, then renamed: a reader never sees half a file. */
const writeKeyFile = (path: string, file: KeyFile): void => {
  writeFileSync(`${path}.new`, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
  renameSync(`${path}.new`, path);
};

const stillVerifies = (key: StoredKey, now: number): boolean => key.retiredAt === null || Date.parse(key.retiredAt) + ACCESS_TOKEN_TTL_MS > now;

/**
 * Retires the current key and makes a new one current (`npm run rotate-signing-key`). Tokens of the old
 * key keep working for the hour they live; keys retired longer ago are dropped from the file.
 */
export const rotateSigningKeyFile = (path: string, now: number): SigningKey => {
  const file = readKeyFile(path);
  const next = newSigningKey();
  const retired = file.keys.map((key) => (key.retiredAt === null ? { ...key, retiredAt: new Date(now).toISOString() } : key));
  writeKeyFile(path, { keys: [toStored(next, now), ...retired.filter((key) => stillVerifies(key, now))] });
  return next;
};

/**
 * The signing keys in their own file of the data folder, made on the first start. The file is read again
 * when it changes, so a rotation takes effect in a running server at once.
 */
export const fileSigningKeys = (path: string, wallNow: () => number): SigningKeys => {
  if (!existsSync(path)) writeKeyFile(path, { keys: [toStored(newSigningKey(), wallNow())] });
  let loaded: { readonly version: string; readonly file: KeyFile } | null = null;
  const file = (): KeyFile => {
    // A rotation writes a new file (a new inode) in its place.
    const { ino, mtimeMs } = statSync(path);
    const version = `${ino}:${mtimeMs}`;
    if (loaded?.version !== version) loaded = { version, file: readKeyFile(path) };
    return loaded.file;
  };
  return {
    current: () => toKey(file().keys.find((key) => key.retiredAt === null) as StoredKey),
    find: (id) => {
      const found = file().keys.find((key) => key.id === id);
      return found && stillVerifies(found, wallNow()) ? toKey(found) : null;
    },
  };
};
