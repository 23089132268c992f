import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningReferenceServer } from '../../server/reference-server';
import { startTestServer } from '../support/test-server';

/** Faults on demand for reliability tests: latency, 5xx on a path, dropped sockets; off unless asked for. */
let withOps: RunningReferenceServer;
let plain: RunningReferenceServer;
const PROBE = '/api/check-exist-cognito-user?email=probe%40example.com';

const timed = async (server: RunningReferenceServer, path: string, init: RequestInit = {}) => {
  const started = performance.now();
  const response = await fetch(`${server.apiBase()}${path}`, init);
  const body = (await response.json()) as { status: string; message?: string };
  return { status: response.status, body, ms: performance.now() - started };
};

const ops = (method: string, path: string, body?: unknown) =>
  fetch(`${withOps.apiBase()}/_ops${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

beforeAll(async () => {
  [withOps, plain] = await Promise.all([startTestServer({ ops: true, seed: false }), startTestServer({ seed: false })]);
});
afterAll(async () => {
  await Promise.all([withOps.close(), plain.close()]);
});

describe('fault injection', () => {
  it('is off by default, and its routes do not exist without the ops option', async () => {
    expect(withOps.context.faults.latencyMs).toBe(0);
    expect((await timed(withOps, PROBE)).status).toBe(200);
    const refused = await fetch(`${plain.apiBase()}/_ops/faults`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ failures: [{ pathPrefix: '/', status: 503 }] }),
    });
    expect(refused.status).toBe(404);
    expect((await timed(plain, PROBE)).status).toBe(200);
  });

  it('delays every API answer by the latency asked for, until cleared', async () => {
    expect((await ops('PUT', '/faults', { latencyMs: 400 })).status).toBe(200);
    const slow = await timed(withOps, PROBE);
    expect(slow.status).toBe(200);
    expect(slow.ms).toBeGreaterThanOrEqual(400);
    expect((await ops('DELETE', '/faults')).status).toBe(200);
    const fast = await timed(withOps, PROBE);
    expect(fast.ms).toBeLessThan(400);
  });

  it('fails a path with the status asked for, the number of times asked for, for the method asked for', async () => {
    await ops('PUT', '/faults', {
      failures: [
        { pathPrefix: '/api/check-exist-cognito-user', status: 503, times: 2 },
        { method: 'POST', pathPrefix: '/identity/sign-in', status: 500 },
      ],
    });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect(await timed(withOps, PROBE)).toMatchObject({
        status: 503,
        body: { status: 'error', message: 'The service is temporarily unavailable, please try again' },
      });
    }
    expect((await timed(withOps, PROBE)).status).toBe(200);
    const signIn = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'a@example.com', password: 'Whatever1' }) };
    expect((await timed(withOps, '/identity/sign-in', signIn)).status).toBe(500);
    // Another method on the same path is untouched by a rule for POST.
    expect((await timed(withOps, '/identity/sign-in')).status).toBe(405);
    await ops('DELETE', '/faults');
    expect((await timed(withOps, '/identity/sign-in', signIn)).status).toBe(401);
  });

  it('asks live connections to drop their sockets', async () => {
    let drops = 0;
    const stopListening = withOps.context.faults.onDropSockets(() => {
      drops += 1;
    });
    expect((await ops('POST', '/drop-sockets')).status).toBe(200);
    stopListening();
    expect(drops).toBe(1);
  });
});
