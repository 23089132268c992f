import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import type { Result } from '../../../domain/shared/result';
import type { SubscriptionLifecyclePort } from '../../ports/subscription-lifecycle.port';
import { withSubscriptionId } from './subscription-id';

/** Resumes a paused subscription; billing restarts on the date it had, or today when that date has passed. */
export class ResumeSubscriptionUseCase {
  constructor(private readonly lifecycle: SubscriptionLifecyclePort) {}

  execute(subscriptionId: string): Promise<Result<SubscriptionDetails>> {
    return withSubscriptionId(subscriptionId, (id) => this.lifecycle.resume(id));
  }
}
