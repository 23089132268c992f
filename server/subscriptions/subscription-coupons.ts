import type { Coupon } from '../catalogue/catalogue-types';
import { codedError, HttpError } from '../http/http-error';
import { CANCELLED } from './registration-steps';
import type { SubscriptionDoc } from './subscriptions.repository';

export const INVALID_COUPON_CODE = 'This coupon code is not valid';

/**
 * Why a coupon cannot be applied to a subscription at registration or login, as an HttpError: it must
 * be active, not a winback coupon (those are taken at reactivation), for the subscription's product
 * type, and not applied already; a cancelled subscription takes none.
 */
export const checkCouponApplies = (coupon: Coupon | null, subscription: SubscriptionDoc): Coupon => {
  if (!coupon || coupon.status === 'inactive') throw codedError(404, 'coupon_invalid', INVALID_COUPON_CODE);
  if (coupon.status === 'expired') throw codedError(409, 'coupon_expired', `The coupon '${coupon.code}' has expired`);
  if (coupon.action === 'winback') {
    throw codedError(409, 'coupon_reactivation_only', `The coupon '${coupon.code}' is taken off when a cancelled subscription is reactivated`);
  }
  if (!coupon.appliesTo.some((target) => target.appliesObjType === subscription.productType)) {
    throw codedError(409, 'coupon_not_applicable', `The coupon '${coupon.code}' does not apply to this treatment`);
  }
  if (subscription.status === CANCELLED) throw new HttpError(409, 'Coupons cannot be applied to a cancelled subscription');
  if ((subscription.couponIds ?? []).includes(coupon._id)) {
    throw codedError(409, 'coupon_already_applied', `The coupon '${coupon.code}' is already applied to this subscription`);
  }
  return coupon;
};

/**
 * The subscription with the coupon taking money off from `firstPeriod` on: at registration period 1,
 * later the upcoming period (a winback coupon at reactivation is applied the same way).
 */
export const withCoupon = (subscription: SubscriptionDoc, coupon: Coupon, firstPeriod: number, appliedAt: string): SubscriptionDoc => ({
  ...subscription,
  coupons: [...(subscription.coupons ?? []), { ...coupon, firstPeriod, appliedAt }],
  couponIds: [...(subscription.couponIds ?? []), coupon._id],
});
