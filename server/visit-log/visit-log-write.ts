import type { components } from '../../openapi/patient-api';
import type { QuestionType } from '../questionnaires/seed/question-seed';
import type { CheckedAnswers } from './answer-checks';
import type { OwnedSubscription } from './owned-subscription';
import type { OnlineVisitLog } from './visit-log.repository';

type ProductType = components['schemas']['ProductType'];

/** The questionnaires a subscription's log may hold: its product's own, and the shared ones. */
export const questionnairesOf = (productType: ProductType): readonly QuestionType[] => [
  `${productType}Questions`,
  'globalQuestions',
  'renewalQuestions',
  'followupVisitQuestions',
];

export const newVisitLog = (subscription: OwnedSubscription, now: string): OnlineVisitLog => ({
  _id: subscription.id,
  subscriptionId: subscription.id,
  patientId: subscription.patientId,
  productType: subscription.productType,
  isBlockedUser: false,
  blockReason: null,
  questionnaires: [],
  createdAt: now,
  updatedAt: now,
});

export interface QuestionnaireWrite {
  readonly questionType: QuestionType;
  readonly lastQuestionIndex: number;
  readonly checked: CheckedAnswers;
  /** The app's own finding (`?isBlockedUser=true`). */
  readonly reportedBlocked: boolean;
  readonly now: string;
}

/**
 * The log with one questionnaire's answers and index replaced (the others kept). A block, once recorded,
 * stays: a disqualifying answer taken back is for support to review, not undone by the patient.
 */
export const withQuestionnaire = (log: OnlineVisitLog, write: QuestionnaireWrite): OnlineVisitLog => {
  const { blockingChoice } = write.checked;
  const blockReason =
    log.blockReason ??
    (blockingChoice
      ? { source: 'answer' as const, ...blockingChoice, blockedAt: write.now }
      : write.reportedBlocked
        ? { source: 'app' as const, questionId: null, optionId: null, question: null, blockedAt: write.now }
        : null);
  const entry = {
    questionType: write.questionType,
    lastQuestionIndex: write.lastQuestionIndex,
    answers: write.checked.records,
    updatedAt: write.now,
  };
  return {
    ...log,
    isBlockedUser: blockReason !== null,
    blockReason,
    questionnaires: [...log.questionnaires.filter((questionnaire) => questionnaire.questionType !== write.questionType), entry],
    updatedAt: write.now,
  };
};
