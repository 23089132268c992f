import { billingHistory, lastBillings, nextBilling } from '../../../domain/billing/billing-groups';
import type { Charge } from '../../../domain/entities/charge';
import { ok, type Result } from '../../../domain/shared/result';
import type { BillingPort } from '../../ports/billing.port';
import { withSubscriptionId } from '../subscriptions/subscription-id';

/** A subscription's charges grouped by the billing rule of spec §4; the lists newest first. */
export interface BillingOverview {
  readonly history: readonly Charge[];
  readonly lastBillings: readonly Charge[];
  readonly nextBilling: Charge | null;
}

export class LoadBillingUseCase {
  constructor(private readonly billing: BillingPort) {}

  execute(subscriptionId: string): Promise<Result<BillingOverview>> {
    return withSubscriptionId(subscriptionId, async (id) => {
      const charges = await this.billing.charges(id);
      if (!charges.ok) return charges;
      const newestFirst = [...charges.value].reverse();
      return ok({ history: billingHistory(newestFirst), lastBillings: lastBillings(newestFirst), nextBilling: nextBilling(charges.value) });
    });
  }
}
