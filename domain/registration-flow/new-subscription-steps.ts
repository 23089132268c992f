import type { NewSubscriptionSubStep } from '../registration-steps/sub-steps';
import { asksSomething, NEW_SUBSCRIPTION_DIMENSIONS, type PlanCandidate, type PlanDraft } from './plan-choices';

/**
 * /user/new-subscription (spec §2, §4): a patient who finished a registration narrows a new treatment down
 * with the new-subscription sub-steps, then starts it (POST /api/subscription/start-new). A sub-step with
 * one value left asks nothing and is skipped; 'review' shows the plan before it starts.
 */

export type NewSubscriptionStage = NewSubscriptionSubStep | 'review';

export interface NewSubscriptionProgress {
  readonly stage: NewSubscriptionStage;
  /** The stages passed to reach it, oldest first: Back walks them. */
  readonly passed: readonly NewSubscriptionStage[];
}

export const NEW_SUBSCRIPTION_ORDER = NEW_SUBSCRIPTION_DIMENSIONS.map((entry) => entry.dimension);

/** The first stage after `after` (or from the start) that asks something; review when none is left. */
export const nextNewSubscriptionStage = (candidates: readonly PlanCandidate[], draft: PlanDraft, after: NewSubscriptionStage | null): NewSubscriptionStage => {
  if (after === 'review') return 'review';
  // After null (no stage yet) findIndex gives -1: the search starts at the first stage.
  const start = NEW_SUBSCRIPTION_DIMENSIONS.findIndex((entry) => entry.subStep === after) + 1;
  return (
    NEW_SUBSCRIPTION_DIMENSIONS.slice(start).find((entry) => asksSomething(candidates, NEW_SUBSCRIPTION_ORDER, draft, entry.dimension))?.subStep ?? 'review'
  );
};

export const startNewSubscription = (candidates: readonly PlanCandidate[], draft: PlanDraft): NewSubscriptionProgress => ({
  stage: nextNewSubscriptionStage(candidates, draft, null),
  passed: [],
});

/** The patient chose at the current stage and moves on. */
export const newSubscriptionForward = (progress: NewSubscriptionProgress, candidates: readonly PlanCandidate[], draft: PlanDraft): NewSubscriptionProgress => {
  const stage = nextNewSubscriptionStage(candidates, draft, progress.stage);
  return stage === progress.stage ? progress : { stage, passed: [...progress.passed, progress.stage] };
};

/** Back: the stage passed last; null from the first stage (the patient leaves for the dashboard). */
export const newSubscriptionBack = (progress: NewSubscriptionProgress): NewSubscriptionProgress | null => {
  const previous = progress.passed.at(-1);
  return previous === undefined ? null : { stage: previous, passed: progress.passed.slice(0, -1) };
};

/** The dimension a sub-step chooses. */
export const dimensionOf = (stage: NewSubscriptionSubStep) => NEW_SUBSCRIPTION_DIMENSIONS.find((entry) => entry.subStep === stage)!.dimension;
