import type { CouponAppliesTo } from '../coupons/coupon';

/** A winback coupon: what a patient gets off for bringing back a cancelled treatment. */
export interface WinbackCoupon {
  readonly _id: string;
  readonly code: string;
  readonly name: string;
  readonly description: string;
  readonly discountType: '$' | '%';
  readonly discountValue: number;
  /** The treatments (appliesObjType: a product type) and plan frequencies it is for. */
  readonly appliesTo: readonly CouponAppliesTo[];
}
