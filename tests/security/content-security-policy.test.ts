import { readFileSync } from 'node:fs';
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../../adapters/config/runtime-config.schema';
import { FACEBOOK_PIXEL_URL, TIKTOK_PIXEL_URL } from '../../adapters/analytics/pixel-analytics.adapter';
import { contentSecurityPolicy, FACEBOOK_PIXEL_ORIGIN, socketOrigins, TIKTOK_PIXEL_ORIGIN } from '../../server/http/content-security-policy';
import { policyConfigOf } from '../../server/http/policy-config';
import { directives, seriousCspFindings } from './csp-findings';

/**
 * The Content Security Policy built from each kind of deployment's config.json (issue 10): each allows
 * what that configuration needs and nothing more, and Google's CSP Evaluator finds no high-severity issue.
 */
const LOCAL_CONFIG = JSON.parse(readFileSync('ui/public/config.json', 'utf8')) as Record<string, unknown>;
const PAGE = new URL('https://app.vireohealth.example/steps');
const PEM = '-----BEGIN PUBLIC KEY-----\nMFkw\n-----END PUBLIC KEY-----';

/** The policy for config.json with `changes`, which the app itself must accept as a valid configuration. */
const policyFor = (changes: Record<string, unknown>): Map<string, string[]> => {
  const config = { ...LOCAL_CONFIG, ...changes };
  parseRuntimeConfig(config);
  const policy = contentSecurityPolicy(policyConfigOf(config), PAGE);
  expect(seriousCspFindings(policy)).toEqual([]);
  return directives(policy);
};

/** What every variant shares: no inline or eval'd script, no plugin, nothing framing the app. */
const expectTheFixedDirectives = (policy: Map<string, string[]>) => {
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  for (const [name, sources] of policy) {
    for (const forbidden of ['*', 'ws:', 'wss:', 'http:', 'https:', "'unsafe-eval'"]) expect(sources, `${name} allows ${forbidden}`).not.toContain(forbidden);
    if (name !== 'style-src') expect(sources, `${name} allows inline code`).not.toContain("'unsafe-inline'");
  }
};

const PAGE_SOCKET = ['wss://app.vireohealth.example'];
const STRIPE_SCRIPTS = ['https://js.stripe.com', 'https://*.js.stripe.com'];

