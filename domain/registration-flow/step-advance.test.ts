import { describe, expect, it } from 'vitest';
import { goBack } from '../registration-steps/going-back';
import { initialStepsState, type StepsState } from '../registration-steps/steps-state';
import { planCandidates } from './plan-choices';
import { SILDENAFIL, TADALAFIL } from './plan-catalogue.fixture';
import { addressSaved, enteredStep, idPhotoUploaded, treatmentSubStepChosen, withQuestionnaire } from './step-advance';
import { choosesPlanOnOneScreen, nextTreatmentSubStep } from './treatment-sub-steps';

const ORDER = ['basic', 'questions', 'globalQuestions', 'treatment', 'payment', 'photo'];
const state = (step: string, productType: StepsState['productType'] = 'ed'): StepsState => initialStepsState({ productType, stepsOrder: ORDER, step });
const CANDIDATES = planCandidates([SILDENAFIL, TADALAFIL]);

describe('going forward through the steps', () => {
  it("opens a new main step at the start of its own sub-steps, and leaves the other steps' as they were", () => {
    const dirty: StepsState = { ...state('payment'), treatment: { subStep: 'Packaging', passed: ['GenericOptions'] }, paymentSubStep: 'card', identityStep: 2 };
    expect(enteredStep(dirty, 'photo')).toMatchObject({ step: 'photo', treatment: { subStep: 'Packaging' }, paymentSubStep: 'card', identityStep: 1 });
    expect(enteredStep(dirty, 'payment')).toMatchObject({ step: 'payment', treatment: { subStep: 'Packaging' }, paymentSubStep: 'address', identityStep: 2 });
    expect(enteredStep(dirty, 'treatment')).toMatchObject({ step: 'treatment', treatment: { subStep: 'GenericOptions', passed: [] }, paymentSubStep: 'card' });
    // Back from payment's address: treatment where it was left, its passed sub-steps walked back in turn.
    const left = enteredStep(dirty, 'payment');
    expect(goBack(left).effects).toEqual([{ kind: 'send-step-previous' }]);
  });

  it('moves from the address to the card, and from the ID photo to the selfie; going back undoes each', () => {
    const card = addressSaved(state('payment'));
    expect(card.paymentSubStep).toBe('card');
    expect(goBack(card).state.paymentSubStep).toBe('address');
    const selfie = idPhotoUploaded(state('photo'));
    expect(selfie.identityStep).toBe(2);
    expect(goBack(selfie).state.identityStep).toBe(1);
  });

  it('keeps a questionnaire progress per step', () => {
    const progress = { questions: [{ _id: 'a' }], index: 1, chatMessageShowing: false };
    const next = withQuestionnaire(state('questions'), 'globalQuestions', progress);
    expect(next.questionnaires.globalQuestions).toBe(progress);
    expect(next.questionnaires.questions.index).toBe(0);
  });
});

describe('the treatment sub-steps', () => {
  it('asks only what has two values or more, Packaging always last', () => {
    expect(nextTreatmentSubStep('ed', 'GenericOptions', CANDIDATES, {})).toBe('Dosage');
    // Daily tadalafil: one dose and one number of uses, so straight to the delivery frequency.
    expect(nextTreatmentSubStep('ed', 'GenericOptions', CANDIDATES, { variationId: 'daily' })).toBe('ShipmentFrequency');
    expect(nextTreatmentSubStep('ed', 'ShipmentFrequency', CANDIDATES, {})).toBe('Packaging');
    expect(nextTreatmentSubStep('ed', 'Packaging', CANDIDATES, {})).toBeNull();
    expect(nextTreatmentSubStep('wl', 'Dosage', [], {})).toBe('Packaging');
  });

  it('gives hl and ag one screen for every choice, as their going-back rule implies', () => {
    expect(choosesPlanOnOneScreen('hl')).toBe(true);
    expect(choosesPlanOnOneScreen('ag')).toBe(true);
    expect(choosesPlanOnOneScreen('ed')).toBe(false);
    expect(nextTreatmentSubStep('hl', 'GenericOptions', CANDIDATES, {})).toBeNull();
    expect(goBack(state('treatment', 'ag')).effects).toEqual([{ kind: 'send-step-previous' }]);
  });

  it('records the sub-steps passed, so going back returns to each in turn and then leaves the step', () => {
    let forward = state('treatment');
    for (const next of ['Dosage', 'ShipmentFrequency', 'Packaging'] as const) forward = treatmentSubStepChosen(forward, next);
    expect(forward.treatment).toEqual({ subStep: 'Packaging', passed: ['GenericOptions', 'Dosage', 'ShipmentFrequency'] });
    const visited: string[] = [];
    let back = forward;
    while (back.treatment.subStep !== 'GenericOptions') {
      back = goBack(back).state;
      visited.push(back.treatment.subStep);
    }
    expect(visited).toEqual(['ShipmentFrequency', 'Dosage', 'GenericOptions']);
    expect(goBack(back).effects).toEqual([{ kind: 'send-step-previous' }]);
  });
});
