import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import type { Result } from '../../../domain/shared/result';
import type { SubscriptionLifecyclePort } from '../../ports/subscription-lifecycle.port';
import { withSubscriptionId } from './subscription-id';

/** Pauses an active subscription: the upcoming charge is put aside (pausedCharges) and nothing is billed. */
export class PauseSubscriptionUseCase {
  constructor(private readonly lifecycle: SubscriptionLifecyclePort) {}

  execute(subscriptionId: string): Promise<Result<SubscriptionDetails>> {
    return withSubscriptionId(subscriptionId, (id) => this.lifecycle.pause(id));
  }
}
