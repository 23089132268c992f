import { winbackOffersFor, type WinbackTarget } from '../../../domain/coupons/winback-offers';
import type { WinbackCoupon } from '../../../domain/entities/winback-coupon';
import { ok, type Result } from '../../../domain/shared/result';
import type { WinbackCouponsPort } from '../../ports/winback-coupons.port';

/** The winback coupons a cancelled treatment can still come back with: for it and its plan, and not used on it before. */
export class ListWinbackCouponsUseCase {
  constructor(private readonly coupons: WinbackCouponsPort) {}

  async execute(target: WinbackTarget): Promise<Result<readonly WinbackCoupon[]>> {
    const listed = await this.coupons.activeFor(target.productType);
    return listed.ok ? ok(winbackOffersFor(listed.value, target)) : listed;
  }
}