describe('the policy for each kind of deployment', () => {
  it('local (sandbox card, local identity, no pixels): only this origin and its live socket', () => {
    const policy = policyFor({});
    expectTheFixedDirectives(policy);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", ...PAGE_SOCKET]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('Stripe: its script, its card and 3-D Secure frames, and its API', () => {
    const policy = policyFor({
      environment: 'production',
      identity: { provider: 'cognito', region: 'us-east-1', userPoolId: 'us-east-1_Ab', userPoolClientId: 'c', authFlow: 'USER_SRP_AUTH' },
      payments: { provider: 'stripe', publishableKey: 'pk_live_1' },
    });
    expectTheFixedDirectives(policy);
    expect(policy.get('script-src')).toEqual(["'self'", ...STRIPE_SCRIPTS]);
    expect(policy.get('frame-src')).toEqual([...STRIPE_SCRIPTS, 'https://hooks.stripe.com']);
    expect(policy.get('connect-src')).toContain('https://api.stripe.com');
  });

  it('the second processor: a call to its tokenization host, and no third-party script or frame', () => {
    const policy = policyFor({
      payments: { provider: 'second-processor', tokenizeUrl: 'https://tokens.processor.example/v1/tokenize' },
      encryptionPublicKey: PEM,
    });
    expectTheFixedDirectives(policy);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('connect-src')).toEqual(["'self'", ...PAGE_SOCKET, 'https://tokens.processor.example']);
  });

  it('Cognito: the user pool and identity hosts of the configured region, nothing else of AWS', () => {
    const policy = policyFor({
      identity: { provider: 'cognito', region: 'eu-west-2', userPoolId: 'eu-west-2_Ab', userPoolClientId: 'c', authFlow: 'USER_SRP_AUTH' },
    });
    expectTheFixedDirectives(policy);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      ...PAGE_SOCKET,
      'https://cognito-idp.eu-west-2.amazonaws.com',
      'https://cognito-identity.eu-west-2.amazonaws.com',
    ]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it('Cognito through an emulator (npm run start:cognito): its endpoint only, no AWS host', () => {
    const identity = {
      provider: 'cognito',
      region: 'us-west-2',
      userPoolId: 'us-west-2_Ab',
      userPoolClientId: 'c',
      authFlow: 'USER_PASSWORD_AUTH',
      userPoolEndpoint: 'http://127.0.0.1:9229',
    };
    const policy = policyFor({ identity });
    expectTheFixedDirectives(policy);
    expect(policy.get('connect-src')).toEqual(["'self'", ...PAGE_SOCKET, 'http://127.0.0.1:9229']);
    expect(() => policyConfigOf({ ...LOCAL_CONFIG, identity: { ...identity, userPoolEndpoint: "http://127.0.0.1:9229 'unsafe-eval'" } })).toThrow(
      /identity.userPoolEndpoint/,
    );
  });

  it("the Facebook pixel: its image beacon's host, only when its id is configured", () => {
    expect(new URL(FACEBOOK_PIXEL_URL).origin).toBe(FACEBOOK_PIXEL_ORIGIN);
    const policy = policyFor({ pixels: { facebook: '1234567890', tiktok: null } });
    expectTheFixedDirectives(policy);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', FACEBOOK_PIXEL_ORIGIN]);
    expect(policy.get('connect-src')).toEqual(["'self'", ...PAGE_SOCKET]);
  });

  it("the TikTok pixel: its beacon's host, only when its id is configured", () => {
    expect(new URL(TIKTOK_PIXEL_URL).origin).toBe(TIKTOK_PIXEL_ORIGIN);
    const policy = policyFor({ pixels: { facebook: null, tiktok: 'CABC123' } });
    expectTheFixedDirectives(policy);
    expect(policy.get('connect-src')).toEqual(["'self'", ...PAGE_SOCKET, TIKTOK_PIXEL_ORIGIN]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  });

  it('an API and a live socket on hosts of their own: exactly those, and no socket on the page host', () => {
    const policy = policyFor({ apiBase: 'https://api.vireohealth.example/backend', liveUrl: 'https://live.vireohealth.example/live' });
    expectTheFixedDirectives(policy);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://api.vireohealth.example', 'wss://live.vireohealth.example']);
  });
});

describe('a configuration the policy cannot express exactly stops the server', () => {
  const refused = (changes: Record<string, unknown>) => () => policyConfigOf({ ...LOCAL_CONFIG, ...changes });

  it('refuses policy syntax in a host, a made-up region, a protocol-relative address and an unknown provider', () => {
    expect(refused({ payments: { provider: 'second-processor', tokenizeUrl: "https://tokens.example;script-src'unsafe-inline'/" } })).toThrow(
      /payments.tokenizeUrl: not a plain host/,
    );
    expect(refused({ payments: { provider: 'second-processor', tokenizeUrl: 'http://tokens.example/' } })).toThrow(
      /payments.tokenizeUrl: http: is not one of https:/,
    );
    expect(refused({ identity: { provider: 'cognito', region: "us-east-1 'unsafe-eval'" } })).toThrow(/identity.region: not an AWS region/);
    expect(refused({ apiBase: '//api.example/backend' })).toThrow(/apiBase: not a path or an absolute URL/);
    expect(refused({ liveUrl: ['java', 'script:alert(1)'].join('') })).toThrow(/liveUrl: javascript: is not one of/);
    expect(refused({ payments: { provider: 'paypal' } })).toThrow(/payments.provider: unknown card provider paypal/);
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
    expect([...directives(contentSecurityPolicy(policyConfigOf(LOCAL_CONFIG), url)).keys()]).toEqual([
      'default-src',
      'script-src',
      'style-src',
      'img-src',
      'font-src',
      'connect-src',
      'frame-src',
      'frame-ancestors',
      'base-uri',
      'form-action',
      'object-src',
    ]);
  });

  it('refuse a host with policy syntax in it, which the URL parser lets through', () => {
    const url = new URL("http://evil.example;script-src'unsafe-inline'*/");
    expect(url.host).toContain(';');
    expect(socketOrigins(url)).toEqual([]);
  });
});
