import { MESSAGES } from '../feedback/messages';

/**
 * Step titles of the steps header. The spec names only 'The Basics'; the others are ours (see
 * domain/README.md), worded as a patient would read the step.
 */
const STEP_TITLES: ReadonlyMap<string, string> = new Map([
  ['basic', MESSAGES.basicsStepTitle],
  ['questions', 'Your Health'],
  ['globalQuestions', 'Medical History'],
  ['treatment', 'Treatment Plan'],
  ['payment', 'Shipping & Payment'],
  ['photo', 'Identity Verification'],
  ['done', 'All Set'],
]);

/** A step the app does not know yet still gets a header, never an empty one. */
export const FALLBACK_STEP_TITLE = 'Registration';

export const stepTitle = (step: string): string => STEP_TITLES.get(step) ?? FALLBACK_STEP_TITLE;

/** The back arrow is hidden on 'The Basics' and on thank-you (the done step or its page) (spec §2). */
export const backArrowVisible = (step: string, pathname: string): boolean =>
  step !== 'basic' && step !== 'done' && pathname.replace(/\/+$/, '') !== '/thank-you';

export type SegmentState = 'done' | 'current' | 'disabled';

export interface ProgressSegment {
  readonly step: string;
  readonly state: SegmentState;
}

/**
 * One segment per step of registrationStepsOrder (spec §2, §4): the steps before the current one are
 * done, the current one is current, the later ones disabled (drawn faded). Once registration is done
 * every segment is done; a step missing from the order marks none as done or current.
 */
export const progressSegments = (stepsOrder: readonly string[], currentStep: string): ProgressSegment[] => {
  const position = currentStep === 'done' ? stepsOrder.length : stepsOrder.indexOf(currentStep);
  return stepsOrder.map((step, index) => ({
    step,
    // A step missing from the order has position -1: every index is past it.
    state: index > position ? 'disabled' : index === position ? 'current' : 'done',
  }));
};
