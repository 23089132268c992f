import { describe, expect, it } from 'vitest';
import type { PriceOption } from '../entities/price-option';
import { SILDENAFIL } from './plan-catalogue.fixture';
import type { PlanCandidate } from './plan-choices';
import { priceOfPlan } from './plan-price';

const generic = SILDENAFIL.variations[1]!;
const plan: PlanCandidate = { product: SILDENAFIL, variation: generic, dose: generic.doses[1]!, reception: 8, delivery: 3 };

const price = (extra: Partial<PriceOption>): PriceOption => ({
  productId: SILDENAFIL._id,
  variationId: generic._id,
  doseId: 's50',
  frequencyOfReception: 8,
  frequencyOfDelivery: 3,
  unitsPerDelivery: 24,
  strikeThroughPrice: 90,
  price: 72,
  couponDiscount: 0,
  offerPrice: 72,
  pricePerMonth: 24,
  ...extra,
});

describe('priceOfPlan', () => {
  it("finds the row of the plan's dose, variation, uses and delivery", () => {
    const prices = [price({ frequencyOfDelivery: 1, price: 30 }), price({ doseId: 's100', price: 99 }), price({ price: 72 })];
    expect(priceOfPlan(prices, plan)?.price).toBe(72);
  });

  it('has none for a plan the catalogue does not price, nor without a plan', () => {
    expect(priceOfPlan([price({ variationId: 'viagra' }), price({ frequencyOfReception: 4 })], plan)).toBeNull();
    expect(priceOfPlan([price({})], null)).toBeNull();
  });
});
