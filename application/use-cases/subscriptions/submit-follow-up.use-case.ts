import type { CheckInAnswer } from '../../../domain/entities/check-in-question';
import type { SubscriptionDetails } from '../../../domain/entities/subscription-details';
import type { ProductType } from '../../../domain/shared/product-type';
import type { Result } from '../../../domain/shared/result';
import type { ClockPort } from '../../ports/clock.port';
import type { CheckInQuestionnairesPort } from '../../ports/check-in-questionnaires.port';
import type { SubscriptionLifecyclePort } from '../../ports/subscription-lifecycle.port';
import { questionsAnswered } from './check-in-answers-check';
import { withSubscriptionId } from './subscription-id';

export interface FollowUpInput {
  readonly subscriptionId: string;
  readonly productType: ProductType;
  readonly answers: readonly CheckInAnswer[];
}

/** Sends the follow-up questionnaire for the doctor; an Action Required subscription goes back to review. */
export class SubmitFollowUpUseCase {
  constructor(
    private readonly lifecycle: SubscriptionLifecyclePort,
    private readonly questionnaires: CheckInQuestionnairesPort,
    private readonly clock: ClockPort,
  ) {}

  execute({ subscriptionId, productType, answers }: FollowUpInput): Promise<Result<SubscriptionDetails>> {
    return withSubscriptionId(subscriptionId, async (id) => {
      const checked = await questionsAnswered(this.questionnaires, this.clock, 'followupVisitQuestions', productType, answers);
      return checked.ok ? this.lifecycle.submitFollowUp(id, answers) : checked;
    });
  }
}
