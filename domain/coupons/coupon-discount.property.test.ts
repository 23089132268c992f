import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { toCents, toDollars } from '../shared/money';
import { withCouponDefaults, type Coupon } from './coupon';
import { couponCoversPeriod, discountCents, discountedPriceCents, periodPricesCents } from './coupon-discount';

const dollarsOff = (discountValue: number) => ({ discountType: '$' as const, discountValue });
const percentOff = (discountValue: number) => ({ discountType: '%' as const, discountValue });

describe('the discounted price (spec §3, §9; arithmetic in domain/README.md)', () => {
  it('takes a fixed amount off, in cents, never below zero', () => {
    expect(discountedPriceCents(dollarsOff(20), 14_999)).toBe(12_999);
    expect(discountedPriceCents(dollarsOff(19.99), 14_999)).toBe(13_000);
    expect(discountedPriceCents(dollarsOff(200), 14_999)).toBe(0);
    expect(discountedPriceCents(dollarsOff(-5), 14_999)).toBe(14_999);
    expect(discountedPriceCents(dollarsOff(Number.NaN), 14_999)).toBe(14_999);
  });

  it('takes a percentage off, rounded half up to the cent, capped at 100', () => {
    expect(discountCents(percentOff(15), 14_999)).toBe(2_250); // 2249.85
    expect(discountCents(percentOff(10), 1_005)).toBe(101); // 100.5 rounds up
    expect(discountCents(percentOff(10), 1_004)).toBe(100); // 100.4 rounds down
    expect(discountCents(percentOff(33.33), 10_000)).toBe(3_333);
    expect(discountCents(percentOff(12.345), 10_000)).toBe(1_235); // read as 12.35 %
    expect(discountedPriceCents(percentOff(100), 14_999)).toBe(0);
    expect(discountedPriceCents(percentOff(150), 14_999)).toBe(0);
    expect(discountedPriceCents(percentOff(-10), 14_999)).toBe(14_999);
    expect(discountedPriceCents(percentOff(Number.POSITIVE_INFINITY), 14_999)).toBe(14_999);
  });

  const price = fc.integer({ min: 0, max: 10_000_000 });
  const value = fc.double({ min: -50, max: 200_000, noNaN: true });
  const type = fc.constantFrom<'$' | '%'>('$', '%');

  test.prop([type, value, price])('is never negative and never above the price, in whole cents', (discountType, discountValue, cents) => {
    const discounted = discountedPriceCents({ discountType, discountValue }, cents);
    expect(Number.isInteger(discounted)).toBe(true);
    expect(discounted).toBeGreaterThanOrEqual(0);
    expect(discounted).toBeLessThanOrEqual(cents);
  });

  test.prop([type, value, value, price])('falls as the discount value grows', (discountType, a, b, cents) => {
    const [small, large] = a <= b ? [a, b] : [b, a];
    expect(discountedPriceCents({ discountType, discountValue: large }, cents)).toBeLessThanOrEqual(
      discountedPriceCents({ discountType, discountValue: small }, cents),
    );
  });

  test.prop([fc.integer({ min: 0, max: 10_000 }), price])('a percentage discount is the exact share rounded half up', (basisPoints, cents) => {
    const exactTimes10000 = cents * basisPoints; // the discount in 1/10000 cent, exact in integers
    const expected = Math.floor(exactTimes10000 / 10_000) + (exactTimes10000 % 10_000 >= 5_000 ? 1 : 0);
    expect(discountCents(percentOff(basisPoints / 100), cents)).toBe(expected);
  });

  test.prop([fc.integer({ min: 0, max: 100_000_00 }), price])('a fixed discount takes exactly its cents, up to the price', (offCents, cents) => {
    expect(discountCents(dollarsOff(toDollars(offCents)), cents)).toBe(Math.min(offCents, cents));
  });
});

describe('for usingPeriodsCount periods, by periodType', () => {
  const coupon = (patch: Partial<Coupon>): Coupon => ({ ...withCouponDefaults({ name: 'X', discountValue: 10 }), ...patch });

  it('covers the first period for one_time, the first usingPeriodsCount for custom, every period for forever', () => {
    expect([0, 1, 2].map((p) => couponCoversPeriod(coupon({ periodType: 'one_time', usingPeriodsCount: 3 }), p))).toEqual([false, true, false]);
    expect([0, 1, 3, 4].map((p) => couponCoversPeriod(coupon({ periodType: 'custom', usingPeriodsCount: 3 }), p))).toEqual([false, true, true, false]);
    expect([1, 12, 120].every((p) => couponCoversPeriod(coupon({ periodType: 'forever' }), p))).toBe(true);
  });

  it('prices the periods fetched for price (2): discounted where covered, full elsewhere', () => {
    expect(periodPricesCents(coupon({ periodType: 'one_time' }), 14_999, 2)).toEqual([13_999, 14_999]);
    expect(periodPricesCents(coupon({ periodType: 'custom', usingPeriodsCount: 2 }), 14_999, 2)).toEqual([13_999, 13_999]);
    expect(periodPricesCents(null, 14_999, 2)).toEqual([14_999, 14_999]);
    expect(periodPricesCents(null, 14_999, 0)).toEqual([]);
  });

  test.prop([fc.integer({ min: 1, max: 24 }), fc.integer({ min: 0, max: 36 }), fc.integer({ min: 1_001, max: 100_000 })])(
    'discounts exactly min(periods, usingPeriodsCount) periods of a custom coupon, the first ones',
    (count, periods, cents) => {
      const prices = periodPricesCents(coupon({ periodType: 'custom', usingPeriodsCount: count }), cents, periods);
      const discounted = prices.filter((p) => p < cents).length;
      expect(prices).toHaveLength(periods);
      expect(discounted).toBe(Math.min(periods, count));
      expect(prices.slice(0, discounted).every((p) => p === cents - 1_000)).toBe(true);
    },
  );
});

describe('money in cents', () => {
  it('rounds dollars half up to the cent', () => {
    expect(toCents(19.99)).toBe(1_999);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toDollars(1_999)).toBe(19.99);
  });

  test.prop([fc.integer({ min: 0, max: 1_000_000_000 })])('round-trips cents through dollars', (cents) => {
    expect(toCents(toDollars(cents))).toBe(cents);
  });
});
