import type { QuestionnaireProgress, QuestionnaireStep, QuestionRef, StepsState } from '../registration-steps/steps-state';
import { FIRST_PAYMENT_SUB_STEP, IDENTITY_STEPS, type TreatmentSubStep } from '../registration-steps/sub-steps';

/**
 * Going forward through the steps, the counterpart of registration-steps/going-back: each transition gives
 * the next steps state. Going back from a step lands where going forward left it (the passed treatment
 * sub-steps, the card sub-step, the selfie), so the two stay in step.
 */

/**
 * A new main step from the server (stepper next, or a reload): that step's sub-steps open at their start
 * (the first treatment sub-step, payment at the address, the ID photo). Other steps keep theirs, so going
 * back into treatment from payment lands on the sub-step it was left at.
 */
export const enteredStep = <Q extends QuestionRef>(state: StepsState<Q>, registrationStep: string): StepsState<Q> => ({
  ...state,
  step: registrationStep,
  ...(registrationStep === 'treatment' ? { treatment: { subStep: 'GenericOptions' as const, passed: [] } } : {}),
  ...(registrationStep === 'payment' ? { paymentSubStep: FIRST_PAYMENT_SUB_STEP } : {}),
  ...(registrationStep === 'photo' ? { identityStep: IDENTITY_STEPS.idPhoto } : {}),
});

/** The questionnaire of a questions step, as loaded or as the patient moved in it. */
export const withQuestionnaire = <Q extends QuestionRef>(state: StepsState<Q>, step: QuestionnaireStep, progress: QuestionnaireProgress<Q>): StepsState<Q> => ({
  ...state,
  questionnaires: { ...state.questionnaires, [step]: progress },
});

/** The address is saved: the card sub-step comes (spec §4: the payment flow starts at the address). */
export const addressSaved = <Q extends QuestionRef>(state: StepsState<Q>): StepsState<Q> => ({ ...state, paymentSubStep: 'card' });

/** The ID photo is uploaded: the selfie comes (identity step 2). A reload with the ID photo kept resumes there too. */
export const idPhotoUploaded = <Q extends QuestionRef>(state: StepsState<Q>): StepsState<Q> => ({ ...state, identityStep: IDENTITY_STEPS.selfie });

/** The patient moves on to `next`; the sub-step left joins the passed list, which going back walks. */
export const treatmentSubStepChosen = <Q extends QuestionRef>(state: StepsState<Q>, next: TreatmentSubStep): StepsState<Q> => ({
  ...state,
  treatment: { subStep: next, passed: [...state.treatment.passed, state.treatment.subStep] },
});

/** A reload resumes the treatment at the sub-step the patient had reached (registration-flow/treatment-position). */
export const treatmentResumed = <Q extends QuestionRef>(state: StepsState<Q>, treatment: StepsState<Q>['treatment']): StepsState<Q> => ({
  ...state,
  treatment,
});
