import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RunningReferenceServer } from '../../server/reference-server';
import { rawApi } from '../support/raw-api';
import { startTestServer } from '../support/test-server';

/**
 * Issue 18, item 12: a live connection closes as soon as its session ends (sign-out, a password change
 * for the other sessions, a reset for all), not at the next event it would have been sent.
 */
let server: RunningReferenceServer;
let api: ReturnType<typeof rawApi>;
const sockets: WebSocket[] = [];

/** A socket for the access token, once it says it is connected; `closed` resolves to its close code. */
const liveSocket = async (accessToken: string) => {
  const socket = new WebSocket(`${server.apiBase().replace(/^http/, 'ws')}/live?token=${encodeURIComponent(accessToken)}`);
  sockets.push(socket);
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    socket.once('message', () => resolve());
    socket.once('error', reject);
  });
  return { socket, closed };
};

/** The close code within the time, or 'still open'. */
const closedWithin = (closed: Promise<number>, ms: number) =>
  Promise.race([closed, new Promise<string>((resolve) => setTimeout(() => resolve('still open'), ms))]);

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  api = rawApi(server);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.terminate();
});
afterAll(async () => {
  await server.close();
});

describe('a live connection whose session ends', () => {
  it('closes at once when its session signs out; another session of the patient stays connected', async () => {
    const first = await api.newPatient('live.signout@example.com');
    const second = await api.signIn('live.signout@example.com', 'Hardening123');
    const mine = await liveSocket(first.accessToken);
    const other = await liveSocket(second.accessToken);
    expect((await api.call('POST', '/identity/sign-out', { token: first.accessToken, body: { refreshToken: first.refreshToken } })).status).toBe(200);
    expect(await closedWithin(mine.closed, 2_000)).toBe(4401);
    expect(await closedWithin(other.closed, 300)).toBe('still open');
  });

  it('closes the other sessions\u2019 sockets on a password change, and keeps the changer\u2019s own', async () => {
    const changer = await api.newPatient('live.change@example.com');
    const elsewhere = await api.signIn('live.change@example.com', 'Hardening123');
    const own = await liveSocket(changer.accessToken);
    const other = await liveSocket(elsewhere.accessToken);
    const changed = await api.call('PUT', '/api/user/change-pass', {
      token: changer.accessToken,
      body: { currentPassword: 'Hardening123', newPassword: 'Changed12345' },
    });
    expect(changed.status).toBe(200);
    expect(await closedWithin(other.closed, 2_000)).toBe(4401);
    expect(await closedWithin(own.closed, 300)).toBe('still open');
  });

  it('closes every socket of the patient on a password reset', async () => {
    const patient = await api.newPatient('live.reset@example.com');
    const socket = await liveSocket(patient.accessToken);
    await api.call('POST', '/api/user/send-reset-pass', { body: { email: 'live.reset@example.com' } });
    const mail = readdirSync(server.context.outboxDir)
      .map((file) => readFileSync(join(server.context.outboxDir, file), 'utf8'))
      .find((text) => text.includes('To: live.reset@example.com'));
    const token = /\/new-password\/[^/\s]+\/([A-Za-z0-9_-]{43})/.exec(mail ?? '')?.[1] ?? '';
    const reset = await api.call('POST', '/api/user/reset-pass', { body: { token, newPassword: 'AfterReset123' } });
    expect(reset.status).toBe(200);
    expect(await closedWithin(socket.closed, 2_000)).toBe(4401);
  });
});
