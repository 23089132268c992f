import type { CheckInQuestion } from '../../domain/entities/check-in-question';
import type { ProductType } from '../../domain/shared/product-type';
import type { Result } from '../../domain/shared/result';
import type { CheckInKind, CheckInQuestionnairesPort } from '../../application/ports/check-in-questionnaires.port';
import type { ApiClient } from './api-client';
import { readResult } from './read-result';
import { checkInQuestionSchema } from './schemas/check-in-question.schema';
import { listEnvelope } from './schemas/envelope.schema';

const questionsSchema = listEnvelope(checkInQuestionSchema);

export class HttpCheckInQuestionnairesAdapter implements CheckInQuestionnairesPort {
  constructor(private readonly api: ApiClient) {}

  /** Follow-ups included (no isFollowupQuestion filter): the form shows each as its option is chosen. */
  questions(kind: CheckInKind, productType: ProductType): Promise<Result<readonly CheckInQuestion[]>> {
    return readResult(
      this.api.GET('/api/questionnaires', {
        params: { query: { sort: 'sequence', questionType: kind, productType, ...(kind === 'renewalQuestions' ? { isReQuestionnaire: true } : {}) } },
      }),
      questionsSchema,
      'Loading the questionnaire',
    );
  }
}
