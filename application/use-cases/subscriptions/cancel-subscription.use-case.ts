import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import type { Result } from '../../../domain/shared/result';
import type { SubscriptionLifecyclePort } from '../../ports/subscription-lifecycle.port';
import { withSubscriptionId } from './subscription-id';

/** Cancels a subscription: nothing is billed afterwards and a pending dose change is dropped. */
export class CancelSubscriptionUseCase {
  constructor(private readonly lifecycle: SubscriptionLifecyclePort) {}

  execute(subscriptionId: string): Promise<Result<SubscriptionDetails>> {
    return withSubscriptionId(subscriptionId, (id) => this.lifecycle.cancel(id));
  }
}
