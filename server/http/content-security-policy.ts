import { PLAIN_HOST, type PolicyConfig } from './policy-config';

/** Stripe.js: its script, its frames (card fields, 3-D Secure) and its API (Stripe's CSP guide). */
const STRIPE = {
  scripts: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frames: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  api: ['https://api.stripe.com'],
} as const;

/** The pixels' beacons (adapters/analytics/pixel-analytics.adapter.ts): Facebook's is an image, TikTok's a POST. */
export const FACEBOOK_PIXEL_ORIGIN = 'https://www.facebook.com';
export const TIKTOK_PIXEL_ORIGIN = 'https://analytics.tiktok.com';

/**
 * The live connection's origins when it is on the host that served the page (`/backend/live`), named
 * exactly rather than any ws: or wss: host. 'self' covers it in CSP 3 browsers; older ones need the name.
 */
export const socketOrigins = (pageUrl: URL): string[] => {
  if (!PLAIN_HOST.test(pageUrl.host)) return [];
  return pageUrl.protocol === 'https:' ? [`wss://${pageUrl.host}`] : [`ws://${pageUrl.host}`, `wss://${pageUrl.host}`];
};

const directive = (name: string, sources: readonly string[]): string => [name, ...(sources.length > 0 ? sources : ["'none'"])].join(' ');

/**
 * The Content Security Policy of the app, from what this deployment's config.json names: scripts only
 * from this origin and the card provider when it is Stripe, with no inline script and no eval; calls only
 * to the API, the live socket, the card provider, the identity provider and the pixels configured; no
 * frames but the card provider's, and nothing may frame the app. Blueprint positions popovers with inline
 * style attributes, hence 'unsafe-inline' for styles only.
 */
export const contentSecurityPolicy = (config: PolicyConfig, pageUrl: URL): string => {
  const stripe = config.cardProvider.kind === 'stripe';
  const connect = [
    "'self'",
    ...(config.api.sameOrigin ? [] : [config.api.origin]),
    ...(config.live.sameOrigin ? socketOrigins(pageUrl) : [config.live.origin]),
    ...(stripe ? STRIPE.api : []),
    ...(config.cardProvider.kind === 'second-processor' ? [config.cardProvider.tokenizeOrigin] : []),
    ...config.identityOrigins,
    ...(config.tiktokPixel ? [TIKTOK_PIXEL_ORIGIN] : []),
  ];
  return [
    "default-src 'self'",
    directive('script-src', ["'self'", ...(stripe ? STRIPE.scripts : [])]),
    "style-src 'self' 'unsafe-inline'",
    directive('img-src', ["'self'", 'data:', 'blob:', ...(config.facebookPixel ? [FACEBOOK_PIXEL_ORIGIN] : [])]),
    "font-src 'self' data:",
    directive('connect-src', [...new Set(connect)]),
    directive('frame-src', stripe ? STRIPE.frames : []),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
};

/** The policy of a server without the app: its answers are data, never a page that runs anything. */
export const API_ONLY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
