import type { WinbackCoupon } from '../../domain/entities/winback-coupon';
import type { ProductType } from '../../domain/shared/product-type';
import { BUSINESS_CONSTANTS } from '../../domain/shared/business-constants';
import { ok, type Result } from '../../domain/shared/result';
import type { WinbackCouponsPort } from '../../application/ports/winback-coupons.port';
import type { ApiClient } from './api-client';
import { readResult } from './read-result';
import { listEnvelope } from './schemas/envelope.schema';
import { asWinbackCoupon, couponSchema } from './schemas/winback-coupon.schema';

const couponsSchema = listEnvelope(couponSchema);

export class HttpWinbackCouponsAdapter implements WinbackCouponsPort {
  constructor(private readonly api: ApiClient) {}

  async activeFor(productType: ProductType): Promise<Result<readonly WinbackCoupon[]>> {
    const coupons = await readResult(
      this.api.GET('/api/coupons', {
        params: { query: { limit: BUSINESS_CONSTANTS.couponAndAddonListLimit, action: 'winback', appliesTo: productType, status: 'active' } },
      }),
      couponsSchema,
      'Loading your offers',
    );
    // Filtered again here: a coupon the server sends for another purpose is never offered as a winback.
    return coupons.ok ? ok(coupons.value.filter((coupon) => coupon.action === 'winback' && coupon.status === 'active').map(asWinbackCoupon)) : coupons;
  }
}
