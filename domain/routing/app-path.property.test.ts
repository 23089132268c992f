import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { afterLoginDestination, MAX_APP_PATH_LENGTH, safeAppPath } from './app-path';

const APP = 'https://app.vireohealth.example';
// Built from parts so the lint rule against script URLs does not trip on the attack strings themselves.
const SCRIPT_SCHEME = ['java', 'script:'].join('');

/** Every form a consumer could end up with after decoding the value 0, 1, 2... times. */
const decodings = (value: string): string[] => {
  const forms = [value];
  for (let round = 0; round < 6; round += 1) {
    try {
      const next = decodeURIComponent(forms[forms.length - 1] as string);
      if (next === forms[forms.length - 1]) break;
      forms.push(next);
    } catch {
      break;
    }
  }
  return forms;
};

const segment = fc.stringMatching(/^[A-Za-z0-9\-_~]{1,12}$/);
const appPath = fc
  .tuple(fc.array(segment, { minLength: 1, maxLength: 5 }), fc.option(fc.stringMatching(/^[A-Za-z0-9=&_-]{1,20}$/), { nil: undefined }), fc.boolean())
  .map(([segments, query, trailingSlash]) => `/${segments.join('/')}${trailingSlash ? '/' : ''}${query ? `?${query}` : ''}`);

