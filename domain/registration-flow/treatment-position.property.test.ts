import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { initialStepsState } from '../registration-steps/steps-state';
import { TREATMENT_SUB_STEPS } from '../registration-steps/sub-steps';
import { choicesFor, completedDraft, planCandidates, TREATMENT_DIMENSIONS, valueOf, withChoice, type PlanDraft } from './plan-choices';
import { SILDENAFIL, TADALAFIL } from './plan-catalogue.fixture';
import { treatmentSubStepChosen } from './step-advance';
import { resumedTreatmentSubStep, storedTreatmentPosition, treatmentPositionFromStorage } from './treatment-position';
import { nextTreatmentSubStep } from './treatment-sub-steps';

const CANDIDATES = planCandidates([SILDENAFIL, TADALAFIL]);
const ORDER = TREATMENT_DIMENSIONS.map((entry) => entry.dimension);
const ID = 'a'.repeat(24);

describe('the treatment position kept across a reload', () => {
  it('reads back the sub-step stored for this subscription only', () => {
    const stored = storedTreatmentPosition({ subscriptionId: ID, subStep: 'ShipmentFrequency' });
    expect(treatmentPositionFromStorage(stored, ID)).toBe('ShipmentFrequency');
    expect(treatmentPositionFromStorage(stored, 'b'.repeat(24))).toBeNull();
    for (const unreadable of [null, '', '{', 'null', '{"subscriptionId":"x","subStep":"Nowhere"}', JSON.stringify({ subscriptionId: ID, subStep: 'Usage' })]) {
      expect(treatmentPositionFromStorage(unreadable, ID), String(unreadable)).toBeNull();
    }
  });

  it('resumes at the first sub-step when none is stored, for hl and ag, or when the choices no longer lead there', () => {
    const draft = completedDraft(CANDIDATES, ORDER, { variationId: 'daily' });
    const start = { subStep: 'GenericOptions', passed: [] };
    expect(resumedTreatmentSubStep('ed', null, CANDIDATES, draft)).toEqual(start);
    expect(resumedTreatmentSubStep('hl', 'Packaging', CANDIDATES, draft)).toEqual(start);
    // Daily tadalafil has one dose: Dosage is never asked.
    expect(resumedTreatmentSubStep('ed', 'Dosage', CANDIDATES, draft)).toEqual(start);
    expect(resumedTreatmentSubStep('ed', 'ShipmentFrequency', CANDIDATES, draft)).toEqual({ subStep: 'ShipmentFrequency', passed: ['GenericOptions'] });
  });

  // A walk: at each sub-step a choice among those offered (by position), then Continue.
  test.prop([fc.array(fc.nat(), { minLength: 1, maxLength: 5 }), fc.nat({ max: 4 })])(
    'resumes exactly where Continue led, with the same sub-steps to go back through',
    (picks, continues) => {
      let state = initialStepsState({ productType: 'ed', stepsOrder: ['treatment'], step: 'treatment' });
      let draft: PlanDraft = completedDraft(CANDIDATES, ORDER, {});
      for (let turn = 0; turn <= continues; turn += 1) {
        const dimension = TREATMENT_DIMENSIONS.find((entry) => entry.subStep === state.treatment.subStep)?.dimension;
        if (dimension) {
          const offered = choicesFor(CANDIDATES, ORDER, draft, dimension);
          const pick = offered[(picks[turn % picks.length] ?? 0) % offered.length];
          if (pick) draft = completedDraft(CANDIDATES, ORDER, withChoice(draft, dimension, valueOf(pick, dimension)));
        }
        if (turn === continues) break;
        const next = nextTreatmentSubStep('ed', state.treatment.subStep, CANDIDATES, draft);
        if (!next) break;
        state = treatmentSubStepChosen(state, next);
      }
      expect(TREATMENT_SUB_STEPS).toContain(state.treatment.subStep);
      expect(resumedTreatmentSubStep('ed', state.treatment.subStep, CANDIDATES, draft)).toEqual(state.treatment);
    },
  );
});
