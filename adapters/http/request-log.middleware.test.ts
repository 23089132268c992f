import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-client';
import { requestLogMiddleware } from './request-log.middleware';

describe('the debug log of HTTP calls', () => {
  it('says method, path, status and time, with no token, body or query value', async () => {
    const lines: string[] = [];
    let clock = 0;
    const api = createApiClient({
      baseUrl: 'http://api.test/backend',
      middleware: [
        { onRequest: ({ request }) => (request.headers.set('authorization', 'Bearer secret-token'), request) },
        requestLogMiddleware(
          (line) => lines.push(line),
          () => (clock += 12),
        ),
      ],
      fetch: async () => new Response(JSON.stringify({ status: 'success', data: [] }), { status: 200, headers: { 'content-type': 'application/json' } }),
    });
    await api.GET('/get-{type}', { params: { path: { type: 'medications' }, query: { search: 'finasteride' } } });
    await api.POST('/identity/sign-in', { body: { email: 'sam@example.com', password: 'Register123' } });
    expect(lines).toEqual(['GET /backend/get-medications?search=… -> 200 (12 ms)', 'POST /backend/identity/sign-in -> 200 (12 ms)']);
    expect(lines.join('\n')).not.toMatch(/secret-token|finasteride|sam@example|Register123/);
  });

  it('says when no answer came', async () => {
    const lines: string[] = [];
    const api = createApiClient({
      baseUrl: 'http://api.test/backend',
      middleware: [
        requestLogMiddleware(
          (line) => lines.push(line),
          () => 0,
        ),
      ],
      fetch: async () => Promise.reject(new TypeError('fetch failed')),
    });
    await api.GET('/me').catch(() => undefined);
    expect(lines).toEqual(['GET /backend/me -> no answer: fetch failed (0 ms)']);
  });
});
