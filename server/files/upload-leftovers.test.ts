import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../database/database';
import { newId } from '../ids';
import { createFileStore } from './file-store';
import { sweepUploadLeftovers } from './upload-leftovers';

/**
 * Issue 18, item 8: an upload is written under a temporary name and takes its own name only once its row
 * is committed, so a crash in between leaves no file without a row; what a crash leaves is swept at start.
 */
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 2, 0x80, 0, 0, 1, 0xe0, 8, 2, 0, 0, 0, 0, 0, 0, 0,
]);
const owner = 'a'.repeat(24);

let db: Database;
let folder: string;
let directory: string;

const rowFor = async (id: string) => {
  await db.query(`insert into files (id, owner_user_id, kind, mime_type, size, original_name) values ($1, $2, 'avatar', 'image/png', $3, 'a.png')`, [
    id,
    owner,
    PNG.length,
  ]);
};

beforeAll(async () => {
  db = await openDatabase(null);
  folder = mkdtempSync(join(tmpdir(), 'upload-leftovers-'));
  directory = join(folder, 'uploads');
  await db.query('insert into users (id, email, doc) values ($1, $2, $3)', [owner, 'owner@example.com', {}]);
});
afterAll(async () => {
  await db.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('an upload and its row', () => {
  it('leaves no file behind when its row cannot be written', async () => {
    const store = createFileStore(db, directory, () => Date.now());
    const before = readdirSync(directory);
    // An owner that does not exist: the insert fails on its foreign key after the bytes were written.
    await expect(store.save({ ownerUserId: 'f'.repeat(24), kind: 'avatar', bytes: PNG, originalName: 'a.png' })).rejects.toThrow();
    expect(readdirSync(directory)).toEqual(before);
  });

  it('is stored under its own name once the row is in', async () => {
    const store = createFileStore(db, directory, () => Date.now());
    const saved = await store.save({ ownerUserId: owner, kind: 'avatar', bytes: PNG, originalName: 'a.png' });
    expect(readdirSync(directory)).toContain(saved.id);
    expect(readdirSync(directory).filter((name) => name.includes('.'))).toEqual([]);
  });
});

describe('the sweep at start', () => {
  it('finishes an upload whose row was committed, and removes what has no row', async () => {
    const committed = newId();
    await rowFor(committed);
    writeFileSync(join(directory, `${committed}.part`), PNG, { mode: 0o600 });
    const abandoned = newId();
    writeFileSync(join(directory, `${abandoned}.part`), PNG, { mode: 0o600 });
    // Left by a crash of the code before this sweep: a file under its own name and no row.
    const orphan = newId();
    writeFileSync(join(directory, orphan), PNG, { mode: 0o600 });

    expect(await sweepUploadLeftovers(db, directory)).toEqual({ finished: 1, removed: 2 });
    expect(existsSync(join(directory, committed))).toBe(true);
    expect(existsSync(join(directory, `${committed}.part`))).toBe(false);
    expect(existsSync(join(directory, `${abandoned}.part`))).toBe(false);
    expect(existsSync(join(directory, orphan))).toBe(false);
    expect(await sweepUploadLeftovers(db, directory)).toEqual({ finished: 0, removed: 0 });
  });
});
