import { blockingQuestion, draftFromAnswers } from '../../../domain/check-in/check-in-answers';
import type { CheckInAnswer } from '../../../domain/entities/check-in-question';
import { PATIENT_AREA_MESSAGES } from '../../../domain/subscription-actions/patient-area-messages';
import type { ProductType } from '../../../domain/shared/product-type';
import { isAnswered } from '../../../domain/shared/error-kind';
import { fail, type Result } from '../../../domain/shared/result';
import type { ClockPort } from '../../ports/clock.port';
import type { CheckInQuestionnairesPort } from '../../ports/check-in-questionnaires.port';
import type { IdempotencyKeysPort } from '../../ports/idempotency-keys.port';
import type { RenewalOutcome, SubscriptionLifecyclePort } from '../../ports/subscription-lifecycle.port';
import { questionsAnswered } from './check-in-answers-check';
import { withSubscriptionId } from './subscription-id';

export interface RenewalInput {
  readonly subscriptionId: string;
  readonly productType: ProductType;
  readonly answers: readonly CheckInAnswer[];
}

/** An answer from the server about this attempt: its key is spent. A lost call (network, 5xx) may be retried with it. */
const settlesAttempt = (result: Result<unknown>): boolean => result.ok || isAnswered(result.error);

/**
 * Renews a subscription with the renewal questionnaire: the card on file is charged and an order ships.
 * An answer that needs the doctor stops it here. A retry of the same renewal (same subscription, same
 * answers) after a lost answer reuses its idempotency key, so a double click or a retry charges once.
 */
export class RenewSubscriptionUseCase {
  private readonly pendingKeys = new Map<string, string>();

  constructor(
    private readonly lifecycle: SubscriptionLifecyclePort,
    private readonly questionnaires: CheckInQuestionnairesPort,
    private readonly keys: IdempotencyKeysPort,
    private readonly clock: ClockPort,
  ) {}

  execute({ subscriptionId, productType, answers }: RenewalInput): Promise<Result<RenewalOutcome>> {
    return withSubscriptionId(subscriptionId, async (id) => {
      const questions = await questionsAnswered(this.questionnaires, this.clock, 'renewalQuestions', productType, answers);
      if (!questions.ok) return questions;
      if (blockingQuestion(questions.value, draftFromAnswers(answers))) return fail(PATIENT_AREA_MESSAGES.renewalBlocked, 400);
      const attempt = `${id}:${JSON.stringify(answers)}`;
      const key = this.pendingKeys.get(attempt) ?? this.keys.next();
      this.pendingKeys.set(attempt, key);
      const renewed = await this.lifecycle.renew(id, answers, key);
      if (settlesAttempt(renewed)) this.pendingKeys.delete(attempt);
      return renewed;
    });
  }
}
