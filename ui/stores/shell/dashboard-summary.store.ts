import { makeAutoObservable, runInAction } from 'mobx';
import type { DashboardSummary, ReactivateOffer } from '../../../application/use-cases/subscriptions/load-dashboard-summary.use-case';
import type { BrandId } from '../../../domain/brands/brand';
import { Loadable } from '../loadable';
import type { DashboardUseCases } from '../../../application/areas/dashboard.use-cases';
import type { PatientAreaUseCases } from '../../../application/areas/patient-area.use-cases';
import { errorText } from '../../i18n/error-text';

/** Beside the dashboard's list: the latest billed amount and the reactivation popup (showReactivatePopup). */
export class DashboardSummaryStore {
  // The summary is extra: when it fails the dashboard still lists the treatments, and says nothing of it.
  private readonly summary = new Loadable<DashboardSummary>();
  /** The patient said "not now": the popup stays closed, and the account remembers it (no reload or sign-in brings it back). */
  dismissed = false;
  reactivating = false;
  error: string | null = null;
  /** The treatment the popup brought back, for the page to announce. */
  reactivated: string | null = null;

  constructor(private readonly useCases: DashboardUseCases & Pick<PatientAreaUseCases, 'reactivate' | 'declineReactivation'>) {
    makeAutoObservable<DashboardSummaryStore, 'useCases' | 'summary'>(this, { useCases: false, summary: false }, { autoBind: true });
  }

  get latestBilledAmount(): number | null {
    return this.summary.value?.latestBilledAmount ?? null;
  }

  /** The treatment the reactivation popup offers back, until it is taken. */
  get offer(): ReactivateOffer | null {
    return this.summary.value?.reactivateOffer ?? null;
  }

  get popupOpen(): boolean {
    return this.offer !== null && !this.dismissed;
  }

  /** The summary for the brand shown (its popup offers only a treatment the brand lists). */
  async load(winback: string | null, brand: BrandId): Promise<void> {
    await this.summary.load(`${brand} ${winback ?? ''}`, () => this.useCases.loadDashboardSummary.execute({ winback, brand }));
  }

  /** Reactivates the offered treatment from the popup, with its winback coupon; the popup stays open on failure. */
  async accept(): Promise<boolean> {
    const offer = this.offer;
    if (!offer || this.reactivating) return false;
    this.reactivating = true;
    this.error = null;
    const done = await this.useCases.reactivate.execute({ subscriptionId: offer.subscription._id, winback: offer.coupon?.code ?? null, fromPopup: true });
    return runInAction(() => {
      this.reactivating = false;
      if (!done.ok) {
        this.error = errorText(done.error);
        return false;
      }
      this.reactivated = offer.subscription.plan?.productName ?? 'Your treatment';
      const shown = this.summary.value;
      if (shown) this.summary.set({ ...shown, reactivateOffer: null });
      return true;
    });
  }

  /** 'Not now': closed at once; when the account could not be told, only for this visit. */
  dismiss(): void {
    const offer = this.offer;
    this.dismissed = true;
    this.error = null;
    if (offer) void this.useCases.declineReactivation.execute(offer.userId);
  }

  reset(): void {
    this.summary.reset();
    this.dismissed = false;
    this.reactivating = false;
    this.error = null;
    this.reactivated = null;
  }
}
