import { formatUsd } from '../billing/usd';
import type { WinbackCoupon } from '../entities/winback-coupon';

/** '30% off' or '$20 off', as the coupon says. */
export const couponOff = (coupon: Pick<WinbackCoupon, 'discountType' | 'discountValue'>): string =>
  coupon.discountType === '%' ? `${coupon.discountValue}% off` : `${formatUsd(coupon.discountValue)} off`;
