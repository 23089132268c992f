import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, socketOrigins } from '../../server/http/security-headers';
import type { RunningReferenceServer } from '../../server/reference-server';
import { startTestServer } from '../support/test-server';

/**
 * The headers of the server that serves the app (issue 10), on every kind of answer: the HTML (the
 * single-page fallback and the index), a hashed asset, config.json, an API answer and API errors. The
 * app folder is laid out as `vite build` lays it out, with the precompressed copies the build writes.
 */
const ASSET = '/assets/index-Ab12Cd34.js';
const SCRIPT = 'export const hello = () => "hello";\n'.repeat(200);

let appDir: string;
let server: RunningReferenceServer;
let origin: string;

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${origin}${path}`, { headers, redirect: 'manual' });

/** The policy's directives by name, each with its sources. */
const directives = (policy: string): Map<string, string[]> =>
  new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'security-headers-'));
  mkdirSync(join(appDir, 'assets'));
  writeFileSync(join(appDir, 'index.html'), `<!doctype html><html><head><script type="module" crossorigin src="${ASSET}"></script></head><body><div id="root"></div></body></html>`);
  writeFileSync(join(appDir, ASSET), SCRIPT);
  writeFileSync(join(appDir, `${ASSET}.br`), brotliCompressSync(SCRIPT));
  writeFileSync(join(appDir, `${ASSET}.gz`), gzipSync(SCRIPT));
  copyFileSync(join('ui', 'public', 'config.json'), join(appDir, 'config.json'));
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
  'an API error (400, bad input)': () => fetch(`${origin}/backend/identity/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
} as const;

describe('the headers on every kind of answer', () => {
  for (const [kind, answer] of Object.entries(ANSWERS)) {
    it(`${kind}: a policy without inline scripts, no framing, nosniff and a strict referrer policy`, async () => {
      const response = await answer();
      await response.arrayBuffer();
      const policy = response.headers.get('content-security-policy') ?? '';
      const parsed = directives(policy);
      const scripts = parsed.get('script-src') ?? [];
      expect(scripts).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
      expect(parsed.get('frame-src')).toEqual(['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']);
      expect(parsed.get('frame-ancestors')).toEqual(["'none'"]);
      expect(parsed.get('object-src')).toEqual(["'none'"]);
      expect(parsed.get('base-uri')).toEqual(["'self'"]);
      expect(parsed.get('default-src')).toEqual(["'self'"]);
      // The API (this origin), the live socket on this very host, and the card provider's API: no scheme-wide sources.
      expect(parsed.get('connect-src')).toEqual(["'self'", `ws://127.0.0.1:${server.ports[0]}`, `wss://127.0.0.1:${server.ports[0]}`, 'https://api.stripe.com']);
      for (const [name, sources] of parsed) {
        for (const forbidden of ['*', 'ws:', 'wss:', 'http:', 'https:', "'unsafe-eval'"]) expect(sources, `${name} allows ${forbidden}`).not.toContain(forbidden);
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
});

describe("the policy, as Google's CSP Evaluator sees it", () => {
  it('has no high-severity finding and no syntax error', async () => {
    const response = await get('/login');
    await response.arrayBuffer();
    const policy = response.headers.get('content-security-policy') ?? '';
    const findings = new CspEvaluator(new CspParser(policy).csp).evaluate();
    const serious = findings.filter((finding) => [Severity.HIGH, Severity.HIGH_MAYBE, Severity.SYNTAX].includes(finding.severity));
    expect(serious.map((finding) => `${finding.directive} ${finding.value ?? ''}: ${finding.description}`)).toEqual([]);
  });

  it('still finds a weakened policy: the check can fail', () => {
    const weakened = "default-src 'self'; script-src 'self' 'unsafe-inline' *; object-src 'none'; base-uri 'self'";
    const findings = new CspEvaluator(new CspParser(weakened).csp).evaluate();
    expect(findings.some((finding) => finding.severity === Severity.HIGH)).toBe(true);
  });
});

describe('the socket origins taken from the Host header', () => {
  it('name the host that served the page, with the scheme that matches it', () => {
    expect(socketOrigins(new URL('http://localhost:3000/login'))).toEqual(['ws://localhost:3000', 'wss://localhost:3000']);
    expect(socketOrigins(new URL('https://app.vireohealth.example/login'))).toEqual(['wss://app.vireohealth.example']);
    expect(socketOrigins(new URL('http://[::1]:8000/'))).toEqual(['ws://[::1]:8000', 'wss://[::1]:8000']);
  });

  // URLs accept ; ' * , = in a host name: the policy must not.
  const hostText = fc.string({ unit: fc.constantFrom(...'abc.-:;\'*, =()"0123456789'), minLength: 1, maxLength: 30 });
  test.prop([hostText])('never carry anything but a plain host into the policy', (host) => {
    let url: URL;
    try {
      url = new URL(`http://${host}/login`);
    } catch {
      return;
    }
    for (const source of socketOrigins(url)) expect(source).toMatch(/^wss?:\/\/[a-z0-9.\-[\]:]+$/);
    expect(contentSecurityPolicy(socketOrigins(url)).split(';').map((part) => part.trim().split(' ')[0])).toEqual([
      'default-src', 'script-src', 'style-src', 'img-src', 'font-src', 'connect-src', 'frame-src', 'frame-ancestors', 'base-uri', 'form-action', 'object-src',
    ]);
  });

  it("refuses a host with policy syntax in it, which the URL parser lets through", () => {
    const url = new URL("http://evil.example;script-src'unsafe-inline'*/");
    expect(url.host).toContain(';');
    expect(socketOrigins(url)).toEqual([]);
  });
});
