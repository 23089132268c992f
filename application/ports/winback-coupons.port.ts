import type { WinbackCoupon } from '../../domain/entities/winback-coupon';
import type { ProductType } from '../../domain/shared/product-type';
import type { Result } from '../../domain/shared/result';

export interface WinbackCouponsPort {
  /** The active winback coupons that apply to a product type (GET /api/coupons?action=winback&status=active). */
  activeFor(productType: ProductType): Promise<Result<readonly WinbackCoupon[]>>;
}
