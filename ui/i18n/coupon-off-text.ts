import type { WinbackCoupon } from '../../domain/entities/winback-coupon';
import { localMoney } from './local-money';
import { translate } from './translate';

/** '30% off' or '$20 off', as the coupon says, in the patient's language. */
export const couponOffText = (coupon: Pick<WinbackCoupon, 'discountType' | 'discountValue'>): string =>
  coupon.discountType === '%'
    ? translate('{percent}% off', { percent: coupon.discountValue })
    : translate('{amount} off', { amount: localMoney(coupon.discountValue) });
