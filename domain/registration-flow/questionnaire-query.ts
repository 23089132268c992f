import type { Gender } from '../entities/patient';
import type { QuestionnaireStep } from '../registration-steps/steps-state';
import type { ProductType } from '../shared/product-type';

/** The questionnaire a registration step answers: `{type}Questions` for questions, or the shared globalQuestions. */
export type RegistrationQuestionType = `${ProductType}Questions` | 'globalQuestions';

export const questionTypeFor = (productType: ProductType, step: QuestionnaireStep): RegistrationQuestionType =>
  step === 'globalQuestions' ? 'globalQuestions' : `${productType}Questions`;

export interface QuestionnaireQuery {
  readonly sort: 'sequence';
  readonly productType: ProductType;
  readonly isReQuestionnaire: false;
  readonly questionType: RegistrationQuestionType;
  readonly isGlobalQuestion: boolean;
  readonly isFollowupQuestion?: false;
  readonly gender?: Gender;
}

/** The product types whose question list leaves follow-ups out and filters by the stored gender (spec §5). */
const FILTERED_BY_GENDER: ReadonlySet<ProductType> = new Set(['wl', 'hl', 'ag']);

/**
 * The query of GET /api/questionnaires for a registration step (spec §7): sort=sequence, productType,
 * isReQuestionnaire, questionType, isGlobalQuestion; for wl, hl and ag also isFollowupQuestion=false and the
 * stored gender (spec §5).
 */
export const questionnaireQuery = (productType: ProductType, step: QuestionnaireStep, storedGender: Gender): QuestionnaireQuery => ({
  sort: 'sequence',
  productType,
  isReQuestionnaire: false,
  questionType: questionTypeFor(productType, step),
  isGlobalQuestion: step === 'globalQuestions',
  ...(FILTERED_BY_GENDER.has(productType) ? { isFollowupQuestion: false, gender: storedGender } : {}),
});
