import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../../adapters/config/runtime-config.schema';
import { afterLoginDestination, safeAppPath } from '../../domain/routing/app-path';
import type { GuardContext } from '../../domain/routing/guard-decisions';
import { routeGuards, runGuards, type GuardedLayout } from '../../domain/routing/guard-pipeline';
import type { ProductType } from '../../domain/shared/product-type';
import runtimeConfig from '../../ui/public/config.json';

/**
 * Every place that takes a path to go to, attacked from outside (issue 10): the deep link remembered at
 * login, every redirect the route guards decide, and the brand website logout opens. What a test accepts
 * must stay on this app however a consumer reads it: a browser resolving it (which drops tabs and line
 * breaks, reads `\` as `/`), React Router, or code that decodes it once or several times.
 */
const ORIGINS = ['https://app.vireohealth.example', 'http://localhost:3000', 'https://app.wrenhealth.example:8443'];
const DEEP_PAGE = '/user/subscriptions/66a1f0c2e4b0a1b2c3d4e5f6/renewal';
const SCRIPT_SCHEME = ['java', 'script:'].join('');

/** Every form a consumer could end up with after decoding 0, 1, 2... times. */
const decodings = (value: string): string[] => {
  const forms = [value];
  for (let round = 0; round < 8; round += 1) {
    const last = forms[forms.length - 1] as string;
    let next: string;
    try {
      next = decodeURIComponent(last);
    } catch {
      break;
    }
    if (next === last) break;
    forms.push(next);
  }
  return forms;
};

/** Stays on this app, resolved by a browser from any page of the app, in every decoded form. */
const staysOnApp = (target: string): boolean =>
  decodings(target).every((form) =>
    ORIGINS.every((origin) => {
      for (const base of [`${origin}/`, `${origin}${DEEP_PAGE}`]) {
        let resolved: URL;
        try {
          resolved = new URL(form, base);
        } catch {
          return false;
        }
        if (resolved.origin !== origin) return false;
      }
      return true;
    }),
  );

/** The pieces attacks are made of: slashes in every disguise, schemes, dots, blanks, controls, lookalikes. */
const ATTACK_PIECES = [
  '/',
  '//',
  '///',
  '\\',
  '/\\',
  '\\/',
  '%2F',
  '%2f',
  '%5C',
  '%5c',
  '%252F',
  '%252f',
  '%255C',
  '%25252F',
  '%2525252F',
  '.',
  '..',
  '%2e',
  '%2E',
  '%2e%2e',
  '%252e',
  '.%2e',
  'evil.example',
  'evil.example:443',
  '@evil.example',
  'user:pass@',
  SCRIPT_SCHEME,
  [...SCRIPT_SCHEME].map((char, index) => (index % 2 ? char : char.toUpperCase())).join(''),
  'java\tscript:',
  'data:text/html,',
  'vbscript:',
  'https:',
  'http:',
  'HTTPS://',
  'file:',
  '\t',
  '\n',
  '\r',
  ' ',
  '%09',
  '%0A',
  '%0d',
  '%00',
  '%20',
  '%7F',
  '%C2%85',
  '\u0000',
  '\u00a0',
  '\u200b',
  '\ufeff',
  '\u2028',
  '%E2%80%A8',
  '\uff0f',
  '%EF%BC%8F',
  '\u2215',
  '\u3002',
  '?',
  '#',
  '&',
  '=',
  '%3F',
  '%23',
  '%3A',
  ':',
  ';',
  'user',
  'subscriptions',
  'chat',
  'login',
  'a',
  '%',
  '%E0%A4%A',
  '%C3%A9',
  'é',
  "'",
  '"',
  '<',
  '>',
  '`',
] as const;

const attackCandidate = fc
  .tuple(fc.constantFrom('', '/', ' ', '\t', '%2F'), fc.array(fc.constantFrom(...ATTACK_PIECES), { minLength: 1, maxLength: 14 }))
  .map(([lead, pieces]) => `${lead}${pieces.join('')}`);

/** An outside target percent-encoded k times, at the start of a link or (a slash trick) inside its path. */
const encodedOutside = fc
  .oneof(
    fc.tuple(fc.constantFrom('//evil.example', '\\\\evil.example', 'https://evil.example', `${SCRIPT_SCHEME}alert(1)`), fc.constant('')),
    fc.tuple(fc.constantFrom('//evil.example', '\\\\evil.example', '/\\evil.example', '/../evil', '/..'), fc.constantFrom('/', '/user', '/user/')),
  )
  .chain(([target, prefix]) =>
    fc.integer({ min: 1, max: 8 }).map((times) => {
      let encoded: string = target;
      for (let round = 0; round < times; round += 1) encoded = encodeURIComponent(encoded);
      return `${prefix}${encoded}`;
    }),
  );

