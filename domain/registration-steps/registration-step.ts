/** The registration steps the app knows (spec §4); `summary` and `done` never appear in a step order. */
export const KNOWN_STEPS = ['basic', 'questions', 'globalQuestions', 'treatment', 'payment', 'photo', 'summary', 'done'] as const;

const EXCLUDED_FROM_ORDER: ReadonlySet<string> = new Set(['summary', 'done']);

/** Registration is done when registrationStep is 'done' (spec §4). */
export const isRegistrationDone = (registrationStep: string | null | undefined): boolean => registrationStep === 'done';

/**
 * A subscription's own step order (registrationStepsOrder, spec §4), as the progress header walks it: the
 * list excludes summary and done, so they are dropped should the server send them, and a repeated step
 * counts once.
 */
export const registrationSteps = (registrationStepsOrder: readonly string[]): readonly string[] =>
  [...new Set(registrationStepsOrder)].filter((step) => !EXCLUDED_FROM_ORDER.has(step));
