import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { WinbackCoupon } from '../entities/winback-coupon';
import { winbackOffersFor } from './winback-offers';

const coupon = (id: string, appliesTo: WinbackCoupon['appliesTo']): WinbackCoupon => ({
  _id: id,
  code: id.toUpperCase(),
  name: id,
  description: '',
  discountType: '%',
  discountValue: 30,
  appliesTo,
});
const EVERY_ED = coupon('comeback30', [{ appliesObjType: 'ed', frequencyOfDelivery: [], frequencyOfReception: null }]);
const QUARTERLY_ED = coupon('quarterly', [{ appliesObjType: 'ed', frequencyOfDelivery: [3], frequencyOfReception: null }]);
const WL_ONLY = coupon('wl', [{ appliesObjType: 'wl', frequencyOfDelivery: [], frequencyOfReception: null }]);
const MONTHLY_ED = { productType: 'ed' as const, plan: { frequencyOfDelivery: 1, frequencyOfReception: 4 }, couponIds: [] };

describe('the winback coupons a reactivation is offered', () => {
  it('are those for the treatment and its plan', () => {
    expect(winbackOffersFor([EVERY_ED, QUARTERLY_ED, WL_ONLY], MONTHLY_ED)).toEqual([EVERY_ED]);
    expect(winbackOffersFor([EVERY_ED, QUARTERLY_ED, WL_ONLY], { ...MONTHLY_ED, plan: { frequencyOfDelivery: 3, frequencyOfReception: 4 } })).toEqual([
      EVERY_ED,
      QUARTERLY_ED,
    ]);
    // Without a plan's frequencies, the treatment decides.
    expect(winbackOffersFor([EVERY_ED, QUARTERLY_ED, WL_ONLY], { ...MONTHLY_ED, plan: null })).toEqual([EVERY_ED, QUARTERLY_ED]);
  });

  it('leave out one already used on this subscription (the server refuses it)', () => {
    expect(winbackOffersFor([EVERY_ED, QUARTERLY_ED], { ...MONTHLY_ED, plan: null, couponIds: ['comeback30'] })).toEqual([QUARTERLY_ED]);
  });

  test.prop([fc.subarray([EVERY_ED, QUARTERLY_ED, WL_ONLY]), fc.subarray(['comeback30', 'quarterly', 'wl', 'welcome20'])])(
    'never offer a coupon the subscription has held, nor one for another treatment',
    (coupons, couponIds) => {
      for (const offered of winbackOffersFor(coupons, { ...MONTHLY_ED, couponIds })) {
        expect(couponIds).not.toContain(offered._id);
        expect(offered.appliesTo.some((rule) => rule.appliesObjType === 'ed')).toBe(true);
      }
    },
  );
});
