import type { Subscription } from '../../../domain/entities/subscription';
import type { WinbackCoupon } from '../../../domain/entities/winback-coupon';
import { ok, type Result } from '../../../domain/shared/result';
import type { PatientAccountPort } from '../../ports/patient-account.port';
import type { WinbackCouponsPort } from '../../ports/winback-coupons.port';

/** The reactivation the popup offers: a cancelled treatment and the winback coupon it would come back with. */
export interface ReactivateOffer {
  readonly subscription: Subscription;
  readonly coupon: WinbackCoupon | null;
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
 * newest cancelled treatment with the link's coupon when it applies, else the first active winback coupon
 * for that treatment; no coupon still offers reactivation.
 */
export class LoadDashboardSummaryUseCase {
  constructor(
    private readonly account: PatientAccountPort,
    private readonly coupons: WinbackCouponsPort,
  ) {}

  async execute({ winback }: { readonly winback?: string | null } = {}): Promise<Result<DashboardSummary>> {
    const code = winback?.trim();
    const user = await this.account.loadCurrentUser(code ? { winback: code } : {});
    if (!user.ok) return user;
    const { latestBilledAmount, showReactivatePopup, subscriptions } = user.value;
    const cancelled = subscriptions.find((subscription) => subscription.status === 'cancel' && subscription.registrationStep === 'done');
    if (!showReactivatePopup || !cancelled) return ok({ latestBilledAmount, reactivateOffer: null });
    const offered = await this.coupons.activeFor(cancelled.productType);
    const coupons = offered.ok ? offered.value : [];
    const linked = code ? coupons.find((coupon) => coupon.code.toLowerCase() === code.toLowerCase()) : undefined;
    return ok({ latestBilledAmount, reactivateOffer: { subscription: cancelled, coupon: linked ?? coupons[0] ?? null } });
  }
}
