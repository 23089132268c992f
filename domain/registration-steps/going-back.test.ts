import { describe, expect, it } from 'vitest';
import { goBack, previousStepAnswered } from './going-back';
import { initialStepsState, type StepsState } from './steps-state';

const ORDER = ['basic', 'questions', 'globalQuestions', 'treatment', 'payment', 'photo'];
const at = (step: string, patch: Partial<StepsState> = {}): StepsState => ({
  ...initialStepsState({ productType: 'ed', stepsOrder: ORDER, step }),
  ...patch,
});
const SEND_PREVIOUS = [{ kind: 'send-step-previous' }];
const TO_DASHBOARD_ACTIVE = [
  { kind: 'set-status', status: 'active' },
  { kind: 'navigate', to: '/user/subscriptions' },
];

describe('a fresh steps state (spec §4)', () => {
  it('opens treatment at GenericOptions, payment at the address sub-step and photo at the ID photo', () => {
    const state = initialStepsState({ productType: 'wl', stepsOrder: ORDER, step: 'basic', questionnaires: { questions: [{ _id: 'q1' }] } });
    expect(state).toEqual({
      productType: 'wl',
      stepsOrder: ORDER,
      step: 'basic',
      treatment: { subStep: 'GenericOptions', passed: [] },
      questionnaires: {
        questions: { questions: [{ _id: 'q1' }], index: 0, chatMessageShowing: false },
        globalQuestions: { questions: [], index: 0, chatMessageShowing: false },
      },
      paymentSubStep: 'address',
      identityStep: 1,
      awaitingPreviousStep: false,
    });
  });
});

describe('going back from treatment (spec §4)', () => {
  it('goes to the previous main step for productType hl or ag, whatever the sub-step', () => {
    for (const productType of ['hl', 'ag'] as const) {
      const { state, effects } = goBack(at('treatment', { productType, treatment: { subStep: 'Dosage', passed: ['GenericOptions'] } }));
      expect(effects).toEqual(SEND_PREVIOUS);
      expect(state.treatment).toEqual({ subStep: 'Dosage', passed: ['GenericOptions'] });
      expect(state.awaitingPreviousStep).toBe(true);
    }
  });

  it('goes to the previous main step from the GenericOptions sub-step', () => {
    expect(goBack(at('treatment')).effects).toEqual(SEND_PREVIOUS);
  });

  it('otherwise goes to the previous treatment sub-step, and the passed-step list loses its last entry', () => {
    const { state, effects } = goBack(
      at('treatment', { productType: 'wl', treatment: { subStep: 'ShipmentFrequency', passed: ['GenericOptions', 'Dosage'] } }),
    );
    expect(effects).toEqual([]);
    expect(state.treatment).toEqual({ subStep: 'Dosage', passed: ['GenericOptions'] });
    expect(state.step).toBe('treatment');
  });

  it('falls back to the sub-step before in order when no passed step is recorded', () => {
    const { state } = goBack(at('treatment', { treatment: { subStep: 'NumberOfUses', passed: [] } }));
    expect(state.treatment).toEqual({ subStep: 'Dosage', passed: [] });
  });
});

describe('going back from questions and globalQuestions (spec §4)', () => {
  const questions = [
    { _id: 'q1' },
    { _id: 'q2' },
    { _id: 'f1', immediateParentQId: 'q2' },
    { _id: 'f1a', immediateParentQId: 'f1' },
    { _id: 'q3', immediateParentQId: null },
    { _id: 'f3', immediateParentQId: 'q3' },
  ];

  it('clears a showing chat-message question first', () => {
    for (const step of ['questions', 'globalQuestions'] as const) {
      const progress = { questions, index: 4, chatMessageShowing: true };
      const { state, effects } = goBack(at(step, { questionnaires: { ...at(step).questionnaires, [step]: progress } }));
      expect(state.questionnaires[step]).toEqual({ questions, index: 4, chatMessageShowing: false });
      expect(effects).toEqual([]);
    }
  });

  it('above index 0 removes the follow-up questions of the current question and decrements the index', () => {
    for (const step of ['questions', 'globalQuestions'] as const) {
      const fromQ2 = goBack(at(step, { questionnaires: { ...at(step).questionnaires, [step]: { questions, index: 1, chatMessageShowing: false } } }));
      expect(fromQ2.state.questionnaires[step]).toEqual({
        questions: [{ _id: 'q1' }, { _id: 'q2' }, { _id: 'q3', immediateParentQId: null }, { _id: 'f3', immediateParentQId: 'q3' }],
        index: 0,
        chatMessageShowing: false,
      });
      expect(fromQ2.effects).toEqual([]);
    }
  });

  it('leaves the other questionnaire alone', () => {
    const state = at('questions', { questionnaires: { ...at('questions').questionnaires, questions: { questions, index: 2, chatMessageShowing: false } } });
    expect(goBack(state).state.questionnaires.globalQuestions).toBe(state.questionnaires.globalQuestions);
  });

  it('at index 0 goes to the previous main step', () => {
    expect(goBack(at('globalQuestions')).effects).toEqual(SEND_PREVIOUS);
    expect(goBack(at('questions')).effects).toEqual(SEND_PREVIOUS);
  });
});

