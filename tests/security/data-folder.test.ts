import { execFile } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_MS, issueAccessToken } from '../../server/identity/access-tokens';
import { SIGNING_KEYS_FILE } from '../../server/identity/file-signing-keys';
import { envSigningKeys } from '../../server/identity/env-signing-keys';
import { startReferenceServer, type RunningReferenceServer } from '../../server/reference-server';
import { rawApi } from '../support/raw-api';

/**
 * Issue 18, item 1: the data folder is the server's alone (folders 0700, files 0600, from the first
 * start), a folder others can enter is refused, and the token-signing key is not in the database but in
 * its own 0600 file (or the environment); a command rotates it, and tokens of the old key live out their
 * hour.
 */
const run = promisify(execFile);
let parent: string;
/** The servers' wall clock runs this far ahead of the real one (the rotation command reads the real one). */
let offset = 0;

const start = (dataDir: string, extra: Partial<Parameters<typeof startReferenceServer>[0]> = {}) =>
  startReferenceServer({ dataDir, ports: [0], seed: false, log: () => undefined, now: () => Date.now() + offset, ...extra });

/** Every folder and file under a folder, with its permission bits. */
const modes = (dir: string): { path: string; mode: string }[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((path) => ({ path, mode: (statSync(join(dir, path)).mode & 0o777).toString(8) }));

beforeAll(() => {
  parent = mkdtempSync(join(tmpdir(), 'data-folder-'));
});
afterAll(() => {
  rmSync(parent, { recursive: true, force: true });
});

describe('the data folder', () => {
  let server: RunningReferenceServer;
  const dataDir = () => join(parent, 'fresh', 'data');

  beforeAll(async () => {
    server = await start(dataDir());
    await rawApi(server).newPatient('folder.modes@example.com');
  });
  afterAll(async () => {
    await server.close();
  });

  it('is made 0700, and everything in it 0700 or 0600, the database included', () => {
    expect((statSync(dataDir()).mode & 0o777).toString(8)).toBe('700');
    const entries = modes(dataDir());
    expect(entries.length).toBeGreaterThan(10);
    const open = entries.filter(({ path, mode }) => mode !== (statSync(join(dataDir(), path)).isDirectory() ? '700' : '600'));
    expect(open).toEqual([]);
  });

  it('keeps the signing key in its own 0600 file, never in the database', async () => {
    const stored = await server.context.db.query("select 1 from settings where key = 'token_secret'");
    expect(stored.rows).toEqual([]);
    expect((statSync(join(dataDir(), SIGNING_KEYS_FILE)).mode & 0o777).toString(8)).toBe('600');
    const { secret } = server.context.signingKeys.current();
    const database = readdirSync(join(dataDir(), 'db'), { recursive: true, encoding: 'utf8' })
      .map((path) => join(dataDir(), 'db', path))
      .filter((path) => statSync(path).isFile());
    expect(database.filter((path) => readFileSync(path).includes(secret))).toEqual([]);
  });
});

describe('a data folder open to others', () => {
  it('is refused at start, with how to close it', async () => {
    const dataDir = join(parent, 'open');
    const first = await start(dataDir);
    await first.close();
    chmodSync(dataDir, 0o755);
    await expect(start(dataDir)).rejects.toThrow(`The data folder ${dataDir} is open to other users (mode 755)`);
    chmodSync(dataDir, 0o700);
    await (await start(dataDir)).close();
  });
});

describe('rotating the signing key', () => {
  it('signs new tokens with the new key at once, and keeps the old key for the hour its tokens live', async () => {
    const dataDir = join(parent, 'rotation');
    const server = await start(dataDir);
    try {
      const api = rawApi(server);
      const before = await api.newPatient('rotation@example.com');
      const oldKey = server.context.signingKeys.current();
      const { stdout } = await run('node', ['--import', 'tsx', 'server/rotate-signing-key.ts', '--data-dir', dataDir]);
      expect(stdout).toMatch(/^Signing key \S+ is now current/);

      const after = await api.signIn('rotation@example.com', 'Hardening123');
      const kid = (token: string) => (JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString()) as { kid: string }).kid;
      expect(kid(after.accessToken)).not.toBe(oldKey.id);
      expect((await api.call('GET', '/me', { token: before.accessToken })).status).toBe(200);
      expect((await api.call('GET', '/me', { token: after.accessToken })).status).toBe(200);

      // Within the hour the old key still verifies what it signed; an hour on, nothing it signs is taken.
      const { sub, sid } = JSON.parse(Buffer.from(after.accessToken.split('.')[1] ?? '', 'base64url').toString()) as { sub: string; sid: string };
      const signedWithOldKey = () => issueAccessToken(oldKey, sub, 'rotation@example.com', Date.now() + offset, sid).token;
      expect((await api.call('GET', '/me', { token: signedWithOldKey() })).status).toBe(200);
      offset += ACCESS_TOKEN_TTL_MS + 1_000;
      expect((await api.call('GET', '/me', { token: signedWithOldKey() })).status).toBe(401);
      expect((await api.call('GET', '/me', { token: (await api.signIn('rotation@example.com', 'Hardening123')).accessToken })).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('takes the key from the environment instead, and writes no key file then', async () => {
    const dataDir = join(parent, 'from-env');
    const signingKeys = envSigningKeys({ TOKEN_SIGNING_KEY: Buffer.alloc(32, 7).toString('base64url') });
    const server = await start(dataDir, { signingKeys });
    await server.close();
    expect(readdirSync(dataDir)).not.toContain(SIGNING_KEYS_FILE);
    expect(() => envSigningKeys({ TOKEN_SIGNING_KEY: 'short' })).toThrow('TOKEN_SIGNING_KEY must hold at least 32 random bytes');
  });
});
