import { makeAutoObservable, runInAction } from 'mobx';
import type { BillingOverview } from '../../../application/use-cases/billing/load-billing.use-case';
import type { LoadPhase } from './action-state';
import type { PatientAreaUseCases } from './patient-area-use-cases';

/** A subscription's billing, grouped by the billing rule. */
export class BillingStore {
  phase: LoadPhase = 'idle';
  subscriptionId: string | null = null;
  overview: BillingOverview | null = null;
  error: string | null = null;

  constructor(private readonly useCases: Pick<PatientAreaUseCases, 'loadBilling'>) {
    makeAutoObservable<BillingStore, 'useCases'>(this, { useCases: false }, { autoBind: true });
  }

  /** Loads (or reloads, keeping what shows meanwhile) the billing of a subscription. */
  async load(subscriptionId: string): Promise<void> {
    if (subscriptionId !== this.subscriptionId) {
      this.overview = null;
      this.subscriptionId = subscriptionId;
    }
    this.phase = this.overview ? 'ready' : 'loading';
    this.error = null;
    const billing = await this.useCases.loadBilling.execute(subscriptionId);
    runInAction(() => {
      if (this.subscriptionId !== subscriptionId) return;
      if (billing.ok) {
        this.overview = billing.value;
        this.phase = 'ready';
      } else {
        this.error = billing.error.message;
        this.phase = this.overview ? 'ready' : 'error';
      }
    });
  }

  reset(): void {
    this.phase = 'idle';
    this.subscriptionId = null;
    this.overview = null;
    this.error = null;
  }
}
