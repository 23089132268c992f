import type { Middleware } from 'openapi-fetch';

/** Every request carries a Bearer token from storage (spec §7); the source refreshes it when due. */
export const bearerTokenMiddleware = (currentToken: () => Promise<string | null>): Middleware => ({
  async onRequest({ request }) {
    if (request.headers.has('authorization')) return request;
    const token = await currentToken();
    if (token) request.headers.set('authorization', `Bearer ${token}`);
    return request;
  },
});
