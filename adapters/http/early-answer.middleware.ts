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
 * How long an answer to GET /me also answers the app's next GET /me: on a page's first load the session's
 * check asks, then the dashboard's summary a moment later, on slow 4G up to about two seconds apart.
 */
export const ME_REUSE_MS = 5_000;

/** A GET /me answer kept for the next: never read itself, each taker gets a copy. */
interface KeptAnswer {
  readonly response: Response;
  readonly authorization: string | null;
  readonly at: number;
}

const isMe = (request: Request, schemaPath: string) => schemaPath === '/me' && new URL(request.url).search === '';

/**
 * Answers the app's reads that were answered already. The app's first GET /me, and its first GET
 * /api/subscriptions, take the page's early answers instead of asking again: only when the app's own request
 * carries the token they were asked with (and, for the subscriptions, the same patient and language). A GET
 * /me answer, the page's or the server's, then also answers the app's GET /me calls with the same token for
 * ME_REUSE_MS, until the app writes anything (a request other than GET), which may change the account.
 * It comes last, after the other middleware has seen the request (the bearer token, the session's activity,
 * the language); anything else goes to the server. A taken answer skips the middleware's onResponse, as an
 * early one always has: it is a successful answer the app has seen before.
 */
export const earlyAnswerMiddleware = (early: EarlyRequests | undefined, now: () => number = Date.now): Middleware => {
  let earlyMe = early?.me ?? null;
  let subscriptions = early?.subscriptions ?? null;
  let keptMe: KeptAnswer | null = null;
  const askedAlike = (request: Request) => request.headers.get('authorization') === `Bearer ${early?.token}`;
  return {
    async onRequest({ request, schemaPath }) {
      if (request.method !== 'GET') {
        earlyMe = subscriptions = keptMe = null;
        return undefined;
      }
      if (isMe(request, schemaPath)) {
        const authorization = request.headers.get('authorization');
        if (earlyMe) {
          const answer = await earlyMe;
          earlyMe = null;
          if (answer && askedAlike(request)) keptMe = { response: answer, authorization, at: now() };
        }
        const fresh = keptMe && keptMe.authorization === authorization && now() - keptMe.at <= ME_REUSE_MS;
        return fresh ? keptMe?.response.clone() : undefined;
      }
      if (subscriptions && schemaPath === '/api/subscriptions') {
        const answer = subscriptions;
        subscriptions = null;
        const taken = askedAlike(request) ? await answer : null;
        return taken && sameAddress(taken.url, request.url) ? taken.response : undefined;
      }
      return undefined;
    },
    onResponse({ request, response, schemaPath }) {
      if (request.method === 'GET' && response.ok && isMe(request, schemaPath)) {
        keptMe = { response: response.clone(), authorization: request.headers.get('authorization'), at: now() };
      }
      return undefined;
    },
  };
};
