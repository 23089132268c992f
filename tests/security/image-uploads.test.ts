import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningReferenceServer } from '../../server/reference-server';
import { blackPng } from '../support/png';
import { startTestServer } from '../support/test-server';

/**
 * Image uploads through the API (issue 10): an image whose header declares an absurd size, a
 * decompression bomb included, is refused with 413 before it is stored, and what the patient had stays.
 */
let server: RunningReferenceServer;


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
