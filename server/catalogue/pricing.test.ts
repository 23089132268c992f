import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Coupon, Dose, SubscriptionCoupon } from './catalogue-types';
import { averagePrice, couponDiscount, deliveryPrice, periodsCovered, pricePeriod, type PlanTerms } from './pricing';

const dose = (overrides: Partial<Dose> = {}): Dose => ({
  _id: 'a'.repeat(24),
  weight: 50,
  measure: 'mg',
  intensity: 'medium',
  status: 'active',
  price: 3,
  specialQuarterlyPrice: 2.5,
  description: '',
  calculationAsPackage: false,
  mostPopular: true,
  strength: '50 mg',
  ...overrides,
});

const coupon = (overrides: Partial<SubscriptionCoupon> = {}): SubscriptionCoupon => ({
  _id: 'c'.repeat(24),
  code: 'TEST',
  name: 'Test',
  description: '',
  status: 'active',
  action: 'registration',
  discountType: '$',
  discountValue: 20,
  usingPeriodsCount: 1,
  periodType: 'period',
  appliesTo: [{ appliesObjType: 'ed', frequencyOfDelivery: [], frequencyOfReception: null }],
  firstPeriod: 1,
  appliedAt: '2025-01-01T00:00:00.000Z',
  ...overrides,
});

const quarterly: PlanTerms = { productType: 'ed', frequencyOfReception: 8, frequencyOfDelivery: 3 };
const monthly: PlanTerms = { ...quarterly, frequencyOfDelivery: 1 };

describe('the price of a delivery', () => {
  it('counts units per use and month, and takes the special quarterly price for 3-month deliveries', () => {
    expect(deliveryPrice(dose(), monthly)).toEqual({ units: 8, strikeThrough: 2400, price: 2400 });
    expect(deliveryPrice(dose(), quarterly)).toEqual({ units: 24, strikeThrough: 7200, price: 6000 });
    expect(deliveryPrice(dose({ specialQuarterlyPrice: null }), quarterly)).toEqual({ units: 24, strikeThrough: 7200, price: 7200 });
  });

  it('counts one package a month for a dose sold as a package, whatever the uses', () => {
    const pen = dose({ calculationAsPackage: true, price: 249, specialQuarterlyPrice: 219 });
    expect(deliveryPrice(pen, { frequencyOfReception: 4, frequencyOfDelivery: 3 })).toEqual({ units: 3, strikeThrough: 74700, price: 65700 });
  });

  it('keeps cents exact where dollars in floating point would not', () => {
    // 0.1 + 0.2 style traps: $0.99 x 90 tablets is $89.10, not 89.10000000000001.
    expect(deliveryPrice(dose({ price: 1.2, specialQuarterlyPrice: 0.99 }), { frequencyOfReception: 30, frequencyOfDelivery: 3 }).price).toBe(8910);
  });
});

describe('coupons', () => {
  it('apply to their product type, delivery and uses only', () => {
    const onlyQuarterly = coupon({ appliesTo: [{ appliesObjType: 'ed', frequencyOfDelivery: [3], frequencyOfReception: null }] });
    expect(couponDiscount(6000, [onlyQuarterly], quarterly, 1).total).toBe(2000);
    expect(couponDiscount(2400, [onlyQuarterly], monthly, 1).total).toBe(0);
    const onlyDaily = coupon({ appliesTo: [{ appliesObjType: 'ed', frequencyOfDelivery: [], frequencyOfReception: 30 }] });
    expect(couponDiscount(6000, [onlyDaily], quarterly, 1).total).toBe(0);
    expect(couponDiscount(6000, [coupon()], { ...quarterly, productType: 'hl' }, 1).total).toBe(0);
  });

  it('last the periods they count, from the period they were applied at', () => {
    const twoPeriods = coupon({ usingPeriodsCount: 2, firstPeriod: 3 });
    expect([1, 2, 3, 4, 5].map((period) => couponDiscount(6000, [twoPeriods], quarterly, period).total)).toEqual([0, 0, 2000, 2000, 0]);
    expect(periodsCovered(coupon({ periodType: 'month', usingPeriodsCount: 3 }), 1)).toBe(3);
    expect(periodsCovered(coupon({ periodType: 'month', usingPeriodsCount: 3 }), 3)).toBe(1);
    expect(periodsCovered(coupon({ periodType: 'month', usingPeriodsCount: 4 }), 3)).toBe(2);
    expect(periodsCovered(coupon({ usingPeriodsCount: null }), 3)).toBeNull();
  });

  it('take percentages of the price first, then dollar amounts, and never more than the price', () => {
    const percent = coupon({ _id: 'p'.repeat(24), discountType: '%', discountValue: 15 });
    const result = couponDiscount(2400, [coupon({ discountValue: 30 }), percent], monthly, 1);
    expect(result.lines.map((line) => [line.coupon.discountType, line.amount])).toEqual([
      ['%', 360],
      ['$', 2040],
    ]);
    expect(result.total).toBe(2400);
  });

  it('round a percentage to the nearest cent', () => {
    expect(couponDiscount(999, [coupon({ discountType: '%', discountValue: 15 })], monthly, 1).total).toBe(150);
  });
});

