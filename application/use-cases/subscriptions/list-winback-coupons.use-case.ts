import type { WinbackCoupon } from '../../../domain/entities/winback-coupon';
import type { ProductType } from '../../../domain/shared/product-type';
import type { Result } from '../../../domain/shared/result';
import type { WinbackCouponsPort } from '../../ports/winback-coupons.port';

/** The winback coupons a cancelled treatment of this type can come back with. */
export class ListWinbackCouponsUseCase {
  constructor(private readonly coupons: WinbackCouponsPort) {}

  execute(productType: ProductType): Promise<Result<readonly WinbackCoupon[]>> {
    return this.coupons.activeFor(productType);
  }
}
