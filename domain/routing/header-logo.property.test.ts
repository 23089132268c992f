import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { headerLogoDestination } from './header-logo';

describe('header logo click (spec §2)', () => {
  it('goes to the brand website on /register, /ed and /login', () => {
    for (const path of ['/register', '/ed', '/login', '/login/', '/ed//']) {
      expect(headerLogoDestination(path)).toEqual({ kind: 'brand-website' });
    }
  });

  it('goes to /login everywhere else', () => {
    for (const path of ['/', '/weightloss', '/hairloss', '/reset-password', '/user/subscriptions', '/edx', '/Login', '']) {
      expect(headerLogoDestination(path)).toEqual({ kind: 'route', path: '/login' });
    }
  });

  test.prop([fc.string()])('is total: every path gives the website or /login', (path) => {
    const expected = ['/register', '/ed', '/login'].includes(path.replace(/\/+$/, ''));
    expect(headerLogoDestination(path)).toEqual(expected ? { kind: 'brand-website' } : { kind: 'route', path: '/login' });
  });
});
