import { MESSAGES } from '../feedback/messages';
import type { QuestionnaireStep, QuestionRef, StepsState } from './steps-state';
import { IDENTITY_STEPS, TREATMENT_SUB_STEPS, type TreatmentSubStep } from './sub-steps';
import { DASHBOARD_PATH } from '../routing/dashboard-path';

/** What the caller must do after a transition, in order. */
export type StepsEffect =
  /** PATCH /api/v2/subscription/stepper/{id} with {step:'prev'}; feed its answer to previousStepAnswered. */
  | { readonly kind: 'send-step-previous' }
  /** Store the patient status (local storage key `status`). */
  | { readonly kind: 'set-status'; readonly status: 'active' }
  | { readonly kind: 'navigate'; readonly to: typeof DASHBOARD_PATH };

export interface StepsTransition<Q extends QuestionRef = QuestionRef> {
  readonly state: StepsState<Q>;
  readonly effects: readonly StepsEffect[];
}

/** The server's answer to a step-previous update. */
export type StepPreviousAnswer = { readonly ok: true; readonly registrationStep: string } | { readonly ok: false; readonly message: string };

const stay = <Q extends QuestionRef>(state: StepsState<Q>): StepsTransition<Q> => ({ state, effects: [] });

/**
 * Previous main step (spec §4): from the first step the patient leaves for the dashboard with status
 * active (set before navigating, so the activeUser guard does not send a 'register' patient back to
 * /steps); otherwise the server is asked for the previous step and its answer sets it.
 */
const toPreviousMainStep = <Q extends QuestionRef>(state: StepsState<Q>): StepsTransition<Q> =>
  state.stepsOrder[0] === state.step
    ? {
        state,
        effects: [
          { kind: 'set-status', status: 'active' },
          { kind: 'navigate', to: DASHBOARD_PATH },
        ],
      }
    : { state: { ...state, awaitingPreviousStep: true }, effects: [{ kind: 'send-step-previous' }] };

/**
 * treatment: hl and ag, or the GenericOptions sub-step, go to the previous main step; otherwise back to
 * the sub-step passed last, which leaves the passed list (or, with none recorded, to the one before in order).
 */
const backFromTreatment = <Q extends QuestionRef>(state: StepsState<Q>): StepsTransition<Q> => {
  const { subStep, passed } = state.treatment;
  if (state.productType === 'hl' || state.productType === 'ag' || subStep === 'GenericOptions') return toPreviousMainStep(state);
  const previous = passed.at(-1) ?? (TREATMENT_SUB_STEPS[TREATMENT_SUB_STEPS.indexOf(subStep) - 1] as TreatmentSubStep);
  return stay({ ...state, treatment: { subStep: previous, passed: passed.slice(0, -1) } });
};

/** Drops the follow-ups of the question at `index`, theirs too; follow-ups always come after their parent. */
const withoutFollowUpsOf = <Q extends QuestionRef>(questions: readonly Q[], index: number): readonly Q[] => {
  const dropped = new Set<string | null | undefined>(questions.slice(index, index + 1).map((question) => question._id));
  return questions.filter((question) => {
    const isFollowUp = dropped.has(question.immediateParentQId);
    if (isFollowUp) dropped.add(question._id);
    return !isFollowUp;
  });
};

/**
 * questions and globalQuestions: a showing chat-message question is cleared; above index 0 the current
 * question's follow-ups go and the index steps back; at index 0, the previous main step.
 */
const backFromQuestionnaire = <Q extends QuestionRef>(state: StepsState<Q>, step: QuestionnaireStep): StepsTransition<Q> => {
  const progress = state.questionnaires[step];
  if (progress.chatMessageShowing) {
    return stay({ ...state, questionnaires: { ...state.questionnaires, [step]: { ...progress, chatMessageShowing: false } } });
  }
  if (progress.index === 0) return toPreviousMainStep(state);
  const questions = withoutFollowUpsOf(progress.questions, progress.index);
  return stay({ ...state, questionnaires: { ...state.questionnaires, [step]: { ...progress, questions, index: progress.index - 1 } } });
};

/** payment: card goes back to address; otherwise the previous main step. */
const backFromPayment = <Q extends QuestionRef>(state: StepsState<Q>): StepsTransition<Q> =>
  state.paymentSubStep === 'card' ? stay({ ...state, paymentSubStep: 'address' }) : toPreviousMainStep(state);

/** photo: the selfie goes back to the ID photo; from the ID photo, payment opens at the card, previous main step. */
const backFromPhoto = <Q extends QuestionRef>(state: StepsState<Q>): StepsTransition<Q> =>
  state.identityStep === IDENTITY_STEPS.idPhoto
    ? toPreviousMainStep({ ...state, paymentSubStep: 'card' })
    : stay({ ...state, identityStep: IDENTITY_STEPS.idPhoto });

/**
 * The back arrow of the steps header (spec §4, "Going back"). While a step-previous update is on its way
 * a further press does nothing, so a double click never sends the patient back two steps.
 */
export const goBack = <Q extends QuestionRef>(state: StepsState<Q>): StepsTransition<Q> => {
  if (state.awaitingPreviousStep) return stay(state);
  switch (state.step) {
    case 'treatment':
      return backFromTreatment(state);
    case 'questions':
    case 'globalQuestions':
      return backFromQuestionnaire(state, state.step);
    case 'payment':
      return backFromPayment(state);
    case 'photo':
      return backFromPhoto(state);
    default:
      return toPreviousMainStep(state);
  }
};

/**
 * The step-previous answer: the returned registrationStep becomes the step; 'Cannot update subscription!
 * Subscription completed.' sends the patient to the dashboard; any other failure keeps the step (the error
 * banner shows the server's message). An answer nobody waits for changes nothing.
 */
export const previousStepAnswered = <Q extends QuestionRef>(state: StepsState<Q>, answer: StepPreviousAnswer): StepsTransition<Q> => {
  if (!state.awaitingPreviousStep) return stay(state);
  const settled = { ...state, awaitingPreviousStep: false };
  if (answer.ok) return stay({ ...settled, step: answer.registrationStep });
  return answer.message === MESSAGES.subscriptionCompleted ? { state: settled, effects: [{ kind: 'navigate', to: DASHBOARD_PATH }] } : stay(settled);
};
