import type { CheckInQuestion } from '../../domain/entities/check-in-question';
import type { ProductType } from '../../domain/shared/product-type';
import type { Result } from '../../domain/shared/result';

/** renewalQuestions: asked before a renewal; followupVisitQuestions: the check-in of a follow-up. */
export type CheckInKind = 'renewalQuestions' | 'followupVisitQuestions';

export interface CheckInQuestionnairesPort {
  /** The questions of a product type's check-in questionnaire, follow-ups included, in sequence order. */
  questions(kind: CheckInKind, productType: ProductType): Promise<Result<readonly CheckInQuestion[]>>;
}
