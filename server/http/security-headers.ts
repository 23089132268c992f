import type { MiddlewareHandler } from 'hono';
import { API_PREFIX } from './app-routes';

/** The card provider (Stripe.js): its script, its frames (card fields, 3-D Secure) and its API. */
const CARD_PROVIDER = {
  scripts: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frames: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  api: ['https://api.stripe.com'],
} as const;

/** A host as a browser sends it (name or address, optional port): anything else never reaches the policy. */
const PLAIN_HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The live connection's origins: the socket on the host that served the page (`/backend/live`), named
 * exactly rather than any ws: or wss: host. 'self' covers it in CSP 3 browsers; older ones need the name.
 */
export const socketOrigins = (pageUrl: URL): string[] => {
  if (!PLAIN_HOST.test(pageUrl.host)) return [];
  return pageUrl.protocol === 'https:' ? [`wss://${pageUrl.host}`] : [`ws://${pageUrl.host}`, `wss://${pageUrl.host}`];
};

/**
 * The Content Security Policy of the app. Scripts come only from this origin and the card provider, with
 * no inline script and no eval; the app talks only to its API (this origin), its live socket and the card
 * provider; nothing may frame it. Blueprint positions popovers with inline style attributes, hence
 * 'unsafe-inline' for styles only.
 */
export const contentSecurityPolicy = (sockets: readonly string[]): string =>
  [
    "default-src 'self'",
    `script-src 'self' ${CARD_PROVIDER.scripts.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    ['connect-src', "'self'", ...sockets, ...CARD_PROVIDER.api].join(' '),
    `frame-src ${CARD_PROVIDER.frames.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');

const isApiPath = (path: string): boolean => path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);

/**
 * Headers for every answer of the server that serves the app. API answers (health data, tokens) are never
 * stored by a browser or a proxy; any other answer that does not say how long to keep it (config.json,
 * brand images) is checked with the server before reuse, so a new deployment is seen at once.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('Content-Security-Policy', contentSecurityPolicy(socketOrigins(new URL(c.req.url))));
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  c.header('X-Frame-Options', 'DENY');
  c.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()');
  if (isApiPath(c.req.path)) c.header('Cache-Control', 'no-store');
  else if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-cache');
};
