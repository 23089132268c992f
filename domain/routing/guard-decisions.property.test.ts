import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { PRODUCT_TYPES } from '../shared/product-type';
import { safeAppPath } from './app-path';
import { activeUserGuard, authGuard, domainRoutingGuard, registerUserGuard, sessionGuard, type GuardContext } from './guard-decisions';

const ACTIVE = { kind: 'active', activityAt: 0, refreshToken: true } as const;

const base: GuardContext = {
  brand: 'main',
  location: { pathname: '/user/subscriptions', search: '' },
  slug: null,
  queryType: null,
  loggedIn: true,
  status: 'active',
  subscriptionTypes: ['ed'],
  session: ACTIVE,
};
const at = (pathname: string, search = '') => ({ location: { pathname, search } });

describe('activeUser guard (spec §4)', () => {
  it('remembers the path as a deep link and goes to /login when not logged in', () => {
    expect(activeUserGuard({ ...base, loggedIn: false, ...at('/user/subscriptions/42', '?tab=billing') })).toEqual({
      kind: 'redirect',
      to: '/login',
      deepLink: '/user/subscriptions/42?tab=billing',
    });
  });

  it('goes to /login without remembering a path that is not of this app', () => {
    expect(activeUserGuard({ ...base, loggedIn: false, ...at('//evil.example/x') })).toEqual({ kind: 'redirect', to: '/login' });
    expect(activeUserGuard({ ...base, loggedIn: false, ...at('/%2F%2Fevil.example') })).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('sends status register to /steps and lets an active user through', () => {
    expect(activeUserGuard({ ...base, status: 'register' })).toEqual({ kind: 'redirect', to: '/steps' });
    expect(activeUserGuard(base)).toEqual({ kind: 'continue' });
    expect(activeUserGuard({ ...base, status: null })).toEqual({ kind: 'continue' });
  });
});

describe('auth guard (spec §2, §4)', () => {
  it('lets a visitor through', () => {
    expect(authGuard({ ...base, loggedIn: false, slug: 'weightloss', ...at('/weightloss') })).toEqual({ kind: 'continue' });
  });

  it("sends a logged-in user to new-subscription with visitType when the slug's type is not among theirs", () => {
    expect(authGuard({ ...base, slug: 'weightloss', ...at('/weightloss') })).toEqual({
      kind: 'redirect',
      to: '/user/new-subscription?visitType=weightloss',
    });
    expect(authGuard({ ...base, subscriptionTypes: ['wl'], slug: 'register', ...at('/register') })).toEqual({
      kind: 'redirect',
      to: '/user/new-subscription?visitType=ed',
    });
  });

  it('sends them to /user/subscriptions when it is', () => {
    expect(authGuard({ ...base, subscriptionTypes: ['wl', 'ed'], slug: 'weightloss', ...at('/weightloss') })).toEqual({
      kind: 'redirect',
      to: '/user/subscriptions',
    });
    expect(authGuard({ ...base, status: 'register', slug: 'ed', ...at('/ed') })).toEqual({
      kind: 'redirect',
      to: '/user/subscriptions',
    });
  });

  it('otherwise sends register to /steps and active to /user/profile', () => {
    expect(authGuard({ ...base, status: 'register', ...at('/login') })).toEqual({ kind: 'redirect', to: '/steps' });
    expect(authGuard({ ...base, status: 'active', ...at('/login') })).toEqual({ kind: 'redirect', to: '/user/profile' });
    expect(authGuard({ ...base, status: null, ...at('/login') })).toEqual({ kind: 'continue' });
  });

  it('keeps a logged-in user with a valid type on the login page', () => {
    expect(authGuard({ ...base, queryType: 'wl', ...at('/login', '?type=wl') })).toEqual({ kind: 'continue' });
    expect(authGuard({ ...base, queryType: 'xx', ...at('/login', '?type=xx') })).toEqual({ kind: 'redirect', to: '/user/profile' });
    expect(authGuard({ ...base, queryType: 'wl', ...at('/reset-password', '?type=wl') })).toEqual({
      kind: 'redirect',
      to: '/user/profile',
    });
  });
});

describe('registerUser and session guards (spec §4)', () => {
  it('registerUser sends a visitor to /', () => {
    expect(registerUserGuard({ ...base, loggedIn: false })).toEqual({ kind: 'redirect', to: '/' });
    expect(registerUserGuard(base)).toEqual({ kind: 'continue' });
  });

  it('session signs out to / on a logged-out verdict and lets a live session through', () => {
    for (const reason of ['no-marker', 'inactive', 'no-identity'] as const) {
      expect(sessionGuard({ ...base, session: { kind: 'logged-out', reason, redirectTo: '/' } })).toEqual({
        kind: 'redirect',
        to: '/',
        signOut: true,
      });
    }
    expect(sessionGuard(base)).toEqual({ kind: 'continue' });
  });
});

describe('domainRouting guard (spec §4)', () => {
  /** A brand entry page: its pathname and its :slug. */
  const entryPage = (slug: string, search = '') => ({ slug, ...at(`/${slug}`, search) });

  it('sends /ed, /register, /hairloss, an unknown entry slug and / to /weightloss on the women’s theme, query kept', () => {
    const redirected = { kind: 'redirect', to: '/weightloss?code=SPRING' };
    for (const slug of ['ed', 'register', 'hairloss', 'weight-loss']) {
      expect(domainRoutingGuard({ ...base, brand: 'women', ...entryPage(slug, '?code=SPRING') })).toEqual(redirected);
    }
    expect(domainRoutingGuard({ ...base, brand: 'women', ...at('/', '?code=SPRING') })).toEqual(redirected);
  });

  it('leaves the women’s own entry pages, other routes, and the main theme alone', () => {
    for (const slug of ['weightloss', 'antiaging']) {
      expect(domainRoutingGuard({ ...base, brand: 'women', ...entryPage(slug) })).toEqual({ kind: 'continue' });
    }
    for (const pathname of ['/login', '/user/subscriptions']) {
      expect(domainRoutingGuard({ ...base, brand: 'women', ...at(pathname) })).toEqual({ kind: 'continue' });
    }
    for (const slug of ['ed', 'register', 'hairloss', 'weight-loss']) {
      expect(domainRoutingGuard({ ...base, brand: 'main', ...entryPage(slug) })).toEqual({ kind: 'continue' });
    }
    expect(domainRoutingGuard({ ...base, brand: 'main', ...at('/') })).toEqual({ kind: 'continue' });
  });
});

const context = fc.record<GuardContext>({
  brand: fc.constantFrom('main', 'women'),
  location: fc.record({
    pathname: fc.oneof(fc.constantFrom('/', '/login', '/ed', '/weightloss', '/user/chat', '//evil.example'), fc.string()),
    search: fc.oneof(fc.constant(''), fc.stringMatching(/^\?[a-z]=[A-Za-z0-9]{0,8}$/)),
  }),
  slug: fc.option(fc.string(), { nil: null }),
  queryType: fc.option(fc.constantFrom('wl', 'hl', 'ag', 'ed', 'xx', ''), { nil: null }),
  loggedIn: fc.boolean(),
  status: fc.constantFrom('register', 'active', null),
  subscriptionTypes: fc.subarray([...PRODUCT_TYPES]),
  session: fc.oneof(
    fc.constant(ACTIVE),
    fc.constantFrom('no-marker', 'inactive', 'no-identity').map((reason) => ({ kind: 'logged-out', reason, redirectTo: '/' }) as const),
  ),
});

describe('every guard decision (properties)', () => {
  const guards = [activeUserGuard, authGuard, registerUserGuard, sessionGuard, domainRoutingGuard];

  test.prop([context])('redirects only to paths of this app, and remembers only paths of this app', (ctx) => {
    for (const guard of guards) {
      const decision = guard(ctx);
      if (decision.kind !== 'redirect') continue;
      expect(safeAppPath(decision.to)).toBe(decision.to);
      if (decision.deepLink !== undefined) expect(safeAppPath(decision.deepLink)).toBe(decision.deepLink);
    }
  });

  test.prop([context])('lets a visitor reach no guarded area, and never bounces a visitor off auth pages', (ctx) => {
    const visitor = { ...ctx, loggedIn: false };
    expect(activeUserGuard(visitor)).toMatchObject({ kind: 'redirect', to: '/login' });
    expect(registerUserGuard(visitor)).toEqual({ kind: 'redirect', to: '/' });
    expect(authGuard(visitor)).toEqual({ kind: 'continue' });
  });

  test.prop([context, fc.constantFrom(...PRODUCT_TYPES)])('keeps every logged-in user with a valid type on /login', (ctx, type) => {
    expect(authGuard({ ...ctx, loggedIn: true, queryType: type, location: { pathname: '/login', search: `?type=${type}` } })).toEqual({
      kind: 'continue',
    });
  });
});
