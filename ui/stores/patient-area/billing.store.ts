import { makeAutoObservable } from 'mobx';
import type { PatientAreaUseCases } from '../../../application/areas/patient-area.use-cases';
import type { BillingOverview } from '../../../application/use-cases/billing/load-billing.use-case';
import { Loadable } from '../loadable';
import type { LoadStatus } from '../load-status';

/** A subscription's billing, grouped by the billing rule. */
export class BillingStore {
  private readonly billing = new Loadable<BillingOverview>();
  readonly status: LoadStatus = this.billing;

  constructor(private readonly useCases: Pick<PatientAreaUseCases, 'loadBilling'>) {
    makeAutoObservable<BillingStore, 'useCases' | 'billing'>(this, { useCases: false, billing: false, status: false }, { autoBind: true });
  }

  get overview(): BillingOverview | null {
    return this.billing.value;
  }

  /** Loads (or reloads, keeping what shows meanwhile) the billing of a subscription. */
  async load(subscriptionId: string): Promise<void> {
    await this.billing.load(subscriptionId, () => this.useCases.loadBilling.execute(subscriptionId));
  }

  reset(): void {
    this.billing.reset();
  }
}
