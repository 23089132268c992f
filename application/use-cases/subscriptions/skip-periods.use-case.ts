import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import { PATIENT_AREA_MESSAGES } from '../../../domain/subscription-actions/patient-area-messages';
import { SKIP_PERIODS_CHOICES } from '../../../domain/subscription-actions/skip-periods';
import { fail, type Result } from '../../../domain/shared/result';
import type { SubscriptionLifecyclePort } from '../../ports/subscription-lifecycle.port';
import { withSubscriptionId } from './subscription-id';

export interface SkipPeriodsInput {
  readonly subscriptionId: string;
  readonly periods: number;
}

/** Skips the next 1 to 3 periods of an active subscription: its billing date moves on by that many periods. */
export class SkipPeriodsUseCase {
  constructor(private readonly lifecycle: SubscriptionLifecyclePort) {}

  execute({ subscriptionId, periods }: SkipPeriodsInput): Promise<Result<SubscriptionDetails>> {
    if (!(SKIP_PERIODS_CHOICES as readonly number[]).includes(periods)) return Promise.resolve(fail(PATIENT_AREA_MESSAGES.skipPeriods, 400));
    return withSubscriptionId(subscriptionId, (id) => this.lifecycle.skip(id, periods));
  }
}
