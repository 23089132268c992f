import type { ProductType } from '../shared/product-type';
import { FIRST_PAYMENT_SUB_STEP, IDENTITY_STEPS, type IdentityStep, type PaymentSubStep, type TreatmentSubStep } from './sub-steps';

export type QuestionnaireStep = 'questions' | 'globalQuestions';

/** What the steps rules need of a question: its id and, for a follow-up, the question it follows. */
export interface QuestionRef {
  readonly _id: string;
  readonly immediateParentQId?: string | null;
}

/**
 * One questionnaire's progress. `questions` is the list as shown: a follow-up question is inserted after
 * the question (or follow-up) it belongs to once that is answered.
 */
export interface QuestionnaireProgress<Q extends QuestionRef = QuestionRef> {
  readonly questions: readonly Q[];
  readonly index: number;
  /** A chat-message question is showing over the current question. */
  readonly chatMessageShowing: boolean;
}

/** Where the patient is in the registration steps of one subscription. */
export interface StepsState<Q extends QuestionRef = QuestionRef> {
  readonly productType: ProductType;
  /** registrationStepsOrder (spec §4). */
  readonly stepsOrder: readonly string[];
  /** The current main step (registrationStep). */
  readonly step: string;
  /** The treatment sub-step and the sub-steps passed to reach it, oldest first. */
  readonly treatment: { readonly subStep: TreatmentSubStep; readonly passed: readonly TreatmentSubStep[] };
  readonly questionnaires: Readonly<Record<QuestionnaireStep, QuestionnaireProgress<Q>>>;
  readonly paymentSubStep: PaymentSubStep;
  readonly identityStep: IdentityStep;
  /** A step-previous update is on its way to the server; its answer decides the step. */
  readonly awaitingPreviousStep: boolean;
}

export interface StepsStart<Q extends QuestionRef> {
  readonly productType: ProductType;
  readonly stepsOrder: readonly string[];
  readonly step: string;
  readonly questionnaires?: Partial<Record<QuestionnaireStep, readonly Q[]>>;
}

const startOf = <Q extends QuestionRef>(questions: readonly Q[] = []): QuestionnaireProgress<Q> => ({
  questions,
  index: 0,
  chatMessageShowing: false,
});

/** A subscription's steps as they open: first treatment sub-step, payment at the address, ID photo first. */
export const initialStepsState = <Q extends QuestionRef>(start: StepsStart<Q>): StepsState<Q> => ({
  productType: start.productType,
  stepsOrder: start.stepsOrder,
  step: start.step,
  treatment: { subStep: 'GenericOptions', passed: [] },
  questionnaires: { questions: startOf(start.questionnaires?.questions), globalQuestions: startOf(start.questionnaires?.globalQuestions) },
  paymentSubStep: FIRST_PAYMENT_SUB_STEP,
  identityStep: IDENTITY_STEPS.idPhoto,
  awaitingPreviousStep: false,
});
