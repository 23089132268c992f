import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { INVALID_RESET_LINK, resetLinkFrom } from './reset-link';

const token = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);

describe('a password-reset link', () => {
  test.prop([token])('works without its optional e-mail part', (value) => {
    expect(resetLinkFrom(value, undefined)).toEqual({ token: value });
  });

  test.prop([token, fc.emailAddress().filter((email) => email.length <= 254 && !email.includes('/'))])('keeps a well-formed e-mail', (value, email) => {
    expect(resetLinkFrom(value, email)).toEqual({ token: value, email });
  });

  test.prop([fc.string().filter((value) => !/^[A-Za-z0-9_-]{43}$/.test(value))])('refuses any other token', (value) => {
    expect(resetLinkFrom(value, undefined)).toBeNull();
  });

  test.prop([token, fc.constantFrom('not-an-email', 'a b@c.d', '@x', 'evil@x/../y')])('refuses a malformed e-mail part', (value, email) => {
    expect(resetLinkFrom(value, email)).toBeNull();
  });

  const TOKEN = 'a'.repeat(42) + '_';

  it('takes a token of exactly 43 base64url characters, nothing around it', () => {
    expect(resetLinkFrom(TOKEN, undefined)).toEqual({ token: TOKEN });
    for (const bad of [`${TOKEN}b`, `b${TOKEN}`, `!${TOKEN}`, `${TOKEN}!`]) expect(resetLinkFrom(bad, undefined), bad).toBeNull();
  });

  it('reads an empty e-mail part as none, and takes an e-mail of up to 254 characters', () => {
    expect(resetLinkFrom(TOKEN, '')).toEqual({ token: TOKEN });
    const longest = `${'a'.repeat(64)}@${'b'.repeat(185)}.com`;
    expect(longest).toHaveLength(254);
    expect(resetLinkFrom(TOKEN, longest)).toEqual({ token: TOKEN, email: longest });
    expect(resetLinkFrom(TOKEN, `a${longest}`)).toBeNull();
  });

  it('says what the server says of a link that cannot work', () => {
    expect(INVALID_RESET_LINK).toBe('This password reset link is invalid or has expired. Please request a new one.');
  });
});
