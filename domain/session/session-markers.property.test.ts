import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  evaluateSession,
  isTokenWithinExp,
  markersAfter,
  markersAfterTokenRefresh,
  markersAtLogin,
  NO_SESSION,
  withIdentity,
  type SessionMarkers,
  type SessionVerdict,
} from './session-markers';

const DAY = 86_400_000;
const THIRTY_DAYS = 2_592_000_000;
const HOUR = 3_600_000;
const T0 = 1_767_225_600_000; // 2026-01-01T00:00:00Z

describe('session (spec §4, §9)', () => {
  it('logs out to / when login left no expiry marker', () => {
    expect(evaluateSession({ expiryMarker: null, lastActivityAt: T0 }, T0)).toEqual({
      kind: 'logged-out',
      reason: 'no-marker',
      redirectTo: '/',
    });
  });

  it('logs out to / when 30 days or more passed since the last activity (2592000000 ms)', () => {
    const markers = { expiryMarker: T0 + HOUR, lastActivityAt: T0 };
    expect(THIRTY_DAYS).toBe(30 * DAY);
    expect(evaluateSession(markers, T0 + THIRTY_DAYS)).toEqual({ kind: 'logged-out', reason: 'inactive', redirectTo: '/' });
    expect(evaluateSession(markers, T0 + THIRTY_DAYS + 1)).toMatchObject({ kind: 'logged-out', reason: 'inactive' });
    expect(evaluateSession(markers, T0 + THIRTY_DAYS - 1)).toEqual({
      kind: 'active',
      activityAt: T0 + THIRTY_DAYS - 1,
      refreshToken: false,
    });
  });

  it('refreshes the activity time to now otherwise, with no activity stored yet too', () => {
    expect(evaluateSession({ expiryMarker: T0 + HOUR, lastActivityAt: null }, T0)).toEqual({
      kind: 'active',
      activityAt: T0,
      refreshToken: true,
    });
    const verdict = evaluateSession({ expiryMarker: T0 + HOUR, lastActivityAt: T0 - DAY }, T0);
    expect(markersAfter({ expiryMarker: T0 + HOUR, lastActivityAt: T0 - DAY }, verdict)).toEqual({
      expiryMarker: T0 + HOUR,
      lastActivityAt: T0,
    });
  });

  it('refreshes a token within its exp time only', () => {
    expect(isTokenWithinExp(T0 + 1, T0)).toBe(true);
    expect(isTokenWithinExp(T0, T0)).toBe(false);
    expect(isTokenWithinExp(T0 - 1, T0)).toBe(false);
    expect(evaluateSession({ expiryMarker: T0, lastActivityAt: T0 }, T0)).toMatchObject({ refreshToken: false });
    expect(evaluateSession({ expiryMarker: T0 + 1, lastActivityAt: T0 }, T0)).toMatchObject({ refreshToken: true });
  });

  it('stores the expiry marker and the activity time at login, and the new exp after a refresh', () => {
    expect(markersAtLogin(T0 + HOUR, T0)).toEqual({ expiryMarker: T0 + HOUR, lastActivityAt: T0 });
    expect(markersAfterTokenRefresh({ expiryMarker: T0, lastActivityAt: T0 - 5 }, T0 + 2 * HOUR)).toEqual({
      expiryMarker: T0 + 2 * HOUR,
      lastActivityAt: T0 - 5,
    });
  });

  it('clears both markers when the verdict is a logout', () => {
    expect(NO_SESSION).toEqual({ expiryMarker: null, lastActivityAt: null });
    const markers = { expiryMarker: T0, lastActivityAt: T0 - THIRTY_DAYS };
    expect(markersAfter(markers, evaluateSession(markers, T0))).toEqual(NO_SESSION);
  });

  it('sends a user with no current identity-provider user to /', () => {
    const active = evaluateSession({ expiryMarker: T0 + HOUR, lastActivityAt: T0 }, T0);
    expect(withIdentity(active, false)).toEqual({ kind: 'logged-out', reason: 'no-identity', redirectTo: '/' });
    expect(withIdentity(active, true)).toBe(active);
    const loggedOut = evaluateSession(NO_SESSION, T0);
    expect(withIdentity(loggedOut, true)).toBe(loggedOut);
    expect(withIdentity(loggedOut, false)).toBe(loggedOut);
  });

  const markers = fc.record({
    expiryMarker: fc.option(fc.integer({ min: 0, max: 2 * T0 }), { nil: null }),
    lastActivityAt: fc.option(fc.integer({ min: 0, max: 2 * T0 }), { nil: null }),
  });

  test.prop([markers, fc.integer({ min: 0, max: 2 * T0 })])('is total: every stored state gives a verdict that ends at / or keeps now', (stored, now) => {
    const verdict = evaluateSession(stored, now);
    if (verdict.kind === 'active') {
      expect(verdict.activityAt).toBe(now);
      expect(stored.expiryMarker).not.toBeNull();
    } else {
      expect(verdict.redirectTo).toBe('/');
      expect(markersAfter(stored, verdict)).toEqual(NO_SESSION);
    }
  });

  test.prop([fc.integer({ min: 0, max: T0 }), fc.integer({ min: 0, max: 40 * DAY })])(
    'logs out exactly when the idle time reaches 30 days',
    (lastActivityAt, idle) => {
      const verdict = evaluateSession({ expiryMarker: lastActivityAt, lastActivityAt }, lastActivityAt + idle);
      expect(verdict.kind === 'logged-out').toBe(idle >= THIRTY_DAYS);
    },
  );
});

