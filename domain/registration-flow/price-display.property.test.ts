import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { toCents } from '../shared/money';
import { eachDeliveryPrice, planPriceSummary } from './price-display';

const cents = (max: number) => fc.integer({ min: 0, max }).map((value) => value / 100);

/** An option as product-pricing prices it: regular >= price (frequency saving) >= offer (coupons off). */
const deliveryPrices = fc
  .tuple(cents(100_000), cents(100_000), cents(100_000))
  .map(([a, b, c]) => [a, b, c].sort((x, y) => y - x))
  .map(([strikeThroughPrice, price, offerPrice]) => ({ strikeThroughPrice: strikeThroughPrice ?? 0, price: price ?? 0, offerPrice: offerPrice ?? 0 }));

const addons = fc.array(fc.record({ price: cents(5_000), recurring: fc.boolean() }), { maxLength: 4 });

describe('each delivery and the first one, for any option, coupons and add-ons', () => {
  test.prop([deliveryPrices, addons])('a coupon for a limited number of periods never lowers the price of each delivery', (prices, chosen) => {
    const summary = planPriceSummary(prices, false, chosen);
    expect(summary.each.offer).toBe(prices.price);
    expect(eachDeliveryPrice(prices, false).offer).toBe(prices.price);
  });

  test.prop([deliveryPrices, fc.boolean(), addons])(
    "the option card's saving and the plan's are the same figure, whatever the add-ons",
    (prices, everyDelivery, chosen) => {
      expect(planPriceSummary(prices, everyDelivery, chosen).each.savingPercent).toBe(eachDeliveryPrice(prices, everyDelivery).savingPercent);
    },
  );

  test.prop([deliveryPrices, fc.boolean(), addons])('the saving shown is never more than the patient saves', (prices, everyDelivery, chosen) => {
    const { each } = planPriceSummary(prices, everyDelivery, chosen);
    const regular = toCents(each.regular);
    expect(regular === 0 ? each.savingPercent === 0 : each.savingPercent * regular <= (regular - toCents(each.offer)) * 100).toBe(true);
  });

  test.prop([deliveryPrices, fc.boolean(), addons])(
    'the first delivery is the offer with every add-on, each later one the price with the recurring add-ons',
    (prices, everyDelivery, chosen) => {
      const summary = planPriceSummary(prices, everyDelivery, chosen);
      const sum = (list: readonly { readonly price: number }[]) => list.reduce((total, addon) => total + toCents(addon.price), 0);
      const eachCents = toCents(summary.each.offer) + sum(chosen.filter((addon) => addon.recurring));
      expect(toCents(summary.eachWithAddons ?? summary.each.offer)).toBe(eachCents);
      expect(toCents(summary.firstDelivery ?? summary.eachWithAddons ?? summary.each.offer)).toBe(toCents(prices.offerPrice) + sum(chosen));
    },
  );
});
