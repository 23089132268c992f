import { describe, expect, it } from 'vitest';
import type { Draft } from '../check-in/check-in-answers';
import type { RegistrationQuestion } from '../entities/registration-question';
import { appBlocksPatient, bodyMetricsFromAnswers, goalWeightError, MINIMUM_WEIGHT_LOSS_BMI, registrationAnswerError } from './eligibility';

const numberQuestion = (id: string, label: string, unit: string | null, kind: RegistrationQuestion['kind'] = 'number'): RegistrationQuestion => ({
  _id: id,
  sequence: 1,
  kind,
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
  input: unit === null ? null : { unit },
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
    expect(bodyMetricsFromAnswers(QUESTIONS, answers(' 70 ', ' '))).toBeNull();
  });

  it('reads only number questions with that label and unit', () => {
    const others = [
      numberQuestion('h-none', 'Height', null),
      numberQuestion('h-cm', 'Height', 'cm'),
      numberQuestion('h-text', 'Height', 'inches', 'text'),
      numberQuestion('waist', 'Waist', 'inches'),
      numberQuestion('w-kg', 'Weight', 'kg'),
    ];
    const draft: Draft = new Map(
      [
        ['h-none', '40'],
        ['h-cm', '178'],
        ['h-text', '5 ft 10'],
        ['waist', '20'],
        ['w-kg', '100'],
        ['h', '70'],
        ['w', '220'],
      ].map(([id, text]) => [id as string, { optionIds: [], text: text as string }]),
    );
    expect(bodyMetricsFromAnswers([...others, ...QUESTIONS], draft)).toEqual({ heightFeet: 70 / 12, weightPounds: 220, bmi: 31.6 });
  });

  it(`blocks a weight-loss patient below a BMI of ${MINIMUM_WEIGHT_LOSS_BMI}, and nobody else`, () => {
    expect(appBlocksPatient('wl', QUESTIONS, answers('70', '150'))).toBe(true);
    expect(appBlocksPatient('wl', QUESTIONS, answers('70', '190'))).toBe(false);
    // 70 in and 188.5 lb is a BMI of 27.0 exactly: not below.
    expect(bodyMetricsFromAnswers(QUESTIONS, answers('70', '188.5'))?.bmi).toBe(27);
    expect(appBlocksPatient('wl', QUESTIONS, answers('70', '188.5'))).toBe(false);
    expect(appBlocksPatient('wl', QUESTIONS, answers('70', ''))).toBe(false);
    expect(appBlocksPatient('ed', QUESTIONS, answers('70', '150'))).toBe(false);
  });
});

describe('a weight-loss goal against the current weight', () => {
  const TODAY = { year: 2026, month: 11, day: 27 };
  const goal = (text: string): Draft =>
    new Map([
      ['w', { optionIds: [], text: '220' }],
      ['g', { optionIds: [], text }],
    ]);
  const GOAL = QUESTIONS[2]!;

  it('asks again for a goal at or above the current weight, naming it', () => {
    expect(goalWeightError(GOAL, QUESTIONS, goal('230'))).toBe('Enter a goal below your current weight of 220 lb');
    expect(goalWeightError(GOAL, QUESTIONS, goal('220'))).toBe('Enter a goal below your current weight of 220 lb');
    expect(goalWeightError(GOAL, QUESTIONS, goal('180'))).toBeNull();
    expect(registrationAnswerError(GOAL, QUESTIONS, goal('230'), TODAY)).toBe('Enter a goal below your current weight of 220 lb');
  });

  it("leaves other questions, a goal without a current weight, and the answer's own checks first", () => {
    expect(goalWeightError(QUESTIONS[1]!, QUESTIONS, goal('230'))).toBeNull();
    expect(goalWeightError(GOAL, [GOAL], goal('230'))).toBeNull();
    expect(registrationAnswerError(GOAL, QUESTIONS, goal(''), TODAY)).toBe('Enter an answer');
    expect(registrationAnswerError(GOAL, QUESTIONS, goal('abc'), TODAY)).toBe('Enter a number');
  });
});
