import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { couponStanding } from './coupon-standing';

describe("a subscription coupon's standing for the upcoming delivery", () => {
  const welcome = { firstPeriod: 1, usingPeriodsCount: 1 };

  it('shows a first-delivery coupon as used once the first delivery is paid (the seeded Sildenafil)', () => {
    expect(couponStanding(welcome, 1, false)).toEqual({ kind: 'used', firstDelivery: 1, deliveries: 1 });
    expect(couponStanding(welcome, 1, null)).toEqual({ kind: 'used', firstDelivery: 1, deliveries: 1 });
    expect(couponStanding(welcome, 3, false)).toEqual({ kind: 'used', firstDelivery: 1, deliveries: 1 });
  });

  it('takes the upcoming price at its word when it lists the coupon', () => {
    expect(couponStanding(welcome, 0, true)).toEqual({ kind: 'takesOffNext' });
    expect(couponStanding({ firstPeriod: 2, usingPeriodsCount: 3 }, 3, true)).toEqual({ kind: 'takesOffNext' });
  });

  it('says a coupon applied for a later delivery starts later', () => {
    expect(couponStanding({ firstPeriod: 4, usingPeriodsCount: 1 }, 1, false)).toEqual({ kind: 'startsLater', firstDelivery: 4 });
    expect(couponStanding({ firstPeriod: 3, usingPeriodsCount: null }, 1, null)).toEqual({ kind: 'startsLater', firstDelivery: 3 });
  });

  it('counts the periods from the one it was applied at (a winback coupon at reactivation)', () => {
    const winback = { firstPeriod: 3, usingPeriodsCount: 1 };
    expect(couponStanding(winback, 2, true)).toEqual({ kind: 'takesOffNext' });
    expect(couponStanding(winback, 3, false)).toEqual({ kind: 'used', firstDelivery: 3, deliveries: 1 });
    expect(couponStanding({ firstPeriod: 1, usingPeriodsCount: 3 }, 2, false)).toEqual({ kind: 'notOnNext' });
    expect(couponStanding({ firstPeriod: 1, usingPeriodsCount: 3 }, 3, false)).toEqual({ kind: 'used', firstDelivery: 1, deliveries: 3 });
  });

  it('never calls a coupon without an end used, and says nothing it cannot know without the upcoming price', () => {
    expect(couponStanding({ firstPeriod: 1, usingPeriodsCount: null }, 12, false)).toEqual({ kind: 'notOnNext' });
    expect(couponStanding({ firstPeriod: 1, usingPeriodsCount: null }, 12, null)).toEqual({ kind: 'unknown' });
    expect(couponStanding({ firstPeriod: 1, usingPeriodsCount: 2 }, 1, null)).toEqual({ kind: 'unknown' });
  });

  it('reads a missing first period as the first delivery, and a count below one as one', () => {
    expect(couponStanding({ firstPeriod: null, usingPeriodsCount: 1 }, 1, false)).toEqual({ kind: 'used', firstDelivery: 1, deliveries: 1 });
    expect(couponStanding({ firstPeriod: 1, usingPeriodsCount: 0 }, 0, null)).toEqual({ kind: 'unknown' });
    expect(couponStanding({ firstPeriod: 1, usingPeriodsCount: 0 }, 1, null)).toEqual({ kind: 'used', firstDelivery: 1, deliveries: 1 });
  });

  const periods = fc.option(fc.integer({ min: 1, max: 24 }));
  const paid = fc.integer({ min: 0, max: 24 });
  const onPrice = fc.constantFrom(true, false, null);

  test.prop([periods, periods, paid, onPrice])(
    'calls a coupon used only when the last period it may cover is paid',
    (firstPeriod, usingPeriodsCount, paidPeriods, listed) => {
      const standing = couponStanding({ firstPeriod, usingPeriodsCount }, paidPeriods, listed);
      if (standing.kind === 'used') {
        expect(usingPeriodsCount).not.toBeNull();
        expect(standing.firstDelivery + standing.deliveries - 1).toBeLessThanOrEqual(paidPeriods);
        expect(listed).not.toBe(true);
      }
    },
  );

  test.prop([periods, periods, paid, onPrice])(
    'says it takes money off the next delivery exactly when the upcoming price lists it',
    (firstPeriod, usingPeriodsCount, paidPeriods, listed) => {
      expect(couponStanding({ firstPeriod, usingPeriodsCount }, paidPeriods, listed).kind === 'takesOffNext').toBe(listed === true);
    },
  );

  test.prop([periods, periods, paid])(
    'claims nothing about the next delivery without its price, and never contradicts it',
    (firstPeriod, usingPeriodsCount, paidPeriods) => {
      expect(couponStanding({ firstPeriod, usingPeriodsCount }, paidPeriods, null).kind).not.toBe('notOnNext');
      expect(couponStanding({ firstPeriod, usingPeriodsCount }, paidPeriods, false).kind).not.toBe('unknown');
    },
  );
});
