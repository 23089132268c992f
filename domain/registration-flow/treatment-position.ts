import type { TreatmentSubStep } from '../registration-steps/sub-steps';
import { TREATMENT_SUB_STEPS } from '../registration-steps/sub-steps';
import type { ProductType } from '../shared/product-type';
import type { PlanCandidate, PlanDraft } from './plan-choices';
import { nextTreatmentSubStep } from './treatment-sub-steps';

/**
 * Where a patient was in the treatment sub-steps, kept across a reload (our choice: the questionnaires
 * resume from the visit log, the plan's choices from the subscription's plan, the sub-step from here).
 */
export interface TreatmentPosition {
  readonly subscriptionId: string;
  readonly subStep: TreatmentSubStep;
}

const isSubStep = (value: unknown): value is TreatmentSubStep => (TREATMENT_SUB_STEPS as readonly unknown[]).includes(value);

/** The stored position, as text. */
export const storedTreatmentPosition = (position: TreatmentPosition): string => JSON.stringify(position);

/** The sub-step stored for this subscription, or null (none stored, another subscription's, or unreadable). */
export const treatmentPositionFromStorage = (stored: string | null, subscriptionId: string): TreatmentSubStep | null => {
  if (!stored) return null;
  try {
    const position = JSON.parse(stored) as Partial<TreatmentPosition> | null;
    return position?.subscriptionId === subscriptionId && isSubStep(position.subStep) ? position.subStep : null;
  } catch {
    return null;
  }
};

/**
 * The treatment sub-step to resume at and the sub-steps passed to reach it, as going forward from the first
 * with these choices would have it (so Back walks them in turn). A sub-step the choices no longer lead to,
 * or none, resumes at the first; hl and ag choose on one screen.
 */
export const resumedTreatmentSubStep = (
  productType: ProductType,
  saved: TreatmentSubStep | null,
  candidates: readonly PlanCandidate[],
  draft: PlanDraft,
): { readonly subStep: TreatmentSubStep; readonly passed: readonly TreatmentSubStep[] } => {
  const start = { subStep: 'GenericOptions' as const, passed: [] };
  let subStep: TreatmentSubStep = start.subStep;
  const passed: TreatmentSubStep[] = [];
  while (saved !== null && subStep !== saved) {
    const next = nextTreatmentSubStep(productType, subStep, candidates, draft);
    if (next === null) return start;
    passed.push(subStep);
    subStep = next;
  }
  return { subStep, passed };
};
