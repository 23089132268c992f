import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { startReferenceServer, type RunningReferenceServer } from '../../server/reference-server';
import { DEMO_ACCOUNTS } from '../../server/seed/seed-demo-data';
import { stripedPng } from '../support/png';

const dataDir = mkdtempSync(join(tmpdir(), 'restart-'));
const PNG = new Uint8Array(stripedPng(64, 64));
let running: RunningReferenceServer | null = null;

const start = async () => {
  running = await startReferenceServer({ dataDir, ports: [0], validateResponses: true, log: () => undefined });
  return running;
};

const stop = async () => {
  await running?.close();
  running = null;
};

afterAll(async () => {
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const api = async (server: RunningReferenceServer, method: string, path: string, body?: unknown, token?: string) => {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const response = await fetch(`${server.apiBase()}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: response.status, body: (await response.json()) as { data: Record<string, unknown>[] } };
};

const demoAccount = async (server: RunningReferenceServer) => {
  const demo = (await api(server, 'POST', '/identity/sign-in', DEMO_ACCOUNTS.patient)).body.data[0] as { accessToken: string };
  return (await api(server, 'GET', '/me', undefined, demo.accessToken)).body.data[0];
};

it('keeps accounts, patients, files, sessions and the seed across a restart on the same data folder', async () => {
  const email = 'restart@example.com';
  const first = await start();
  await api(first, 'POST', '/identity/sign-up', { email, password: 'Restart123' });
  const tokens = (await api(first, 'POST', '/identity/sign-in', { email, password: 'Restart123' })).body.data[0] as {
    accessToken: string;
    refreshToken: string;
  };
  const created = await api(first, 'POST', '/api/patient', { email, firstName: 'Remy' }, tokens.accessToken);
  const { patientId } = created.body.data[0] as { patientId: string };
  await api(first, 'PUT', `/api/patient/${patientId}`, { height: 6, weight: 200, shipping: { state: 'CA', zipCode: '94103' } }, tokens.accessToken);
  const form = new FormData();
  form.append('file', new Blob([PNG]), 'remy.png');
  const uploaded = await fetch(`${first.apiBase()}/api/user/setAvatar`, {
    method: 'POST',
    headers: { authorization: `Bearer ${tokens.accessToken}` },
    body: form,
  });
  const avatar = ((await uploaded.json()) as { data: { avatar: string }[] }).data[0]?.avatar ?? '';
  const before = (await api(first, 'GET', '/me', undefined, tokens.accessToken)).body.data[0];
  await api(first, 'POST', '/api/user/send-reset-pass', { email });
  const demoBefore = await demoAccount(first);
  await stop();

  expect(readdirSync(dataDir)).toEqual(expect.arrayContaining(['db', 'outbox', 'uploads']));

  const second = await start();
  // The signing secret, the session and every document survived.
  const after = await api(second, 'GET', '/me', undefined, tokens.accessToken);
  expect(after.status).toBe(200);
  expect(after.body.data[0]).toEqual(before);
  expect(after.body.data[0]).toMatchObject({ firstName: 'Remy', patient: { height: 6, weight: 200, bmi: 27.1, shipping: { state: 'CA' } } });
  const image = await fetch(`${second.apiBase()}${avatar}`, { headers: { authorization: `Bearer ${tokens.accessToken}` } });
  expect(new Uint8Array(await image.arrayBuffer())).toEqual(PNG);
  expect((await api(second, 'POST', '/identity/refresh', { refreshToken: tokens.refreshToken })).status).toBe(200);
  expect((await api(second, 'POST', '/identity/sign-in', { email, password: 'Restart123' })).status).toBe(200);
  // Seeded once: the demo account is exactly as it was, not seeded a second time.
  expect(await demoAccount(second)).toEqual(demoBefore);
}, 120_000); // two server starts with their databases: slow on a busy machine