describe('going back from payment (spec §4)', () => {
  it('returns from the card sub-step to the address sub-step', () => {
    const { state, effects } = goBack(at('payment', { paymentSubStep: 'card' }));
    expect(state.paymentSubStep).toBe('address');
    expect(effects).toEqual([]);
  });

  it('otherwise goes to the previous main step', () => {
    expect(goBack(at('payment')).effects).toEqual(SEND_PREVIOUS);
  });
});

describe('going back from photo (spec §4)', () => {
  it('sets the identity step to 1 when it is not 1', () => {
    const { state, effects } = goBack(at('photo', { identityStep: 2 }));
    expect(state.identityStep).toBe(1);
    expect(state.paymentSubStep).toBe('address');
    expect(effects).toEqual([]);
  });

  it('otherwise sets the payment sub-step to card and goes to the previous main step', () => {
    const { state, effects } = goBack(at('photo'));
    expect(state.paymentSubStep).toBe('card');
    expect(effects).toEqual(SEND_PREVIOUS);
  });
});

describe('the previous main step (spec §4)', () => {
  it('from the first step goes to /user/subscriptions and sets status to active', () => {
    const { state, effects } = goBack(at('basic'));
    expect(effects).toEqual(TO_DASHBOARD_ACTIVE);
    expect(state.awaitingPreviousStep).toBe(false);
    expect(goBack(at('photo', { stepsOrder: ['photo', 'payment'] })).effects).toEqual(TO_DASHBOARD_ACTIVE);
  });

  it('otherwise sends a step-previous update and sets the step to the returned registrationStep', () => {
    const sent = goBack(at('summary'));
    expect(sent.effects).toEqual(SEND_PREVIOUS);
    expect(sent.state.step).toBe('summary');
    const answered = previousStepAnswered(sent.state, { ok: true, registrationStep: 'photo' });
    expect(answered.state.step).toBe('photo');
    expect(answered.state.awaitingPreviousStep).toBe(false);
    expect(answered.effects).toEqual([]);
  });

  it("goes to /user/subscriptions on 'Cannot update subscription! Subscription completed.'", () => {
    const sent = goBack(at('payment')).state;
    const answered = previousStepAnswered(sent, { ok: false, message: 'Cannot update subscription! Subscription completed.' });
    expect(answered.effects).toEqual([{ kind: 'navigate', to: '/user/subscriptions' }]);
    expect(answered.state.step).toBe('payment');
    expect(answered.state.awaitingPreviousStep).toBe(false);
  });

  it('keeps the step on any other failure, ready for another try', () => {
    const sent = goBack(at('payment')).state;
    const answered = previousStepAnswered(sent, { ok: false, message: 'Network error' });
    expect(answered).toEqual({ state: { ...sent, awaitingPreviousStep: false }, effects: [] });
    expect(goBack(answered.state).effects).toEqual(SEND_PREVIOUS);
  });

  it('ignores a second press while the update is on its way, and an answer nobody waits for', () => {
    const sent = goBack(at('payment')).state;
    expect(goBack(sent)).toEqual({ state: sent, effects: [] });
    const idle = at('payment');
    expect(previousStepAnswered(idle, { ok: true, registrationStep: 'basic' })).toEqual({ state: idle, effects: [] });
  });
});
