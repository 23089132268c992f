import type { SubscriptionPlan } from '../entities/subscription';
import type { WinbackCoupon } from '../entities/winback-coupon';
import type { ProductType } from '../shared/product-type';

/** What the offer rule reads of the cancelled treatment. */
export interface WinbackTarget {
  readonly productType: ProductType;
  readonly plan: Pick<SubscriptionPlan, 'frequencyOfDelivery' | 'frequencyOfReception'> | null;
  /** The coupons it has held: a winback coupon comes once per subscription. */
  readonly couponIds: readonly string[];
}

/** Whether a rule of the coupon names this treatment, and its plan's frequencies when it has them (the server's own check). */
const fitsTreatment = (coupon: Pick<WinbackCoupon, 'appliesTo'>, target: WinbackTarget): boolean => {
  const { plan } = target;
  const known = plan?.frequencyOfDelivery !== undefined && plan.frequencyOfReception !== undefined;
  return coupon.appliesTo.some(
    (rule) =>
      rule.appliesObjType === target.productType &&
      (!known ||
        ((rule.frequencyOfDelivery.length === 0 || rule.frequencyOfDelivery.includes(plan.frequencyOfDelivery as number)) &&
          (rule.frequencyOfReception === null || rule.frequencyOfReception === plan.frequencyOfReception))),
  );
};

/**
 * The winback coupons a reactivation can still take (the reactivate dialog and the popup offer only these):
 * for this treatment and its plan, and not used on this subscription before, which the server refuses.
 */
export const winbackOffersFor = <C extends Pick<WinbackCoupon, '_id' | 'appliesTo'>>(coupons: readonly C[], target: WinbackTarget): C[] =>
  coupons.filter((coupon) => fitsTreatment(coupon, target) && !target.couponIds.includes(coupon._id));
