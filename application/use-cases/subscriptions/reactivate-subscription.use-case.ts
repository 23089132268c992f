import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import type { Result } from '../../../domain/shared/result';
import type { SubscriptionLifecyclePort } from '../../ports/subscription-lifecycle.port';
import { withSubscriptionId } from './subscription-id';

export interface ReactivateInput {
  readonly subscriptionId: string;
  /** The code of a winback coupon taken off the next charge. */
  readonly winback?: string | null;
  /** The patient accepted the reactivation popup: the server stops offering it. */
  readonly fromPopup?: boolean;
}

/** Brings back a cancelled subscription, optionally with a winback coupon; billing restarts a day later. */
export class ReactivateSubscriptionUseCase {
  constructor(private readonly lifecycle: SubscriptionLifecyclePort) {}

  execute({ subscriptionId, winback, fromPopup }: ReactivateInput): Promise<Result<SubscriptionDetails>> {
    const code = winback?.trim();
    return withSubscriptionId(subscriptionId, (id) =>
      this.lifecycle.reactivate(id, { ...(code ? { winback: code } : {}), ...(fromPopup ? { fromPopup: true } : {}) }),
    );
  }
}