/** The model: is anybody logged in, since when idle, and until when the token is good. */
interface SessionModel {
  now: number;
  loggedIn: boolean;
  lastActivity: number;
  tokenExp: number;
}

/** The real thing: the two stored markers driven only through the domain functions, as the app does. */
interface SessionSystem {
  now: number;
  markers: SessionMarkers;
}

class Login implements fc.Command<SessionModel, SessionSystem> {
  constructor(readonly tokenLifetime: number) {}
  check = () => true;
  run(model: SessionModel, real: SessionSystem): void {
    real.markers = markersAtLogin(real.now + this.tokenLifetime, real.now);
    Object.assign(model, { loggedIn: true, lastActivity: model.now, tokenExp: model.now + this.tokenLifetime });
  }
  toString = () => `Login(${this.tokenLifetime})`;
}

class Wait implements fc.Command<SessionModel, SessionSystem> {
  constructor(readonly ms: number) {}
  check = () => true;
  run(model: SessionModel, real: SessionSystem): void {
    model.now += this.ms;
    real.now += this.ms;
  }
  toString = () => `Wait(${this.ms})`;
}

/** Every request evaluates the session, refreshes the activity time and, within exp, the token. */
class Request implements fc.Command<SessionModel, SessionSystem> {
  constructor(readonly newTokenLifetime: number) {}
  check = () => true;
  run(model: SessionModel, real: SessionSystem): void {
    const verdict = evaluateSession(real.markers, real.now);
    real.markers = markersAfter(real.markers, verdict);
    if (verdict.kind === 'active' && verdict.refreshToken) {
      real.markers = markersAfterTokenRefresh(real.markers, real.now + this.newTokenLifetime);
    }

    let expected: SessionVerdict;
    if (!model.loggedIn) expected = { kind: 'logged-out', reason: 'no-marker', redirectTo: '/' };
    else if (model.now - model.lastActivity >= 30 * DAY) {
      expected = { kind: 'logged-out', reason: 'inactive', redirectTo: '/' };
      model.loggedIn = false;
    } else {
      expected = { kind: 'active', activityAt: model.now, refreshToken: model.now < model.tokenExp };
      model.lastActivity = model.now;
      if (model.now < model.tokenExp) model.tokenExp = model.now + this.newTokenLifetime;
    }
    expect(verdict).toEqual(expected);
    expect(real.markers).toEqual(model.loggedIn ? { expiryMarker: model.tokenExp, lastActivityAt: model.lastActivity } : NO_SESSION);
  }
  toString = () => `Request(${this.newTokenLifetime})`;
}

class Logout implements fc.Command<SessionModel, SessionSystem> {
  check = () => true;
  run(model: SessionModel, real: SessionSystem): void {
    real.markers = NO_SESSION;
    model.loggedIn = false;
  }
  toString = () => 'Logout';
}

const waits = fc.oneof(fc.constantFrom(THIRTY_DAYS, THIRTY_DAYS - 1, HOUR, HOUR - 1, 1, 0), fc.integer({ min: 0, max: 31 * DAY }));
const lifetimes = fc.constantFrom(HOUR, 1, 0);

describe('session over time (model-based, spec §4)', () => {
  test.prop([
    fc.commands(
      [
        lifetimes.map((lifetime) => new Login(lifetime)),
        waits.map((ms) => new Wait(ms)),
        lifetimes.map((lifetime) => new Request(lifetime)),
        fc.constant(new Logout()),
      ],
      { size: '+1' },
    ),
  ])('logs out only without a marker or after 30 idle days, and keeps the markers in step', (commands) => {
    fc.modelRun(
      () => ({
        model: { now: T0, loggedIn: false, lastActivity: 0, tokenExp: 0 },
        real: { now: T0, markers: NO_SESSION },
      }),
      commands,
    );
  });
});
