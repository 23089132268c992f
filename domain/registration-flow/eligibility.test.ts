import { describe, expect, it } from 'vitest';
import type { Draft } from '../check-in/check-in-answers';
import type { RegistrationQuestion } from '../entities/registration-question';
import { appBlocksPatient, bodyMetricsFromAnswers, MINIMUM_WEIGHT_LOSS_BMI } from './eligibility';

const numberQuestion = (id: string, label: string, unit: string): RegistrationQuestion => ({
  _id: id,
  sequence: 1,
  kind: 'number',
  question: `${label}?`,
  description: null,
  label,
  gender: null,
  lookup: null,
  qOptions: [],
  isFollowupQuestion: false,
  immediateParentQId: null,
  optionId: null,
  flagAsEmpty: false,
  input: { unit },
});

const QUESTIONS = [numberQuestion('h', 'Height', 'inches'), numberQuestion('w', 'Weight', 'lb'), numberQuestion('g', 'Goal weight', 'lb')];
const answers = (height: string, weight: string): Draft =>
  new Map([
    ['h', { optionIds: [], text: height }],
    ['w', { optionIds: [], text: weight }],
    ['g', { optionIds: [], text: '150' }],
  ]);

describe('the weight-loss BMI rule (sent as isBlockedUser=true)', () => {
  it('reads height in inches and weight in pounds from the questions labelled so', () => {
    expect(bodyMetricsFromAnswers(QUESTIONS, answers('70', '220'))).toEqual({ heightFeet: 70 / 12, weightPounds: 220, bmi: 31.6 });
    expect(bodyMetricsFromAnswers(QUESTIONS, answers('70', ''))).toBeNull();
    expect(bodyMetricsFromAnswers(QUESTIONS, answers('abc', '220'))).toBeNull();
    expect(bodyMetricsFromAnswers(QUESTIONS.slice(1), answers('70', '220'))).toBeNull();
    expect(bodyMetricsFromAnswers(QUESTIONS, answers('0', '220'))).toBeNull();
  });

  it(`blocks a weight-loss patient below a BMI of ${MINIMUM_WEIGHT_LOSS_BMI}, and nobody else`, () => {
    expect(appBlocksPatient('wl', QUESTIONS, answers('70', '150'))).toBe(true);
    expect(appBlocksPatient('wl', QUESTIONS, answers('70', '190'))).toBe(false);
    expect(appBlocksPatient('wl', QUESTIONS, answers('70', ''))).toBe(false);
    expect(appBlocksPatient('ed', QUESTIONS, answers('70', '150'))).toBe(false);
  });
});
