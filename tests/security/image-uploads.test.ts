import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningReferenceServer } from '../../server/reference-server';
import { blackPng, stripedPng } from '../support/png';
import { rawApi } from '../support/raw-api';
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
    expect(refused).toEqual({
      status: 413,
      body: { status: 'error', message: 'The image is too large: at most 12000 pixels on a side and 64 megapixels', code: 'image_too_large' },
    });
    expect((await uploadAvatar(token, blackPng(12_001, 1))).status).toBe(413);

    expect((await call('GET', '/me', token)).body.data?.[0]?.avatar).toBe(avatar);
    const stored = await server.context.db.query<{ n: number }>('select count(*)::int as n from files where owner_user_id = $1', [userId]);
    expect(stored.rows[0]?.n).toBe(1);
  });
});

/**
 * Issue 18, item 4: the ID photo, the selfie and the avatar must be images: a header that gives real
 * dimensions (a bare signature, a signature followed by HTML or a 0 x 0 PNG is refused with 415), and
 * for the ID photo and the selfie at least 400 pixels on each side, as the app asks.
 */
describe('what starts like an image but is not one', () => {
  const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const zeroByZero = (): Uint8Array => {
    const image = new Uint8Array(stripedPng(1, 1));
    image.fill(0, 16, 24); // width and height of the IHDR chunk
    return image;
  };
  const fakes: [string, Uint8Array][] = [
    ['a bare PNG signature', new Uint8Array(SIGNATURE)],
    ['a PNG signature followed by HTML', new Uint8Array([...SIGNATURE, ...new TextEncoder().encode('<html><script>alert(1)</script></html>')])],
    ['a 0 x 0 PNG', zeroByZero()],
  ];

  let token: string;
  let subscriptionId: string;
  const send = async (path: string, image: Uint8Array) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(image)]), 'photo.png');
    const response = await fetch(`${server.apiBase()}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    return { status: response.status, message: ((await response.json()) as { message?: string }).message };
  };
  const destinations = () => [
    ['the avatar', '/api/user/setAvatar'],
    ['the ID photo', `/api/subscription/${subscriptionId}/private-file?action=cardID`],
    ['the selfie', `/api/subscription/${subscriptionId}/private-file?action=selfie`],
  ];

  beforeAll(async () => {
    const api = rawApi(server);
    token = (await api.signInDemo()).accessToken;
    const me = await api.call('GET', '/me', { token });
    subscriptionId = String((me.body.data?.[0]?.subscriptions as { _id: string }[])[0]?._id);
  });

  it.each(fakes)('refuses %s as the avatar, the ID photo and the selfie with 415', async (_name, fake) => {
    for (const [, path] of destinations()) {
      expect(await send(path as string, fake)).toEqual({ status: 415, message: 'This file is not a readable image: use JPEG, PNG, HEIC or WebP' });
    }
  });

  it('wants the ID photo and the selfie at least 400 pixels on each side; any real image will do as an avatar', async () => {
    const tooSmall = { status: 400, message: 'This photo is too small to read: use one at least 400 pixels on each side' };
    expect(await send(`/api/subscription/${subscriptionId}/private-file?action=cardID`, stripedPng(900, 399))).toEqual(tooSmall);
    expect(await send(`/api/subscription/${subscriptionId}/private-file?action=selfie`, stripedPng(399, 800))).toEqual(tooSmall);
    expect((await send(`/api/subscription/${subscriptionId}/private-file?action=cardID`, stripedPng(900, 400))).status).toBe(201);
    expect((await send('/api/user/setAvatar', stripedPng(64, 64))).status).toBe(200);
  });
});
