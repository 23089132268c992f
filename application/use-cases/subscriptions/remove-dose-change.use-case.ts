import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import type { Result } from '../../../domain/shared/result';
import type { SubscriptionLifecyclePort } from '../../ports/subscription-lifecycle.port';
import { withSubscriptionId } from './subscription-id';

/** Withdraws the dose change waiting for the doctor (PATCH remove-modify). */
export class RemoveDoseChangeUseCase {
  constructor(private readonly lifecycle: SubscriptionLifecyclePort) {}

  execute(subscriptionId: string): Promise<Result<SubscriptionDetails>> {
    return withSubscriptionId(subscriptionId, (id) => this.lifecycle.removeDoseChange(id));
  }
}
