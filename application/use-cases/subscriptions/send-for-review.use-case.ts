import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import type { Result } from '../../../domain/shared/result';
import type { SubscriptionLifecyclePort } from '../../ports/subscription-lifecycle.port';
import { withSubscriptionId } from './subscription-id';

/** Sends an Action Required subscription back for review (in_progress to pending). */
export class SendForReviewUseCase {
  constructor(private readonly lifecycle: SubscriptionLifecyclePort) {}

  execute(subscriptionId: string): Promise<Result<SubscriptionDetails>> {
    return withSubscriptionId(subscriptionId, (id) => this.lifecycle.sendForReview(id));
  }
}
