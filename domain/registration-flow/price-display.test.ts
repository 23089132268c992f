import { describe, expect, it } from 'vitest';
import { couponsComeOffEveryDelivery, eachDeliveryPrice, planPriceSummary, savingPercent, showsStrikeThrough, storedPriceValues } from './price-display';

// Oral Finasteride 1 mg, 30 uses a month, as product-pricing prices it once WELCOME20 ($20 off the first
// delivery, usingPeriodsCount 1) is on the subscription.
const MONTHLY = { strikeThroughPrice: 24, price: 24, offerPrice: 4 };
const QUARTERLY = { strikeThroughPrice: 72, price: 54, offerPrice: 34 };
const PRIORITY_SHIPPING = { price: 9.99, recurring: true };
const PILL_SPLITTER = { price: 4.99, recurring: false };

describe('prices as the patient sees them', () => {
  it('strikes through the regular price only when the patient pays less', () => {
    expect(showsStrikeThrough(30, 25.5)).toBe(true);
    expect(showsStrikeThrough(30, 30)).toBe(false);
    expect(showsStrikeThrough(0.1 + 0.2, 0.3)).toBe(false);
  });

  it('gives the saving as a whole percentage, rounded down', () => {
    expect(savingPercent(30, 25.5)).toBe(15);
    expect(savingPercent(3, 2)).toBe(33);
    expect(savingPercent(0, 0)).toBe(0);
    expect(savingPercent(10, 12)).toBe(0);
  });

  it('keeps the price values as two-decimal texts', () => {
    expect(storedPriceValues({ offerPrice: 20, strikeThroughPrice: 24.5 }, 44.99)).toEqual({
      offerPrice: '20.00',
      strikeThroughPrice: '24.50',
      calculatedPrice: '44.99',
    });
  });
});

describe('each delivery and the first one, with a coupon', () => {
  it('counts a coupon in every delivery only when none of the coupons lasts a limited number of periods', () => {
    expect(couponsComeOffEveryDelivery([])).toBe(true);
    expect(couponsComeOffEveryDelivery([{ usingPeriodsCount: null }])).toBe(true);
    expect(couponsComeOffEveryDelivery([{ usingPeriodsCount: 1 }])).toBe(false);
    expect(couponsComeOffEveryDelivery([{ usingPeriodsCount: null }, { usingPeriodsCount: 3 }])).toBe(false);
  });

  it('does not give $20 off the first delivery as the price of every delivery', () => {
    expect(eachDeliveryPrice(MONTHLY, false)).toEqual({ regular: 24, offer: 24, savingPercent: 0 });
    expect(eachDeliveryPrice(QUARTERLY, false)).toEqual({ regular: 72, offer: 54, savingPercent: 25 });
  });

  it('counts a coupon for every period in each delivery', () => {
    expect(eachDeliveryPrice(QUARTERLY, true)).toEqual({ regular: 72, offer: 34, savingPercent: 52 });
  });

  it('shows the first delivery apart, with its coupon and every add-on: what the payment step holds', () => {
    expect(planPriceSummary(QUARTERLY, false, [])).toEqual({ each: { regular: 72, offer: 54, savingPercent: 25 }, eachWithAddons: null, firstDelivery: 34 });
    expect(planPriceSummary(QUARTERLY, false, [PRIORITY_SHIPPING])).toEqual({
      each: { regular: 72, offer: 54, savingPercent: 25 },
      eachWithAddons: 63.99,
      firstDelivery: 43.99,
    });
    expect(planPriceSummary(QUARTERLY, false, [PRIORITY_SHIPPING, PILL_SPLITTER]).firstDelivery).toBe(48.98);
  });

  it('has no first-delivery line when the first delivery costs what each does', () => {
    expect(planPriceSummary({ strikeThroughPrice: 72, price: 54, offerPrice: 54 }, true, [PRIORITY_SHIPPING])).toEqual({
      each: { regular: 72, offer: 54, savingPercent: 25 },
      eachWithAddons: 63.99,
      firstDelivery: null,
    });
    expect(planPriceSummary(QUARTERLY, true, []).firstDelivery).toBeNull();
  });
});
