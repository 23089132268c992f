import { toCents, toDollars } from '../shared/money';

/** A strike-through price shows only when the patient pays less than it. */
export const showsStrikeThrough = (strikeThroughPrice: number, offerPrice: number): boolean => toCents(strikeThroughPrice) > toCents(offerPrice);

/** The saving as a whole percentage of the regular price (rounded down: never more than it is). */
export const savingPercent = (strikeThroughPrice: number, offerPrice: number): number => {
  const regular = toCents(strikeThroughPrice);
  return regular <= 0 ? 0 : Math.max(0, Math.floor(((regular - toCents(offerPrice)) * 100) / regular));
};

/**
 * One delivery of an option as product-pricing prices it for the upcoming period: the regular price, the
 * price with the delivery frequency's saving, and the offer, the upcoming period's coupons taken off.
 */
export interface DeliveryPrices {
  readonly strikeThroughPrice: number;
  readonly price: number;
  readonly offerPrice: number;
}

/**
 * Whether a subscription's coupons come off every delivery: only when none of them lasts a limited number
 * of periods (usingPeriodsCount null is every period). A coupon for the first delivery, or the first few,
 * is not the price of each delivery.
 */
export const couponsComeOffEveryDelivery = (coupons: readonly { readonly usingPeriodsCount: number | null }[]): boolean =>
  coupons.every((coupon) => coupon.usingPeriodsCount === null);

export interface EachDeliveryPrice {
  readonly regular: number;
  readonly offer: number;
  /** Whole percent of the regular price, rounded down; 0 when the offer is not lower. */
  readonly savingPercent: number;
}

/**
 * What each delivery of an option costs: its price with the delivery frequency's saving, the coupons taken
 * off only when they come off every delivery. Every option card and the plan's "Each delivery" read this.
 */
export const eachDeliveryPrice = (prices: DeliveryPrices, couponsEveryDelivery: boolean): EachDeliveryPrice => {
  const offer = couponsEveryDelivery ? prices.offerPrice : prices.price;
  return { regular: prices.strikeThroughPrice, offer, savingPercent: savingPercent(prices.strikeThroughPrice, offer) };
};

export interface PlanPriceSummary {
  /** The treatment, each delivery. */
  readonly each: EachDeliveryPrice;
  /** Each delivery with the add-ons that come with every delivery; null without any. */
  readonly eachWithAddons: number | null;
  /**
   * The first delivery: the upcoming period's offer (its coupons off) with every add-on chosen, one-time ones
   * included (what the payment step holds); null when it is what each delivery costs.
   */
  readonly firstDelivery: number | null;
}

/** The plan's price as the review shows it, for the chosen option, coupons and add-ons. */
export const planPriceSummary = (
  prices: DeliveryPrices,
  couponsEveryDelivery: boolean,
  addons: readonly { readonly price: number; readonly recurring: boolean }[],
): PlanPriceSummary => {
  const each = eachDeliveryPrice(prices, couponsEveryDelivery);
  const recurringCents = addons.filter((addon) => addon.recurring).reduce((sum, addon) => sum + toCents(addon.price), 0);
  const everyAddonCents = addons.reduce((sum, addon) => sum + toCents(addon.price), 0);
  const eachCents = toCents(each.offer) + recurringCents;
  const firstCents = toCents(prices.offerPrice) + everyAddonCents;
  return {
    each,
    eachWithAddons: recurringCents > 0 ? toDollars(eachCents) : null,
    firstDelivery: firstCents === eachCents ? null : toDollars(firstCents),
  };
};

/**
 * The price values kept in local storage (spec §3 offerPrice, strikeThroughPrice, calculatedPrice) for the
 * plan chosen: one delivery's offer and regular price, and the total of the periods priced for payment.
 */
export const storedPriceValues = (price: { readonly offerPrice: number; readonly strikeThroughPrice: number }, periodsTotal: number) => ({
  offerPrice: price.offerPrice.toFixed(2),
  strikeThroughPrice: price.strikeThroughPrice.toFixed(2),
  calculatedPrice: periodsTotal.toFixed(2),
});
