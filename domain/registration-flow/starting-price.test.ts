import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { PriceOption } from '../entities/price-option';
import { SILDENAFIL, TADALAFIL } from './plan-catalogue.fixture';
import { planCandidates, type PlanCandidate } from './plan-choices';
import { startingMonthlyPrice } from './starting-price';

const priceFor = (plan: PlanCandidate, pricePerMonth: number): PriceOption => ({
  productId: plan.product._id,
  variationId: plan.variation._id,
  doseId: plan.dose._id,
  frequencyOfReception: plan.reception,
  frequencyOfDelivery: plan.delivery,
  unitsPerDelivery: plan.reception * plan.delivery,
  strikeThroughPrice: pricePerMonth * plan.delivery,
  price: pricePerMonth * plan.delivery,
  couponDiscount: 0,
  offerPrice: pricePerMonth * plan.delivery,
  pricePerMonth,
});

const PRODUCTS = [SILDENAFIL, TADALAFIL];
const PLANS = planCandidates(PRODUCTS);
const inactiveViagra = SILDENAFIL.variations[0]!;

describe('startingMonthlyPrice', () => {
  it("is the lowest monthly price among the line's plans, whichever product it belongs to", () => {
    const prices = PLANS.map((plan, index) => priceFor(plan, plan.product === TADALAFIL && index % 2 === 1 ? 6.8 : 20 + index));
    expect(startingMonthlyPrice(PRODUCTS, prices)).toBe(6.8);
  });

  it('ignores a price for a dose no plan offers (an inactive one)', () => {
    const inactive = { ...priceFor(PLANS[0]!, 1), variationId: inactiveViagra._id, doseId: 'v25' };
    expect(startingMonthlyPrice(PRODUCTS, [inactive, priceFor(PLANS[0]!, 12)])).toBe(12);
  });

  it('has none when no plan is priced or the line offers nothing', () => {
    expect(startingMonthlyPrice(PRODUCTS, [])).toBeNull();
    expect(startingMonthlyPrice([], [priceFor(PLANS[0]!, 12)])).toBeNull();
  });

  test.prop([fc.array(fc.option(fc.integer({ min: 1, max: 100_000 }).map((cents) => cents / 100)), { minLength: PLANS.length, maxLength: PLANS.length })])(
    'for any prices of any subset of the plans, it is one of them and no plan is cheaper',
    (monthly) => {
      const prices = PLANS.flatMap((plan, index) => (monthly[index] == null ? [] : [priceFor(plan, monthly[index])]));
      const lowest = startingMonthlyPrice(PRODUCTS, prices);
      if (prices.length === 0) return expect(lowest).toBeNull();
      expect(prices.map((price) => price.pricePerMonth)).toContain(lowest);
      for (const price of prices) expect(lowest).toBeLessThanOrEqual(price.pricePerMonth);
    },
  );
});
