import type { MiddlewareHandler } from 'hono';
import { API_PREFIX } from './api-prefix';
import { API_ONLY_POLICY, contentSecurityPolicy } from './content-security-policy';
import type { PolicyConfig } from './policy-config';

const isApiPath = (path: string): boolean => path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);

/**
 * Headers for every answer of the server that serves the app. API answers (health data, tokens) are never
 * stored by a browser or a proxy; any other answer that does not say how long to keep it (config.json,
 * the page) is checked with the server before reuse, so a new deployment is seen at once. The
 * policy follows the app's config.json (null: no app served).
 */
export const securityHeaders =
  (config: PolicyConfig | null): MiddlewareHandler =>
  async (c, next) => {
    await next();
    // A file answer brings its own, stricter policy (a sandbox: server/files/file-answer-headers.ts).
    if (!c.res.headers.has('Content-Security-Policy')) {
      c.header('Content-Security-Policy', config ? contentSecurityPolicy(config, new URL(c.req.url)) : API_ONLY_POLICY);
    }
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Permissions-Policy', 'camera=(self), microphone=(), geolocation=()');
    if (isApiPath(c.req.path)) c.header('Cache-Control', 'no-store');
    else if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-cache');
  };
