/** What the standing reads of a coupon on a subscription (spec §3 Coupon usingPeriodsCount, and the period it was applied from). */
export interface CouponPeriods {
  /** The first billing period it takes money off (1 the first delivery); null: from the first. */
  readonly firstPeriod: number | null;
  /** How many periods it lasts; null: every period. */
  readonly usingPeriodsCount: number | null;
}

/**
 * Where a subscription's coupon stands for the upcoming delivery, so its name ('$20 off your first
 * delivery') is never shown as if it still took money off:
 * - takesOffNext: the upcoming delivery's price lists it;
 * - startsLater: it starts after the upcoming delivery;
 * - used: every period it lasts is paid (`deliveries` of them, from `firstDelivery`);
 * - notOnNext: the upcoming price leaves it out for another reason (its plan or frequency);
 * - unknown: the upcoming price is not known and it is neither used nor starting later.
 */
export type CouponStanding =
  | { readonly kind: 'takesOffNext' }
  | { readonly kind: 'startsLater'; readonly firstDelivery: number }
  | { readonly kind: 'used'; readonly firstDelivery: number; readonly deliveries: number }
  | { readonly kind: 'notOnNext' }
  | { readonly kind: 'unknown' };

/**
 * The standing of a coupon when `paidPeriods` deliveries are paid (sequencePaymentPeriod), the upcoming
 * one being the next. `onUpcomingPrice` says whether the upcoming delivery's price lists the coupon (null:
 * that price is not known). The count is read as periods: a coupon counted in months covers at most as
 * many periods, so 'used' is never said of a coupon that still has a period to cover.
 */
export const couponStanding = (coupon: CouponPeriods, paidPeriods: number, onUpcomingPrice: boolean | null): CouponStanding => {
  if (onUpcomingPrice === true) return { kind: 'takesOffNext' };
  const paid = Math.max(0, Math.floor(paidPeriods));
  const firstDelivery = Math.max(1, Math.floor(coupon.firstPeriod ?? 1));
  if (firstDelivery > paid + 1) return { kind: 'startsLater', firstDelivery };
  if (coupon.usingPeriodsCount !== null) {
    const deliveries = Math.max(1, Math.floor(coupon.usingPeriodsCount));
    if (firstDelivery + deliveries - 1 <= paid) return { kind: 'used', firstDelivery, deliveries };
  }
  return onUpcomingPrice === false ? { kind: 'notOnNext' } : { kind: 'unknown' };
};
