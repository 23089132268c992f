import type { CheckInQuestion } from '../../../domain/entities/check-in-question';
import type { ProductType } from '../../../domain/shared/product-type';
import type { Result } from '../../../domain/shared/result';
import type { CheckInKind, CheckInQuestionnairesPort } from '../../ports/check-in-questionnaires.port';

export interface CheckInQuestionnaireInput {
  readonly kind: CheckInKind;
  readonly productType: ProductType;
}

/** The renewal or follow-up questionnaire of a product type, follow-ups included. */
export class LoadCheckInQuestionnaireUseCase {
  constructor(private readonly questionnaires: CheckInQuestionnairesPort) {}

  execute({ kind, productType }: CheckInQuestionnaireInput): Promise<Result<readonly CheckInQuestion[]>> {
    return this.questionnaires.questions(kind, productType);
  }
}
