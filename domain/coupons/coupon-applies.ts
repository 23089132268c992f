import type { SubscriptionPlan } from '../entities/subscription';
import { BUSINESS_CONSTANTS } from '../shared/business-constants';
import type { Coupon } from './coupon';

/** What is being billed: the kind (appliesObjType, e.g. 'subscription' or 'addon') and its plan frequencies. */
export interface CouponTarget {
  readonly objType: string;
  readonly frequencyOfDelivery: number;
  readonly frequencyOfReception: number | null;
}

/** A subscription plan as a coupon target; a plan without a delivery frequency has the default 0 (spec §9). */
export const planTarget = (plan: Pick<SubscriptionPlan, 'frequencyOfDelivery' | 'frequencyOfReception'>): CouponTarget => ({
  objType: 'subscription',
  frequencyOfDelivery: plan.frequencyOfDelivery ?? BUSINESS_CONSTANTS.defaultDeliveryFrequency,
  frequencyOfReception: plan.frequencyOfReception ?? null,
});

/**
 * Whether a coupon applies (spec §3): a coupon with no appliesTo rule applies to everything; otherwise one
 * rule must name the target's kind, list its delivery frequency (an empty list allows any) and match its
 * reception frequency (none allows any).
 */
export const couponApplies = (coupon: Pick<Coupon, 'appliesTo'>, target: CouponTarget): boolean =>
  coupon.appliesTo.length === 0 ||
  coupon.appliesTo.some(
    (rule) =>
      rule.appliesObjType === target.objType &&
      (rule.frequencyOfDelivery.length === 0 || rule.frequencyOfDelivery.includes(target.frequencyOfDelivery)) &&
      (rule.frequencyOfReception === null || rule.frequencyOfReception === target.frequencyOfReception),
  );

/** The coupons that apply to a subscription plan, in the given order. */
export const couponsForPlan = <C extends Pick<Coupon, 'appliesTo'>>(
  coupons: readonly C[],
  plan: Pick<SubscriptionPlan, 'frequencyOfDelivery' | 'frequencyOfReception'>,
): C[] => coupons.filter((coupon) => couponApplies(coupon, planTarget(plan)));
