import { createApiClient } from './api-client';

/** For the HTTP adapters' tests: an API client whose server answers `body` with `status`, recording each request as method, path with query, and body. */
export const apiAnswering = (status: number, body: unknown) => {
  const requests: string[] = [];
  const api = createApiClient({
    baseUrl: 'http://api.test/backend',
    fetch: async (input) => {
      const request = input as Request;
      const url = new URL(request.url);
      const sent = request.method === 'GET' ? '' : await request.text();
      requests.push(`${request.method} ${url.pathname}${url.search}${sent ? ` ${sent}` : ''}`);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { api, requests };
};