describe('a period of a plan', () => {
  it('adds recurring add-ons every period and one-time add-ons to the first', () => {
    const addons = [
      { _id: '1'.repeat(24), name: 'Shipping protection', price: 4.99, recurring: true },
      { _id: '2'.repeat(24), name: 'Pill splitter', price: 4.99, recurring: false },
    ];
    const plan = { dose: dose(), terms: quarterly, coupons: [coupon()], addons };
    expect(pricePeriod(plan, 1)).toMatchObject({ price: 6000, couponDiscount: 2000, offer: 4000, addonsPrice: 998, total: 4998 });
    expect(pricePeriod(plan, 2)).toMatchObject({ price: 6000, couponDiscount: 0, offer: 6000, addonsPrice: 499, total: 6499 });
  });

  it('averages the next twelve months, coupons included', () => {
    const plan = { dose: dose(), terms: quarterly, coupons: [coupon()], addons: [] };
    expect(averagePrice(plan, 1)).toEqual({ months: 12, periods: 4, total: 22000, perMonth: 1833, perPeriod: 5500, perUnit: 229, strikeThroughPerMonth: 2400 });
  });
});

describe('pricing properties', () => {
  const money = fc.integer({ min: 1, max: 200_000 }).map((cents) => cents / 100);
  const anyDose = fc.record({
    price: money,
    specialQuarterlyPrice: fc.option(money, { nil: null }),
    calculationAsPackage: fc.boolean(),
  });
  const anyCoupon = fc.record({
    discountType: fc.constantFrom<Coupon['discountType']>('$', '%'),
    discountValue: fc.integer({ min: 1, max: 100_000 }).map((value) => value / 100),
    usingPeriodsCount: fc.option(fc.integer({ min: 1, max: 12 }), { nil: null }),
    periodType: fc.constantFrom<Coupon['periodType']>('period', 'month'),
    firstPeriod: fc.integer({ min: 1, max: 6 }),
  });
  const anyTerms = fc.record({
    productType: fc.constant<PlanTerms['productType']>('ed'),
    frequencyOfReception: fc.integer({ min: 1, max: 60 }),
    frequencyOfDelivery: fc.integer({ min: 1, max: 12 }),
  });

  it('never gives a negative price, and the lines add up to the discount', () => {
    fc.assert(
      fc.property(anyDose, fc.array(anyCoupon, { maxLength: 4 }), anyTerms, fc.integer({ min: 1, max: 24 }), (doseFields, coupons, terms, period) => {
        const priced = pricePeriod(
          { dose: dose(doseFields), terms, coupons: coupons.map((fields, index) => coupon({ ...fields, _id: String(index).repeat(24) })), addons: [] },
          period,
        );
        expect(priced.offer).toBeGreaterThanOrEqual(0);
        expect(priced.couponDiscount).toBeLessThanOrEqual(priced.price);
        expect(priced.coupons.reduce((sum, line) => sum + line.amount, 0)).toBe(priced.couponDiscount);
        expect(priced.coupons.every((line) => line.amount >= 0)).toBe(true);
        expect(Number.isInteger(priced.total)).toBe(true);
      }),
    );
  });

  it('never charges more than the strike-through price when the quarterly price is a discount', () => {
    fc.assert(
      fc.property(anyDose, anyTerms, (doseFields, terms) => {
        const quarterlyIsLower = doseFields.specialQuarterlyPrice === null || doseFields.specialQuarterlyPrice <= doseFields.price;
        const priced = deliveryPrice(dose(doseFields), terms);
        if (quarterlyIsLower) expect(priced.price).toBeLessThanOrEqual(priced.strikeThrough);
        if (terms.frequencyOfDelivery < 3) expect(priced.price).toBe(priced.strikeThrough);
      }),
    );
  });
});
