import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../database/database';
import { HttpError } from '../http/http-error';
import { createFileStore, readUpload, UPLOAD_RULES, type FileStore } from './file-store';

/** The start of a 640 x 480 PNG: its signature and header chunk, all the store reads. */
const PNG = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 2, 0x80, 0, 0, 1, 0xe0, 8, 2, 0, 0, 0, 0, 0, 0, 0,
]);
const PDF = new TextEncoder().encode('%PDF-1.4\nlab results\n');
const MB = 1024 * 1024;

let db: Database;
let directory: string;
let store: FileStore;
const clock = Date.UTC(2030, 5, 1, 12, 0, 0);

const addUser = async (id: string) => {
  await db.query('insert into users (id, email, doc) values ($1, $2, $3)', [id, `${id}@example.com`, {}]);
};

/** The HttpError a promise rejects with, so a test can read its status and message. */
const refusal = async (promise: Promise<unknown>): Promise<HttpError> => {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
};

const owner = 'a'.repeat(24);
const stranger = 'b'.repeat(24);

beforeAll(async () => {
  db = await openDatabase(null);
  directory = join(mkdtempSync(join(tmpdir(), 'file-store-')), 'uploads');
  store = createFileStore(db, directory, () => clock);
  await addUser(owner);
  await addUser(stranger);
});
afterAll(async () => {
  await db.close();
  rmSync(join(directory, '..'), { recursive: true, force: true });
});

describe('saving an upload', () => {
  it('stores the bytes with the type its content shows, not its name, and a safe name', async () => {
    const saved = await store.save({ ownerUserId: owner, kind: 'avatar', bytes: PNG, originalName: '../../etc/passwd.jpg' });
    expect(saved).toMatchObject({ ownerUserId: owner, kind: 'avatar', mimeType: 'image/png', size: PNG.length, originalName: 'passwd.jpg' });
    expect(saved.createdAt).toBe(new Date(clock).toISOString());
    expect(readdirSync(directory)).toContain(saved.id);
    // Readable by the server's user only.
    expect(statSync(join(directory, saved.id)).mode & 0o777).toBe(0o600);
  });

  it('refuses an empty file with 400', async () => {
    expect(await refusal(store.save({ ownerUserId: owner, kind: 'medical', bytes: new Uint8Array(), originalName: 'x.pdf' }))).toMatchObject({
      status: 400,
      message: 'The file is empty',
    });
  });

  it('refuses a file over the limit of its kind with 413, and takes one at the limit', async () => {
    const atLimit = new Uint8Array(UPLOAD_RULES.avatar.maxBytes);
    atLimit.set(PNG);
    expect((await store.save({ ownerUserId: owner, kind: 'avatar', bytes: atLimit, originalName: 'big.png' })).size).toBe(5 * MB);
    const over = new Uint8Array(UPLOAD_RULES.avatar.maxBytes + 1);
    over.set(PNG);
    expect(await refusal(store.save({ ownerUserId: owner, kind: 'avatar', bytes: over, originalName: 'big.png' }))).toMatchObject({
      status: 413,
      message: 'The file is too large: at most 5 MB',
    });
  });

  it('refuses a type its kind does not take with 415, whatever the name says', async () => {
    const pdfAsAvatar = await refusal(store.save({ ownerUserId: owner, kind: 'avatar', bytes: PDF, originalName: 'photo.png' }));
    expect(pdfAsAvatar).toMatchObject({ status: 415, message: 'This file type is not accepted here: use JPEG, PNG, HEIC or WebP' });
    const script = new TextEncoder().encode('<script>alert(1)</script>');
    expect(await refusal(store.save({ ownerUserId: owner, kind: 'medical', bytes: script, originalName: 'scan.pdf' }))).toMatchObject({
      status: 415,
      message: 'This file type is not accepted here: use JPEG, PNG, HEIC, WebP or PDF',
    });
    expect((await store.save({ ownerUserId: owner, kind: 'medical', bytes: PDF, originalName: 'scan.pdf' })).mimeType).toBe('application/pdf');
  });

  it('writes nothing for a refused file', async () => {
    const before = readdirSync(directory).length;
    const rows = async () => (await db.query<{ n: number }>('select count(*)::int as n from files')).rows[0]?.n;
    const rowsBefore = await rows();
    await refusal(store.save({ ownerUserId: owner, kind: 'selfie', bytes: PDF, originalName: 'me.pdf' }));
    expect(readdirSync(directory)).toHaveLength(before);
    expect(await rows()).toBe(rowsBefore);
  });
});

describe('reading a file back', () => {
  it('serves the bytes to the owner only; anyone else gets the same 404 as an unknown id', async () => {
    const saved = await store.save({ ownerUserId: owner, kind: 'card-id', bytes: PNG, originalName: 'licence.png' });
    const response = await store.respond(saved.id, owner);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="licence.png"');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PNG);

    const forStranger = await refusal(store.respond(saved.id, stranger));
    const unknown = await refusal(store.respond('c'.repeat(24), owner));
    expect(forStranger).toMatchObject({ status: 404, message: 'File not found' });
    expect(unknown).toMatchObject({ status: 404, message: 'File not found' });
    expect(await store.find(saved.id, stranger)).toBeNull();
  });

  it('finds the latest file of a kind for a subscription', async () => {
    const patientId = 'd'.repeat(24);
    const subscriptionId = 'e'.repeat(24);
    await db.query('insert into patients (id, user_id, doc) values ($1, $2, $3)', [patientId, owner, {}]);
    await db.query('insert into subscriptions (id, patient_id, doc) values ($1, $2, $3)', [subscriptionId, patientId, {}]);
    const first = await store.save({ ownerUserId: owner, kind: 'selfie', bytes: PNG, originalName: 'a.png', subscriptionId });
    expect((await store.latest(owner, 'selfie', subscriptionId))?.id).toBe(first.id);
    const later = createFileStore(db, directory, () => clock + 1_000);
    const second = await later.save({ ownerUserId: owner, kind: 'selfie', bytes: PNG, originalName: 'b.png', subscriptionId });
    expect((await store.latest(owner, 'selfie', subscriptionId))?.id).toBe(second.id);
    expect(await store.latest(stranger, 'selfie', subscriptionId)).toBeNull();
    expect(existsSync(join(directory, second.id))).toBe(true);
  });
});

describe('readUpload', () => {
  const multipart = (field: string, content: Blob | string) => {
    const form = new FormData();
    form.append(field, content as Blob, 'upload.png');
    return new Request('http://localhost/upload', { method: 'POST', body: form });
  };

  it('reads the named part as bytes with its file name', async () => {
    const upload = await readUpload(multipart('file', new Blob([PNG])), 'file');
    expect(upload).toEqual({ bytes: PNG, name: 'upload.png' });
  });

  it('answers 400 for a missing part, a text field, or a body that is not multipart', async () => {
    expect(await refusal(readUpload(multipart('other', new Blob([PNG])), 'file'))).toMatchObject({ status: 400, message: "Missing file field 'file'" });
    const textField = new FormData();
    textField.append('file', 'not a file');
    expect((await refusal(readUpload(new Request('http://localhost/upload', { method: 'POST', body: textField }), 'file'))).status).toBe(400);
    const json = new Request('http://localhost/upload', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(await refusal(readUpload(json, 'file'))).toMatchObject({ status: 400, message: 'Expected a multipart/form-data body' });
  });
});
