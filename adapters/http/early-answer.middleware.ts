import type { Middleware } from 'openapi-fetch';

/** Where the page's early script (ui/early/early-page.ts) leaves what it started. */
export const EARLY_REQUESTS_KEY = '__earlyRequests';

/** A signed-in patient's GET /me, started by the page before the app's scripts had arrived. */
export interface EarlyRequests {
  /** The answer, or null when the call failed or was refused: then the app asks as usual. */
  readonly me: Promise<Response | null>;
  /** The token it was asked with. */
  readonly token: string;
}

/**
 * The app's first GET /me takes the early answer instead of asking again, once, and only when the app's
 * own request carries the token the answer was asked with. It comes last, after the other middleware has
 * seen the request (the bearer token, the session's activity); anything else goes to the server.
 */
export const earlyAnswerMiddleware = (early: EarlyRequests | undefined): Middleware => {
  let pending = early ?? null;
  return {
    async onRequest({ request, schemaPath }) {
      if (!pending || schemaPath !== '/me' || request.method !== 'GET' || new URL(request.url).search !== '') return undefined;
      const { me, token } = pending;
      pending = null;
      if (request.headers.get('authorization') !== `Bearer ${token}`) return undefined;
      return (await me) ?? undefined;
    },
  };
};
