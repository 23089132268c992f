/** A winback coupon: what a patient gets off for bringing back a cancelled treatment. */
export interface WinbackCoupon {
  readonly code: string;
  readonly name: string;
  readonly description: string;
  readonly discountType: '$' | '%';
  readonly discountValue: number;
}
