import { makeAutoObservable, runInAction } from 'mobx';
import type { ReactivateOffer } from '../../../application/use-cases/subscriptions/load-dashboard-summary.use-case';
import type { LoadPhase } from './action-state';
import type { PatientAreaUseCases } from './patient-area-use-cases';

/** Beside the dashboard's list: the latest billed amount and the reactivation popup (showReactivatePopup). */
export class DashboardSummaryStore {
  phase: LoadPhase = 'idle';
  latestBilledAmount: number | null = null;
  offer: ReactivateOffer | null = null;
  /** The patient said "not now": the popup stays closed for this visit. */
  dismissed = false;
  reactivating = false;
  error: string | null = null;
  /** The treatment the popup brought back, for the page to announce. */
  reactivated: string | null = null;

  constructor(private readonly useCases: Pick<PatientAreaUseCases, 'loadDashboardSummary' | 'reactivate'>) {
    makeAutoObservable<DashboardSummaryStore, 'useCases'>(this, { useCases: false }, { autoBind: true });
  }

  get popupOpen(): boolean {
    return this.offer !== null && !this.dismissed;
  }

  async load(winback: string | null): Promise<void> {
    this.phase = 'loading';
    const summary = await this.useCases.loadDashboardSummary.execute({ winback });
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

  dismiss(): void {
    this.dismissed = true;
    this.error = null;
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
