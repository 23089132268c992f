import { brandOffers, type BrandId } from '../../../domain/brands/brand';
import { winbackOffersFor } from '../../../domain/coupons/winback-offers';
import type { Subscription } from '../../../domain/entities/subscription';
import type { WinbackCoupon } from '../../../domain/entities/winback-coupon';
import { availableActions } from '../../../domain/subscription-actions/subscription-actions';
import { ok, type Result } from '../../../domain/shared/result';
import type { ClockPort } from '../../ports/clock.port';
import type { PatientAccountPort } from '../../ports/patient-account.port';
import type { WinbackCouponsPort } from '../../ports/winback-coupons.port';

/** The reactivation the popup offers: a cancelled treatment and the winback coupon it would come back with. */
export interface ReactivateOffer {
  readonly subscription: Subscription;
  readonly coupon: WinbackCoupon | null;
  /** Whose popup it is: 'not now' is remembered on this account. */
  readonly userId: string;
}

export interface DashboardSummary {
  /** The sum of the patient's latest successful charge; null before any. */
  readonly latestBilledAmount: number | null;
  /** Present while the server says to show the reactivation popup (showReactivatePopup). */
  readonly reactivateOffer: ReactivateOffer | null;
}

/**
 * What the dashboard shows beside the subscriptions: the latest billed amount, and the reactivation popup
 * when /me sets showReactivatePopup (a win-back link's `winback` code can set it). The popup offers the
 * newest cancelled treatment that can come back (the rule of offered actions) among those the brand lists,
 * with the link's coupon when it can still apply, else the first that can (domain/coupons/winback-offers);
 * no coupon still offers reactivation.
 */
export class LoadDashboardSummaryUseCase {
  constructor(
    private readonly account: PatientAccountPort,
    private readonly coupons: WinbackCouponsPort,
    private readonly clock: ClockPort,
  ) {}

  async execute({ winback, brand = 'main' }: { readonly winback?: string | null; readonly brand?: BrandId } = {}): Promise<Result<DashboardSummary>> {
    const code = winback?.trim();
    const user = await this.account.loadCurrentUser(code ? { winback: code } : {});
    if (!user.ok) return user;
    const { latestBilledAmount, showReactivatePopup, subscriptions } = user.value;
    const now = this.clock.now();
    const cancelled = subscriptions.find(
      (subscription) => brandOffers(brand, subscription.productType) && availableActions(subscription, now).includes('reactivate'),
    );
    if (!showReactivatePopup || !cancelled) return ok({ latestBilledAmount, reactivateOffer: null });
    const listed = await this.coupons.activeFor(cancelled.productType);
    const offers = listed.ok
      ? winbackOffersFor(listed.value, { productType: cancelled.productType, plan: cancelled.plan, couponIds: cancelled.couponIds ?? [] })
      : [];
    const linked = code ? offers.find((coupon) => coupon.code.toLowerCase() === code.toLowerCase()) : undefined;
    return ok({ latestBilledAmount, reactivateOffer: { subscription: cancelled, coupon: linked ?? offers[0] ?? null, userId: user.value._id } });
  }
}
