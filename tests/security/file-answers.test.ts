import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningReferenceServer } from '../../server/reference-server';
import { stripedPng } from '../support/png';
import { rawApi } from '../support/raw-api';
import { startTestServer } from '../support/test-server';

/**
 * Issue 18, item 9: a file a patient uploaded is never a page of this app. Every file answer carries
 * `Content-Security-Policy: sandbox; default-src 'none'` (no script, no origin, even opened directly),
 * and anything that is not an image is a download (`Content-Disposition: attachment`), on a server that
 * serves the app beside the API, as in production.
 */
const SANDBOX = "sandbox; default-src 'none'";
const PDF = new TextEncoder().encode('%PDF-1.4\n<html><script>alert(document.domain)</script>\n');

let appDir: string;
let server: RunningReferenceServer;
let api: ReturnType<typeof rawApi>;
let token: string;
let subscriptionId: string;

const upload = (path: string, field: string, bytes: Uint8Array, name: string) => {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)]), name);
  return fetch(`${server.apiBase()}${path}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
};
const download = (path: string) => fetch(`${server.apiBase()}${path}`, { headers: { authorization: `Bearer ${token}` } });

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'file-answers-'));
  writeFileSync(join(appDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  writeFileSync(join(appDir, 'config.json'), readFileSync(join('ui', 'public', 'config.json'), 'utf8'));
  server = await startTestServer({ appDir });
  api = rawApi(server);
  token = (await api.signInDemo()).accessToken;
  const me = await api.call('GET', '/me', { token });
  subscriptionId = String((me.body.data?.[0]?.subscriptions as { _id: string }[])[0]?._id);
});
afterAll(async () => {
  await server.close();
  rmSync(appDir, { recursive: true, force: true });
});

describe('a file answer', () => {
  it('serves a PDF as a sandboxed download, with its name kept readable', async () => {
    const uploaded = await upload(`/api/subscription/medical-files/${subscriptionId}`, 'files', PDF, 'résultats 検査.pdf');
    expect(uploaded.status).toBe(201);
    const url = ((await uploaded.json()) as { data: { url: string }[] }).data[0]?.url ?? '';
    const answer = await download(url);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-security-policy')).toBe(SANDBOX);
    expect(answer.headers.get('content-disposition')).toBe(
      `attachment; filename="r_sultats __.pdf"; filename*=UTF-8''${encodeURIComponent('résultats 検査.pdf')}`,
    );
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('serves an image inline, sandboxed too', async () => {
    const uploaded = await upload('/api/user/setAvatar', 'file', stripedPng(420, 420), 'me.png');
    expect(uploaded.status).toBe(200);
    const avatar = ((await uploaded.json()) as { data: { avatar: string }[] }).data[0]?.avatar ?? '';
    const answer = await download(avatar);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('image/png');
    expect(answer.headers.get('content-security-policy')).toBe(SANDBOX);
    expect(answer.headers.get('content-disposition')).toBe('inline; filename="me.png"');
  });

  it('serves a chat file as a sandboxed download', async () => {
    const chatId = String((await api.call('GET', '/api/chats', { token })).body.data?.[0]?._id);
    const sent = await upload(`/api/chat/${chatId}/send-file`, 'file', PDF, 'scan.pdf');
    expect(sent.status).toBe(201);
    const fileId = ((await sent.json()) as { data: { file: { _id: string } }[] }).data[0]?.file._id ?? '';
    const answer = await download(`/api/chat/${chatId}/files/${fileId}`);
    expect(answer.headers.get('content-security-policy')).toBe(SANDBOX);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="scan.pdf"');
  });
});
