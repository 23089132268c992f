import type { Middleware } from 'openapi-fetch';

/** Where the page's early script (ui/early/early-page.ts) leaves what it started. */
export const EARLY_REQUESTS_KEY = '__earlyRequests';

/** A call the page made, by its address (relative to the page), and the server's answer. */
export interface EarlyAnswer {
  readonly url: string;
  readonly response: Response;
}

/** What the page asked for before the app's scripts had arrived, with a signed-in patient's token. */
export interface EarlyRequests {
  /** GET /me's answer, or null when the call failed or was refused: then the app asks as usual. */
  readonly me: Promise<Response | null>;
  /** On the dashboard, the patient's GET /api/subscriptions, asked once /me named them; null when it failed. */
  readonly subscriptions?: Promise<EarlyAnswer | null>;
  /** The token it was asked with. */
  readonly token: string;
}

/** The same path and query, whatever the order of its parameters. */
const sameAddress = (early: string, request: string) => {
  const [a, b] = [new URL(early, request), new URL(request)];
  a.searchParams.sort();
  b.searchParams.sort();
  return a.pathname === b.pathname && a.search === b.search;
};

/**
 * The app's first GET /me, and its first GET /api/subscriptions, take the page's early answers instead of
 * asking again: once each, and only when the app's own request carries the token they were asked with (and,
 * for the subscriptions, the same patient and language). It comes last, after the other middleware has seen
 * the request (the bearer token, the session's activity, the language); anything else goes to the server.
 */
export const earlyAnswerMiddleware = (early: EarlyRequests | undefined): Middleware => {
  let me = early?.me ?? null;
  let subscriptions = early?.subscriptions ?? null;
  const askedAlike = (request: Request) => request.headers.get('authorization') === `Bearer ${early?.token}`;
  return {
    async onRequest({ request, schemaPath }) {
      if (request.method !== 'GET') return undefined;
      if (me && schemaPath === '/me' && new URL(request.url).search === '') {
        const answer = me;
        me = null;
        return askedAlike(request) ? ((await answer) ?? undefined) : undefined;
      }
      if (subscriptions && schemaPath === '/api/subscriptions') {
        const answer = subscriptions;
        subscriptions = null;
        const taken = askedAlike(request) ? await answer : null;
        return taken && sameAddress(taken.url, request.url) ? taken.response : undefined;
      }
      return undefined;
    },
  };
};
