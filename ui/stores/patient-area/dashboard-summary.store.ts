import { makeAutoObservable, runInAction } from 'mobx';
import type { ReactivateOffer } from '../../../application/use-cases/subscriptions/load-dashboard-summary.use-case';
import type { BrandId } from '../../../domain/brands/brand';
import type { LoadPhase } from '../load-phase';
import type { PatientAreaUseCases } from '../../../application/areas/patient-area.use-cases';

/** Beside the dashboard's list: the latest billed amount and the reactivation popup (showReactivatePopup). */
export class DashboardSummaryStore {
  phase: LoadPhase = 'idle';
  latestBilledAmount: number | null = null;
  offer: ReactivateOffer | null = null;
  /** The patient said "not now": the popup stays closed, and the account remembers it (no reload or sign-in brings it back). */
  dismissed = false;
  reactivating = false;
  error: string | null = null;
  /** The treatment the popup brought back, for the page to announce. */
  reactivated: string | null = null;

  constructor(private readonly useCases: Pick<PatientAreaUseCases, 'loadDashboardSummary' | 'reactivate' | 'declineReactivation'>) {
    makeAutoObservable<DashboardSummaryStore, 'useCases'>(this, { useCases: false }, { autoBind: true });
  }

  get popupOpen(): boolean {
    return this.offer !== null && !this.dismissed;
  }

  /** The summary for the brand shown (its popup offers only a treatment the brand lists). */
  async load(winback: string | null, brand: BrandId): Promise<void> {
    this.phase = 'loading';
    const summary = await this.useCases.loadDashboardSummary.execute({ winback, brand });
    runInAction(() => {
      // The summary is extra: when it fails the dashboard still lists the treatments.
      this.phase = summary.ok ? 'ready' : 'error';
      if (!summary.ok) return;
      this.latestBilledAmount = summary.value.latestBilledAmount;
      this.offer = summary.value.reactivateOffer;
    });
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
        this.error = done.error.message;
        return false;
      }
      this.reactivated = offer.subscription.plan?.productName ?? 'Your treatment';
      this.offer = null;
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
    this.phase = 'idle';
    this.latestBilledAmount = null;
    this.offer = null;
    this.dismissed = false;
    this.reactivating = false;
    this.error = null;
    this.reactivated = null;
  }
}