describe('deep-link memory holds only a path of this app (spec §4 activeUser, §8)', () => {
  it('keeps the paths of the app as they are, with their query and fragment', () => {
    for (const path of [
      '/',
      '/user/subscriptions',
      '/user/subscriptions/66a1f0c2e4b0a1b2c3d4e5f6',
      '/user/new-subscription?visitType=weightloss',
      '/user/chat#latest',
      '/user/subscriptions/',
      '/new-password/jane%40example.com/abc123',
      '/user%20chat',
      '/user/chat?ref=//example.com/x',
      '/user/chat?ref=https%3A%2F%2Fexample.com',
      '/a%252541',
      '/%7E%C2%A0%E2%80%A7%E2%80%AA',
    ]) {
      expect(safeAppPath(path)).toBe(path);
    }
  });

  it('refuses outside URLs, protocol-relative paths, backslashes and script URLs', () => {
    for (const attack of [
      'https://evil.example/user/chat',
      'HTTP://evil.example',
      '//evil.example',
      '//evil.example/user/subscriptions',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/user\\..\\..\\evil',
      `${SCRIPT_SCHEME}alert(1)`,
      ` ${SCRIPT_SCHEME}alert(1)`,
      'user/subscriptions',
      '%2Fuser/subscriptions',
      '',
      'evil.example',
    ]) {
      expect(safeAppPath(attack), attack).toBeNull();
    }
  });

  it('refuses the same tricks behind percent-encoding, once or twice', () => {
    for (const attack of [
      '/%2F%2Fevil.example',
      '/%2f%2fevil.example',
      '/%252F%252Fevil.example',
      '/%5Cevil.example',
      '/%255Cevil.example',
      '/%2e%2e/%2e%2e/evil',
      '/user/%2E%2E',
      '/user/.',
      '/user/..',
      '/user/./chat',
      '/a%25252541',
      '/user/../chat',
      '/%25252525252F',
      '/%E0%A4%A',
      '/user?q=%E0%A4%A',
      '/user%00',
      '/user?next=%0d%0aSet-Cookie',
      '/user#%1b',
      '/user?x=%C2%85',
      '/user?x=%E2%80%A8',
      '/user%E2%80%A9',
      '/user%1F',
      '/user%7F',
      '/user%C2%80',
      '/user%C2%9F',
    ]) {
      expect(safeAppPath(attack), attack).toBeNull();
    }
  });

  it('refuses control characters and spaces written out', () => {
    for (const attack of ['/user\u0000', '/user\tchat', '/user\nLocation: x', '/user chat', '/user\u007f', '/\u2028']) {
      expect(safeAppPath(attack)).toBeNull();
    }
  });

  it(`refuses anything longer than ${MAX_APP_PATH_LENGTH} characters`, () => {
    expect(MAX_APP_PATH_LENGTH).toBe(2048);
    expect(safeAppPath(`/${'a'.repeat(2047)}`)).toBe(`/${'a'.repeat(2047)}`);
    expect(safeAppPath(`/${'a'.repeat(2048)}`)).toBeNull();
  });

  it('sends the user back to the remembered deep link after login, else to the dashboard', () => {
    expect(afterLoginDestination('/user/chat')).toBe('/user/chat');
    expect(afterLoginDestination('//evil.example')).toBe('/user/subscriptions');
    expect(afterLoginDestination(null)).toBe('/user/subscriptions');
    expect(afterLoginDestination('https://evil.example', '/steps')).toBe('/steps');
  });

  test.prop([appPath])('keeps every plain path of the app unchanged', (path) => {
    expect(safeAppPath(path)).toBe(path);
  });

  test.prop([fc.webUrl({ withQueryParameters: true, withFragments: true })])('refuses every absolute URL', (url) => {
    expect(safeAppPath(url)).toBeNull();
  });

  test.prop([fc.domain(), appPath, fc.constantFrom('//', '/\\', '\\\\', '\\/', '/%2F', '/%5C', '/%252F', '%2F%2F')])(
    'refuses every protocol-relative or backslash form of an outside host',
    (host, path, prefix) => {
      expect(safeAppPath(`${prefix}${host}${path}`)).toBeNull();
    },
  );

  test.prop([fc.mixedCase(fc.constant(SCRIPT_SCHEME)), fc.constantFrom('', ' ', '\t', '\n', '\u0000', '\u000b'), fc.string()])(
    `refuses ${SCRIPT_SCHEME} in any letter case, with any leading blank`,
    (scheme, lead, body) => {
      expect(safeAppPath(`${lead}${scheme}${body}`)).toBeNull();
    },
  );

  test.prop([appPath, fc.integer({ min: 0, max: 0x1f }).chain((low) => fc.constantFrom(low, 0x7f, 0x85, 0x9f, 0x2028, 0x2029)), fc.boolean()])(
    'refuses a control character anywhere, written out or percent-encoded',
    (path, code, encoded) => {
      const char = String.fromCodePoint(code);
      const inserted = encoded ? encodeURIComponent(char) : char;
      const at = path.length > 1 ? 1 + (code % (path.length - 1)) : 1;
      expect(safeAppPath(`${path.slice(0, at)}${inserted}${path.slice(at)}`)).toBeNull();
    },
  );

  const pieces = fc.constantFrom(
    '/',
    '\\',
    '%2F',
    '%2f',
    '%5C',
    '%252F',
    '%25',
    '.',
    '..',
    '%2e',
    'evil.example',
    ':',
    '@',
    '?',
    '#',
    '%00',
    '%0A',
    '\t',
    ' ',
    SCRIPT_SCHEME,
    'https:',
    'user',
    'a',
    '%',
    '%E0%A4%A',
    '&',
    '=',
    '%3F',
    '%23',
    '%C3%A9',
  );

  const candidates = fc.tuple(fc.boolean(), fc.array(pieces, { maxLength: 12 })).map(([leadingSlash, parts]) => `${leadingSlash ? '/' : ''}${parts.join('')}`);

  test.prop([candidates])('whatever it keeps stays on this app however many times it is decoded', (candidate) => {
    const kept = safeAppPath(candidate);
    if (kept === null) return;
    expect(kept).toBe(candidate);
    for (const form of decodings(kept)) {
      expect(new URL(form, APP).origin).toBe(APP);
      expect(form.startsWith('/')).toBe(true);
      expect(/^\/[/\\]/.test(form)).toBe(false);
    }
  });

  test.prop([fc.string({ unit: 'binary', maxLength: 40 })])('is total: any text is kept as it is or refused', (text) => {
    const kept = safeAppPath(text);
    expect(kept === null || (kept === text && new URL(text, APP).origin === APP)).toBe(true);
  });
});
