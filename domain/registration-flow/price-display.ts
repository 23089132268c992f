import { toCents } from '../shared/money';

/** A strike-through price shows only when the patient pays less than it. */
export const showsStrikeThrough = (strikeThroughPrice: number, offerPrice: number): boolean => toCents(strikeThroughPrice) > toCents(offerPrice);

/** The saving as a whole percentage of the regular price (rounded down: never more than it is). */
export const savingPercent = (strikeThroughPrice: number, offerPrice: number): number => {
  const regular = toCents(strikeThroughPrice);
  return regular <= 0 ? 0 : Math.max(0, Math.floor(((regular - toCents(offerPrice)) * 100) / regular));
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
