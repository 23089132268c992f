import type { TreatmentSubStep } from '../registration-steps/sub-steps';
import type { ProductType } from '../shared/product-type';
import { asksSomething, TREATMENT_DIMENSIONS, type PlanCandidate, type PlanDraft } from './plan-choices';

/** Which treatment sub-step comes next (spec §4 order), the counterpart of going back through them. */

/** hl and ag choose their plan on one screen: going back from treatment leaves the step (spec §4). */
export const choosesPlanOnOneScreen = (productType: ProductType): boolean => productType === 'hl' || productType === 'ag';

const ORDER = TREATMENT_DIMENSIONS.map((entry) => entry.dimension);

/**
 * The treatment sub-step after `current`: the next one with something to choose (two values or more
 * left), Packaging (the package, the add-ons and the plan's price) always last; null after Packaging,
 * and for hl and ag, whose one screen holds every choice.
 */
export const nextTreatmentSubStep = (
  productType: ProductType,
  current: TreatmentSubStep,
  candidates: readonly PlanCandidate[],
  draft: PlanDraft,
): TreatmentSubStep | null => {
  if (choosesPlanOnOneScreen(productType) || current === 'Packaging') return null;
  const after = TREATMENT_DIMENSIONS.slice(TREATMENT_DIMENSIONS.findIndex((entry) => entry.subStep === current) + 1);
  return after.find((entry) => asksSomething(candidates, ORDER, draft, entry.dimension))?.subStep ?? 'Packaging';
};
