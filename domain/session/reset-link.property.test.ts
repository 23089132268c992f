import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { resetLinkFrom } from './reset-link';

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
});
