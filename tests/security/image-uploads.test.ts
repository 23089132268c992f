import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningReferenceServer } from '../../server/reference-server';
import { startTestServer } from '../support/test-server';

/**
 * Image uploads through the API (issue 10): an image whose header declares an absurd size, a
 * decompression bomb included, is refused with 413 before it is stored, and what the patient had stays.
 */
let server: RunningReferenceServer;

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Uint8Array) => {
  let c = 0xffffffff;
  for (const byte of data) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Uint8Array) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A valid PNG, 1-bit greyscale, all black: at 20,000 × 20,000 it is a bomb of a few kilobytes. */
const blackPng = (width: number, height: number): Uint8Array => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const rows = new Uint8Array((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
};

const call = async (method: string, path: string, token?: string, body?: unknown) => {
  const response = await fetch(`${server.apiBase()}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message?: string; data?: Record<string, unknown>[] } };
};

const uploadAvatar = async (token: string, image: Uint8Array) => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(image)]), 'me.png');
  const response = await fetch(`${server.apiBase()}/api/user/setAvatar`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: (await response.json()) as { message?: string; data?: { avatar: string }[] } };
};

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('an image upload with an absurd size', () => {
  it('is refused with 413 before it is stored, and the avatar stays as it was', async () => {
    const email = 'image.limits@example.com';
    expect((await call('POST', '/identity/sign-up', undefined, { email, password: 'ImageLimits123' })).status).toBe(201);
    const token = (await call('POST', '/identity/sign-in', undefined, { email, password: 'ImageLimits123' })).body.data?.[0]?.accessToken as string;
    const patient = await call('POST', '/api/patient', token, { email });
    expect(patient.status).toBe(201);
    const userId = patient.body.data?.[0]?.userId as string;

    const photo = await uploadAvatar(token, blackPng(640, 640));
    expect(photo.status).toBe(200);
    const avatar = photo.body.data?.[0]?.avatar;

    const bomb = blackPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(60_000);
    const refused = await uploadAvatar(token, bomb);
    expect(refused).toEqual({ status: 413, body: { status: 'error', message: 'The image is too large: at most 12000 pixels on a side and 64 megapixels' } });
    expect((await uploadAvatar(token, blackPng(12_001, 1))).status).toBe(413);

    expect((await call('GET', '/me', token)).body.data?.[0]?.avatar).toBe(avatar);
    const stored = await server.context.db.query<{ n: number }>('select count(*)::int as n from files where owner_user_id = $1', [userId]);
    expect(stored.rows[0]?.n).toBe(1);
  });
});
