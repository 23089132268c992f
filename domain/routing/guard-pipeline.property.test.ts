import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { GuardContext } from './guard-decisions';
import { GUARD_NAMES, LAYOUT_GUARDS, routeGuards, runGuards } from './guard-pipeline';

const visitor: GuardContext = {
  brand: 'women',
  location: { pathname: '/user/chat', search: '' },
  slug: null,
  queryType: null,
  loggedIn: false,
  status: null,
  subscriptionTypes: [],
  session: { kind: 'logged-out', reason: 'no-marker', redirectTo: '/' },
};
const patient: GuardContext = { ...visitor, loggedIn: true, status: 'active', session: { kind: 'active', activityAt: 1, refreshToken: true } };

describe('guards by layout (spec §4)', () => {
  it('patient area uses activeUser and session, steps registerUser and session, auth auth', () => {
    expect(GUARD_NAMES).toEqual(['activeUser', 'auth', 'registerUser', 'session', 'domainRouting']);
    expect(LAYOUT_GUARDS).toEqual({
      patient: ['activeUser', 'session'],
      steps: ['registerUser', 'session'],
      auth: ['auth'],
    });
    expect(routeGuards('patient')).toEqual(['domainRouting', 'activeUser', 'session']);
    expect(routeGuards('steps')).toEqual(['domainRouting', 'registerUser', 'session']);
    expect(routeGuards('auth')).toEqual(['domainRouting', 'auth']);
  });

  it('lets the first guard that does not continue decide', () => {
    expect(runGuards(routeGuards('patient'), visitor)).toEqual({ kind: 'redirect', to: '/login', deepLink: '/user/chat' });
    expect(runGuards(routeGuards('steps'), visitor)).toEqual({ kind: 'redirect', to: '/' });
    expect(runGuards(routeGuards('patient'), patient)).toEqual({ kind: 'continue' });
    expect(runGuards(routeGuards('auth'), { ...visitor, slug: 'ed', location: { pathname: '/ed', search: '' } })).toEqual({
      kind: 'redirect',
      to: '/weightloss',
    });
    expect(runGuards(['session'], { ...patient, session: visitor.session })).toEqual({ kind: 'redirect', to: '/', signOut: true });
    expect(runGuards([], visitor)).toEqual({ kind: 'continue' });
  });

  it("answers an unknown guard name with 500 'Unknown middleware', before any guard runs", () => {
    const unknown = { kind: 'error', statusCode: 500, message: 'Unknown middleware' };
    expect(runGuards(['adminOnly'], patient)).toEqual(unknown);
    expect(runGuards(['activeUser', 'adminOnly'], visitor)).toEqual(unknown);
    expect(runGuards(['toString'], patient)).toEqual(unknown);
    expect(runGuards(['__proto__'], patient)).toEqual(unknown);
  });

  test.prop([fc.array(fc.constantFrom(...GUARD_NAMES)), fc.string().filter((name) => !(GUARD_NAMES as string[]).includes(name)), fc.nat()])(
    'gives the 500 for any list holding an unknown name, wherever it stands',
    (names, unknown, position) => {
      const at = position % (names.length + 1);
      const list = [...names.slice(0, at), unknown, ...names.slice(at)];
      expect(runGuards(list, patient)).toEqual({ kind: 'error', statusCode: 500, message: 'Unknown middleware' });
    },
  );

  test.prop([fc.array(fc.constantFrom(...GUARD_NAMES)), fc.boolean()])('never errs on known names', (names, loggedIn) => {
    expect(runGuards(names, loggedIn ? patient : visitor).kind).not.toBe('error');
  });
});
