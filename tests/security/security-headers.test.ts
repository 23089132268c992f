import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../server/http/security-headers';
import type { RunningReferenceServer } from '../../server/reference-server';
import { startTestServer } from '../support/test-server';
import { cspFindings, directives, seriousCspFindings } from './csp-findings';

/**
 * The headers of the server that serves the app (issue 10), on every kind of answer: the HTML (the
 * single-page fallback and the index), a hashed asset, config.json, an API answer and API errors. The
 * app folder is laid out as `vite build` lays it out, with the precompressed copies the build writes.
 */
const ASSET = '/assets/index-Ab12Cd34.js';
const SCRIPT = 'export const hello = () => "hello";\n'.repeat(200);
const PICTURE = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';

let appDir: string;
let server: RunningReferenceServer;
let origin: string;

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { headers, redirect: 'manual' });

/** An app folder with the page, one hashed asset and its compressed copies, and the given config.json. */
const appFolder = (configJson: string): string => {
  const dir = mkdtempSync(join(tmpdir(), 'security-headers-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><link rel="preload" href="/brands/main/logo.svg" as="image" /><script type="module" crossorigin src="${ASSET}"></script></head><body><div id="root"></div></body></html>`,
  );
  writeFileSync(join(dir, ASSET), SCRIPT);
  writeFileSync(join(dir, `${ASSET}.br`), brotliCompressSync(SCRIPT));
  writeFileSync(join(dir, `${ASSET}.gz`), gzipSync(SCRIPT));
  writeFileSync(join(dir, 'config.json'), configJson);
  mkdirSync(join(dir, 'brands', 'main'), { recursive: true });
  writeFileSync(join(dir, 'brands', 'main', 'logo.svg'), PICTURE);
  writeFileSync(join(dir, 'brands', 'main', 'manifest.webmanifest'), '{"name":"Vireo Health"}');
  mkdirSync(join(dir, 'products'));
  writeFileSync(join(dir, 'products', 'sildenafil.svg'), PICTURE);
  return dir;
};

beforeAll(async () => {
  appDir = appFolder(readFileSync(join('ui', 'public', 'config.json'), 'utf8'));
  server = await startTestServer({ appDir });
  origin = `http://127.0.0.1:${server.ports[0]}`;
});
afterAll(async () => {
  await server.close();
  rmSync(appDir, { recursive: true, force: true });
});

const ANSWERS = {
  'the HTML of a route (single-page fallback)': () => get('/login'),
  'the HTML at /': () => get('/'),
  'a hashed asset': () => get(ASSET, { 'accept-encoding': 'gzip, deflate, br' }),
  'config.json': () => get('/config.json'),
  'an API answer': () => get('/backend/get-config'),
  'an API error (401, no token)': () => get('/backend/me'),
  'an API error (404, unknown path)': () => get('/backend/api/no-such-thing'),
  'an API error (400, bad input)': () =>
    fetch(`${origin}/backend/identity/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
} as const;

describe('the headers on every kind of answer', () => {
  for (const [kind, answer] of Object.entries(ANSWERS)) {
    it(`${kind}: a policy without inline scripts, no framing, nosniff and a strict referrer policy`, async () => {
      const response = await answer();
      await response.arrayBuffer();
      const policy = response.headers.get('content-security-policy') ?? '';
      const parsed = directives(policy);
      const scripts = parsed.get('script-src') ?? [];
      // config.json of the local build: the sandbox card, so no card provider's script or frame.
      expect(scripts).toEqual(["'self'"]);
      expect(parsed.get('frame-src')).toEqual(["'none'"]);
      expect(parsed.get('frame-ancestors')).toEqual(["'none'"]);
      expect(parsed.get('object-src')).toEqual(["'none'"]);
      expect(parsed.get('base-uri')).toEqual(["'self'"]);
      expect(parsed.get('default-src')).toEqual(["'self'"]);
      // The API (this origin) and the live socket on this very host: no scheme-wide sources.
      expect(parsed.get('connect-src')).toEqual(["'self'", `ws://127.0.0.1:${server.ports[0]}`, `wss://127.0.0.1:${server.ports[0]}`]);
      for (const [name, sources] of parsed) {
        for (const forbidden of ['*', 'ws:', 'wss:', 'http:', 'https:', "'unsafe-eval'"])
          expect(sources, `${name} allows ${forbidden}`).not.toContain(forbidden);
        if (name !== 'style-src') expect(sources, `${name} allows inline code`).not.toContain("'unsafe-inline'");
      }
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']).toContain(response.headers.get('referrer-policy'));
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    });
  }

  it('keeps no API answer, success or error, in any cache', async () => {
    for (const [kind, answer] of Object.entries(ANSWERS).filter(([kind]) => kind.startsWith('an API'))) {
      const response = await answer();
      await response.arrayBuffer();
      expect(response.headers.get('cache-control'), kind).toBe('no-store');
    }
  });

  it("sends an API answer compressed when the browser accepts it (the patient's record on a slow phone link), never cached", async () => {
    const signIn = await fetch(`${origin}/backend/identity/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo.patient@vireo.example', password: 'DemoPatient1' }),
    });
    const [{ accessToken }] = ((await signIn.json()) as { data: [{ accessToken: string }] }).data;
    const me = (encoding: string) => get('/backend/me', { authorization: `Bearer ${accessToken}`, 'accept-encoding': encoding });
    const [compressed, plain] = [await me('gzip, deflate, br'), await me('identity')];
    expect(compressed.headers.get('content-encoding')).toMatch(/^(gzip|deflate|br)$/);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(compressed.headers.get('cache-control')).toBe('no-store');
    expect(await compressed.json()).toEqual(await plain.json());
  });

  it('sends hashed assets compressed and cached for a year, and the HTML and config.json revalidated on every use', async () => {
    const asset = await ANSWERS['a hashed asset']();
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe(SCRIPT);
    const gzipOnly = await get(ASSET, { 'accept-encoding': 'gzip' });
    expect(gzipOnly.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipOnly.text()).toBe(SCRIPT);
    for (const kind of ['the HTML of a route (single-page fallback)', 'the HTML at /', 'config.json'] as const) {
      const response = await ANSWERS[kind]();
      expect(response.status, kind).toBe(200);
      await response.arrayBuffer();
      expect(response.headers.get('cache-control'), kind).toBe('no-cache');
    }
  });

  it("keeps the brands' and products' pictures ten minutes, then revalidates them; the brand's manifest on every use", async () => {
    for (const path of ['/brands/main/logo.svg', '/products/sildenafil.svg']) {
      const picture = await get(path);
      expect(picture.status, path).toBe(200);
      expect(await picture.text(), path).toBe(PICTURE);
      expect(picture.headers.get('cache-control'), path).toBe('public, max-age=600, stale-while-revalidate=86400');
    }
    const manifest = await get('/brands/main/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    await manifest.arrayBuffer();
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const missing = await get('/products/no-such-picture.svg');
    await missing.arrayBuffer();
    expect(missing.headers.get('cache-control')).not.toContain('max-age');
  });
});

/** The page as a browser on `host` gets it (fetch always sends the URL's own host). */
const pageAsServedTo = (host: string, path: string) =>
  new Promise<string>((resolve, reject) => {
    request(`${origin}${path}`, { headers: { host } }, (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    })
      .on('error', reject)
      .end();
  });

describe('the page of each brand', () => {
  it("names the brand's logo for the host asked for, at /, /index.html and any route", async () => {
    for (const path of ['/', '/index.html', '/user/subscriptions']) {
      for (const [host, brand] of [
        ['app.vireohealth.example', 'main'],
        ['app.wrenhealth.example', 'women'],
        ['app.test.wrenhealth.example:443', 'women'],
      ] as const) {
        const html = await pageAsServedTo(host, path);
        expect(html, `${path} on ${host}`).toContain(`href="/brands/${brand}/logo.svg"`);
      }
    }
  });
});

describe("the policy, as Google's CSP Evaluator sees it", () => {
  it('has no high-severity finding and no syntax error', async () => {
    const response = await get('/login');
    await response.arrayBuffer();
    expect(seriousCspFindings(response.headers.get('content-security-policy') ?? '')).toEqual([]);
  });

  it('still finds a weakened policy: the check can fail', () => {
    const weakened = "default-src 'self'; script-src 'self' 'unsafe-inline' *; object-src 'none'; base-uri 'self'";
    expect(cspFindings(weakened).some((finding) => finding.severity === Severity.HIGH)).toBe(true);
    expect(seriousCspFindings(weakened)).not.toEqual([]);
  });
});

describe("a production deployment's config.json: Stripe, Cognito and both pixels", () => {
  it('is what the served policy follows, on the page and on the API alike', async () => {
    const local = JSON.parse(readFileSync(join('ui', 'public', 'config.json'), 'utf8')) as Record<string, unknown>;
    const production = {
      ...local,
      environment: 'production',
      identity: { provider: 'cognito', region: 'us-east-2', userPoolId: 'us-east-2_Ab12', userPoolClientId: 'client', authFlow: 'USER_SRP_AUTH' },
      payments: { provider: 'stripe', publishableKey: 'pk_live_123' },
      pixels: { facebook: '1234567890', tiktok: 'CABC123' },
    };
    const dir = appFolder(JSON.stringify(production));
    const deployed = await startTestServer({ appDir: dir });
    try {
      const host = `127.0.0.1:${deployed.ports[0]}`;
      for (const path of ['/login', '/backend/get-config']) {
        const response = await fetch(`http://${host}${path}`);
        await response.arrayBuffer();
        const policy = response.headers.get('content-security-policy') ?? '';
        const parsed = directives(policy);
        expect(parsed.get('script-src'), path).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
        expect(parsed.get('frame-src'), path).toEqual(['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
        expect(parsed.get('img-src'), path).toEqual(["'self'", 'data:', 'blob:', 'https://www.facebook.com']);
        expect(parsed.get('connect-src'), path).toEqual([
          "'self'",
          `ws://${host}`,
          `wss://${host}`,
          'https://api.stripe.com',
          'https://cognito-idp.us-east-2.amazonaws.com',
          'https://cognito-identity.us-east-2.amazonaws.com',
          'https://analytics.tiktok.com',
        ]);
        expect(parsed.get('frame-ancestors'), path).toEqual(["'none'"]);
        expect(seriousCspFindings(policy), path).toEqual([]);
      }
    } finally {
      await deployed.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a server without the app', () => {
  it('answers the API with a policy that runs nothing with a policy that runs nothing', async () => {
    const apiOnly = new Hono().use(securityHeaders(null)).get('/backend/get-config', (c) => c.json({}));
    const parsed = directives((await apiOnly.request('/backend/get-config')).headers.get('content-security-policy') ?? '');
    expect(parsed.get('default-src')).toEqual(["'none'"]);
    expect(parsed.get('frame-ancestors')).toEqual(["'none'"]);
  });
});
