import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningReferenceServer } from '../../server/reference-server';
import { rawApi } from '../support/raw-api';
import { stripedPng } from '../support/png';
import { startTestServer } from '../support/test-server';

/**
 * Issue 18, item 6: every route reads at most its body limit (64 KB of JSON; an upload's file limit plus
 * 1 MB), refused with 413 from the declared Content-Length before anything is read, and while streaming
 * when the length is not declared (chunked).
 */
let server: RunningReferenceServer;
let api: ReturnType<typeof rawApi>;
let token: string;

const KB = 1024;
const MB = 1024 * KB;

/** A chunked body (no Content-Length) of `total` bytes in 64 KB pieces; resolves to the status and how much was sent. */
const sendChunked = (path: string, total: number, headers: Record<string, string>) =>
  new Promise<{ status: number; sentBytes: number }>((resolve, reject) => {
    let sent = 0;
    const request = httpRequest(
      { host: '127.0.0.1', port: server.ports[0], path: `/backend${path}`, method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, sentBytes: sent }));
      },
    );
    request.on('error', (error: NodeJS.ErrnoException) => {
      // The server may close the connection once it has answered: the answer is what counts.
      if (error.code === 'EPIPE' || error.code === 'ECONNRESET') return;
      reject(error);
    });
    const piece = Buffer.alloc(64 * KB, 'a');
    const pump = () => {
      while (sent < total) {
        sent += piece.length;
        if (!request.write(piece)) return void request.once('drain', pump);
      }
      request.end();
    };
    pump();
  });

beforeAll(async () => {
  server = await startTestServer();
  api = rawApi(server);
  token = (await api.signInDemo()).accessToken;
});
afterAll(async () => {
  await server.close();
});

describe('JSON bodies', () => {
  it('refuses a 20 MB sign-in with 413 from its Content-Length', async () => {
    const huge = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(20 * MB) });
    const answer = await api.call('POST', '/identity/sign-in', { headers: { 'content-type': 'application/json' }, body: JSON.parse(huge) as unknown });
    expect(answer).toMatchObject({ status: 413, body: { message: 'The request body is too large: at most 64 KB' } });
  });

  it('refuses a chunked 20 MB sign-in with 413 while it streams', async () => {
    const answer = await sendChunked('/identity/sign-in', 20 * MB, { 'content-type': 'application/json' });
    expect(answer.status).toBe(413);
  });

  it('takes a body just under the limit (the field rules then apply)', async () => {
    const answer = await api.call('POST', '/identity/sign-in', { body: { email: 'a@example.com', password: 'x'.repeat(60 * KB) } });
    expect(answer.status).toBe(400);
  });
});

describe('uploads', () => {
  it('refuses an avatar body over 6 MB (5 MB file + 1 MB) from its Content-Length, before reading it', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(6 * MB + 1)]), 'big.png');
    const response = await fetch(`${server.apiBase()}/api/user/setAvatar`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe('The upload is too large: at most 5 MB');
  });

  it('refuses a chunked avatar body over its limit while it streams', async () => {
    const answer = await sendChunked('/api/user/setAvatar', 8 * MB, {
      authorization: `Bearer ${token}`,
      'content-type': 'multipart/form-data; boundary=xyz',
    });
    expect(answer.status).toBe(413);
  });

  it('still takes a photo within the limit', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(stripedPng(500, 500))]), 'me.png');
    const response = await fetch(`${server.apiBase()}/api/user/setAvatar`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    expect(response.status).toBe(200);
  });
});
