import { findCouponByCode } from '../catalogue/catalogue.repository';
import type { Coupon } from '../catalogue/catalogue-types';
import { couponAppliesToPlan } from '../catalogue/pricing';
import type { Database } from '../database/database';
import { codedError } from '../http/http-error';
import type { SubscriptionDoc } from '../subscriptions/subscriptions.repository';

/**
 * The winback coupon a reactivation takes, or a 400 saying why not: it must exist, be active, be a
 * winback offer, fit the treatment, and not have been used on this subscription before.
 */
export const requireWinbackCoupon = async (db: Pick<Database, 'query'>, code: string, subscription: SubscriptionDoc): Promise<Coupon> => {
  const coupon = await findCouponByCode(db, code);
  const shown = code.trim();
  if (!coupon || coupon.status === 'inactive') throw codedError(400, 'coupon_invalid', `The winback code '${shown}' is not valid.`);
  if (coupon.status !== 'active') throw codedError(400, 'coupon_expired', `The winback code '${shown}' has expired.`);
  if (coupon.action !== 'winback') throw codedError(400, 'coupon_not_winback', `The code '${shown}' is not a winback offer.`);
  const plan = subscription.plan;
  const fits =
    plan?.frequencyOfDelivery !== undefined && plan.frequencyOfReception !== undefined
      ? couponAppliesToPlan(coupon, {
          productType: subscription.productType,
          frequencyOfDelivery: plan.frequencyOfDelivery,
          frequencyOfReception: plan.frequencyOfReception,
        })
      : coupon.appliesTo.some((target) => target.appliesObjType === subscription.productType);
  if (!fits) throw codedError(400, 'coupon_not_applicable', `The winback code '${shown}' does not apply to this treatment.`);
  if ((subscription.couponIds ?? []).includes(coupon._id)) {
    throw codedError(400, 'coupon_already_applied', `The winback code '${shown}' was already used on this subscription.`);
  }
  return coupon;
};