describe('the deep link remembered for after login (safeAppPath, afterLoginDestination)', () => {
  test.prop([attackCandidate], { numRuns: 3000 })('keeps only what stays on this app however it is read, and never repairs', (candidate) => {
    const kept = safeAppPath(candidate);
    if (kept === null) return;
    expect(kept).toBe(candidate);
    expect(staysOnApp(kept)).toBe(true);
    expect(safeAppPath(kept)).toBe(kept);
  });

  test.prop([encodedOutside])('refuses an outside target however many times it is encoded', (candidate) => {
    expect(safeAppPath(candidate)).toBeNull();
  });

  test.prop([fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.constantFrom('', ' ', '\t', '\n', '\u0000')])(
    'refuses any web URL, also without its scheme or behind a blank',
    (url, lead) => {
      const withoutScheme = url.replace(/^https?:/, '');
      for (const candidate of [url, `${lead}${url}`, withoutScheme, `${lead}${withoutScheme}`, url.toUpperCase()]) {
        expect(safeAppPath(candidate), candidate).toBeNull();
      }
    },
  );

  test.prop([fc.option(fc.oneof(attackCandidate, encodedOutside, fc.string()), { nil: null })], { numRuns: 1000 })(
    'sends the patient after login to the remembered path or to the dashboard, nowhere else',
    (remembered) => {
      const destination = afterLoginDestination(remembered);
      expect(destination === '/user/subscriptions' || destination === remembered).toBe(true);
      expect(staysOnApp(destination)).toBe(true);
    },
  );
});

const PRODUCT_TYPES: readonly ProductType[] = ['wl', 'hl', 'ag', 'ed'];

const guardContext: fc.Arbitrary<GuardContext> = fc.record({
  brand: fc.constantFrom('main' as const, 'women' as const),
  location: fc.record({
    pathname: fc.oneof(attackCandidate, encodedOutside, fc.constantFrom('/', '/user/chat', '/ed', '/register', '/login', '/weightloss/')),
    search: fc.oneof(
      fc.constant(''),
      attackCandidate.map((query) => `?${query}`),
      attackCandidate,
    ),
  }),
  slug: fc.option(fc.oneof(fc.constantFrom('weightloss', 'hairloss', 'antiaging', 'ed', 'register'), fc.string(), attackCandidate), { nil: null }),
  queryType: fc.option(fc.oneof(fc.constantFrom('wl', 'hl', 'ag', 'ed'), fc.string()), { nil: null }),
  loggedIn: fc.boolean(),
  status: fc.constantFrom('register' as const, 'active' as const, null),
  subscriptionTypes: fc.subarray([...PRODUCT_TYPES]),
  session: fc.oneof(
    fc.record({ kind: fc.constant('active' as const), activityAt: fc.nat(), refreshToken: fc.boolean() }),
    fc.record({
      kind: fc.constant('logged-out' as const),
      reason: fc.constantFrom('no-marker' as const, 'inactive' as const, 'no-identity' as const),
      redirectTo: fc.constant('/' as const),
    }),
  ),
});

describe('every redirect the route guards decide (spec §4)', () => {
  const layouts: readonly GuardedLayout[] = ['patient', 'steps', 'auth'];

  test.prop([guardContext, fc.constantFrom(...layouts)], { numRuns: 3000 })(
    'goes to a path of this app, and remembers only a safe deep link, whatever the address held',
    (ctx, layout) => {
      const decision = runGuards(routeGuards(layout), ctx);
      if (decision.kind !== 'redirect') return;
      expect(staysOnApp(decision.to), decision.to).toBe(true);
      if (decision.deepLink !== undefined) {
        expect(decision.deepLink).toBe(`${ctx.location.pathname}${ctx.location.search}`);
        expect(safeAppPath(decision.deepLink)).toBe(decision.deepLink);
      }
    },
  );

  test.prop([guardContext])('never echoes an entry page slug it does not know into new-subscription', (ctx) => {
    const decision = runGuards(routeGuards('auth'), { ...ctx, loggedIn: true });
    if (decision.kind !== 'redirect' || !decision.to.startsWith('/user/new-subscription')) return;
    expect(decision.to).toMatch(/^\/user\/new-subscription\?visitType=(weightloss|hairloss|antiaging|ed)$/);
  });
});

describe('the brand website logout opens in a new tab (config.json websiteUrl)', () => {
  const withWebsite = (websiteUrl: string) => ({ ...runtimeConfig, brands: { ...runtimeConfig.brands, main: { ...runtimeConfig.brands.main, websiteUrl } } });

  it('accepts the configured brand websites', () => {
    expect(() => parseRuntimeConfig(runtimeConfig)).not.toThrow();
  });

  test.prop([
    fc.oneof(
      fc.constantFrom(
        `${SCRIPT_SCHEME}alert(1)`,
        ` ${SCRIPT_SCHEME}alert(1)`,
        `java\tscript:alert(1)`,
        `${SCRIPT_SCHEME.toUpperCase()}alert(1)`,
        'data:text/html,<script>alert(1)</script>',
        'vbscript:msgbox(1)',
        'file:///etc/passwd',
        '//evil.example',
        '/relative',
        'www.vireohealth.example',
        '',
        'ftp://evil.example',
        'blob:https://evil.example/x',
      ),
      fc.tuple(fc.constantFrom(SCRIPT_SCHEME, 'data:', 'vbscript:', 'file:'), fc.string()).map(([scheme, rest]) => `${scheme}${rest}`),
    ),
  ])('refuses anything but an http(s) address, so logout cannot run a script or open a local file', (websiteUrl) => {
    expect(() => parseRuntimeConfig(withWebsite(websiteUrl))).toThrow(/Invalid runtime configuration/);
  });
});
