import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { queryStorageEffects, staysOnLoginPage } from './query-parameters';

const none = { token: null, code: null, type: null };

describe('query parameters (spec §2)', () => {
  it('token: clears local storage when it differs from the stored token', () => {
    expect(queryStorageEffects({ ...none, token: 'new-token' }, 'old-token')).toEqual([{ kind: 'clear' }]);
    expect(queryStorageEffects({ ...none, token: 'new-token' }, null)).toEqual([{ kind: 'clear' }]);
    expect(queryStorageEffects({ ...none, token: 'same' }, 'same')).toEqual([]);
    expect(queryStorageEffects({ ...none, token: '' }, 'stored')).toEqual([]);
    expect(queryStorageEffects({ ...none, token: '   ' }, 'stored')).toEqual([]);
    expect(queryStorageEffects(none, 'stored')).toEqual([]);
  });

  it('code: saved as the pending coupon code, after any clearing so the link keeps its coupon', () => {
    expect(queryStorageEffects({ ...none, code: 'WELCOME10' }, null)).toEqual([{ kind: 'set', key: 'pendingCouponCode', value: 'WELCOME10' }]);
    expect(queryStorageEffects({ token: 't2', code: ' SPRING ', type: null }, 't1')).toEqual([
      { kind: 'clear' },
      { kind: 'set', key: 'pendingCouponCode', value: 'SPRING' },
    ]);
    expect(queryStorageEffects({ ...none, code: ' ' }, null)).toEqual([]);
  });

  it('type: a logged-in user with wl, hl, ag or ed stays on the login page', () => {
    for (const type of ['wl', 'hl', 'ag', 'ed']) expect(staysOnLoginPage(true, type)).toBe(true);
    expect(staysOnLoginPage(false, 'wl')).toBe(false);
    expect(staysOnLoginPage(true, 'weightloss')).toBe(false);
    expect(staysOnLoginPage(true, 'WL')).toBe(false);
    expect(staysOnLoginPage(true, null)).toBe(false);
  });

  const value = fc.option(fc.string(), { nil: null });

  test.prop([value, value, value, value])('is total, clears at most once and always first', (token, code, type, stored) => {
    const effects = queryStorageEffects({ token, code, type }, stored);
    expect(effects.filter((effect) => effect.kind === 'clear').length).toBeLessThanOrEqual(1);
    expect(effects.findIndex((effect) => effect.kind === 'clear')).toBeLessThanOrEqual(0);
    expect(effects.length).toBeLessThanOrEqual(2);
  });

  test.prop([fc.string({ minLength: 1 }).filter((t) => t.trim() === t && t !== ''), value])(
    'clears exactly when a token is given and differs from the stored one',
    (token, stored) => {
      const cleared = queryStorageEffects({ token, code: null, type: null }, stored).some((effect) => effect.kind === 'clear');
      expect(cleared).toBe(token !== stored);
    },
  );

  test.prop([fc.string().filter((code) => code.trim() !== ''), value])('keeps every non-blank code, trimmed', (code, stored) => {
    expect(queryStorageEffects({ token: null, code, type: null }, stored)).toEqual([{ kind: 'set', key: 'pendingCouponCode', value: code.trim() }]);
  });
});
