import { toCents } from '../shared/money';
import type { Coupon } from './coupon';

/**
 * Coupon arithmetic (spec §3, §9; the rules are our choice, domain/README.md). Prices are whole cents. A
 * percentage is read to two decimals and capped to 0–100; its discount is rounded half up to the cent. A
 * fixed '$' discount is capped at the price. So a discounted price is never below zero nor above the price.
 */
export const discountCents = (coupon: Pick<Coupon, 'discountType' | 'discountValue'>, priceCents: number): number => {
  const value = Number.isFinite(coupon.discountValue) ? coupon.discountValue : 0;
  if (coupon.discountType === '%') {
    const basisPoints = Math.min(10_000, Math.max(0, Math.round(value * 100)));
    return Math.floor((priceCents * basisPoints + 5_000) / 10_000);
  }
  return Math.min(priceCents, Math.max(0, toCents(value)));
};

export const discountedPriceCents = (coupon: Pick<Coupon, 'discountType' | 'discountValue'>, priceCents: number): number =>
  priceCents - discountCents(coupon, priceCents);

/** Whether the coupon covers billing period `period` (1 is the first charge after the coupon is applied). */
export const couponCoversPeriod = (coupon: Pick<Coupon, 'periodType' | 'usingPeriodsCount'>, period: number): boolean => {
  if (coupon.periodType === 'forever') return true;
  return period >= 1 && period <= (coupon.periodType === 'one_time' ? 1 : coupon.usingPeriodsCount);
};

/**
 * The price of each of the first `periods` billing periods (spec §9 fetches 2), with the coupon taken off
 * the periods it covers. No coupon: the full price each time.
 */
export const periodPricesCents = (coupon: Coupon | null, priceCents: number, periods: number): number[] =>
  Array.from({ length: periods }, (_, index) =>
    coupon !== null && couponCoversPeriod(coupon, index + 1) ? discountedPriceCents(coupon, priceCents) : priceCents,
  );
