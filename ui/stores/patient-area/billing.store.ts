import { makeAutoObservable } from 'mobx';
import type { PatientAreaUseCases } from '../../../application/areas/patient-area.use-cases';
import type { BillingOverview } from '../../../application/use-cases/billing/load-billing.use-case';
import { Loadable } from '../loadable';

/** A subscription's billing, grouped by the billing rule. */
export class BillingStore {
  private readonly billing = new Loadable<BillingOverview>();

  constructor(private readonly useCases: Pick<PatientAreaUseCases, 'loadBilling'>) {
    makeAutoObservable<BillingStore, 'useCases' | 'billing'>(this, { useCases: false, billing: false }, { autoBind: true });
  }

  get phase() {
    return this.billing.phase;
  }

  get overview(): BillingOverview | null {
    return this.billing.value;
  }

  get error(): string | null {
    return this.billing.error;
  }

  /** Why the last reload failed while the loaded value still shows. */
  get refreshError(): string | null {
    return this.billing.refreshError;
  }

  /** Loads (or reloads, keeping what shows meanwhile) the billing of a subscription. */
  async load(subscriptionId: string): Promise<void> {
    await this.billing.load(subscriptionId, () => this.useCases.loadBilling.execute(subscriptionId));
  }

  reset(): void {
    this.billing.reset();
  }
}
