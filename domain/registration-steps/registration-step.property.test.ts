import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { isRegistrationDone, KNOWN_STEPS, registrationSteps } from './registration-step';
import { FIRST_PAYMENT_SUB_STEP, IDENTITY_STEPS, NEW_SUBSCRIPTION_SUB_STEPS, PAYMENT_SUB_STEPS, TREATMENT_SUB_STEPS } from './sub-steps';

describe('registration steps (spec §4)', () => {
  it('knows basic, questions, globalQuestions, treatment, payment, photo, summary and done', () => {
    expect(KNOWN_STEPS).toEqual(['basic', 'questions', 'globalQuestions', 'treatment', 'payment', 'photo', 'summary', 'done']);
  });

  it("is done when registrationStep is 'done'", () => {
    expect(isRegistrationDone('done')).toBe(true);
    expect(isRegistrationDone('summary')).toBe(false);
    expect(isRegistrationDone(null)).toBe(false);
    expect(isRegistrationDone(undefined)).toBe(false);
  });

  it('keeps the subscription’s own order, which excludes the steps summary and done', () => {
    expect(registrationSteps(['basic', 'questions', 'treatment', 'payment', 'photo'])).toEqual(['basic', 'questions', 'treatment', 'payment', 'photo']);
    expect(registrationSteps(['treatment', 'basic', 'summary', 'payment', 'done'])).toEqual(['treatment', 'basic', 'payment']);
    expect(registrationSteps(['basic', 'basic', 'payment'])).toEqual(['basic', 'payment']);
  });

  test.prop([fc.array(fc.constantFrom(...KNOWN_STEPS, 'other'))])('never lists summary or done, and keeps the relative order of the rest', (order) => {
    const steps = registrationSteps(order);
    expect(steps).not.toContain('summary');
    expect(steps).not.toContain('done');
    expect(new Set(steps).size).toBe(steps.length);
    const firstSeen = order.filter((step, index) => order.indexOf(step) === index && step !== 'summary' && step !== 'done');
    expect(steps).toEqual(firstSeen);
  });
});

describe('sub-step orders (spec §4)', () => {
  it('treatment plan: GenericOptions, Dosage, NumberOfUses, ShipmentFrequency, Packaging', () => {
    expect(TREATMENT_SUB_STEPS).toEqual(['GenericOptions', 'Dosage', 'NumberOfUses', 'ShipmentFrequency', 'Packaging']);
  });

  it('new subscription: NumberOfUses, DrugPreference, GenericOptions, Usage, Dosage, ShipmentFrequency', () => {
    expect(NEW_SUBSCRIPTION_SUB_STEPS).toEqual(['NumberOfUses', 'DrugPreference', 'GenericOptions', 'Usage', 'Dosage', 'ShipmentFrequency']);
  });

  it('payment has the sub-steps address and card and starts at the address', () => {
    expect(PAYMENT_SUB_STEPS).toEqual(['address', 'card']);
    expect(FIRST_PAYMENT_SUB_STEP).toBe('address');
  });

  it('photo: identity step 1 is the ID photo, 2 the selfie', () => {
    expect(IDENTITY_STEPS).toEqual({ idPhoto: 1, selfie: 2 });
  });
});
