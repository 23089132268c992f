import type { QuestionOption } from '../entities/check-in-question';
import type { RegistrationQuestion } from '../entities/registration-question';

/** Builders of registration questions for the questionnaire tests (imported by tests only). */

/** The id of question or option `n`. */
export const questionId = (n: number): string => n.toString(16).padStart(24, 'f');

export const option = (n: number, extra: Partial<QuestionOption> = {}): QuestionOption => ({
  _id: questionId(n),
  label: `option ${n}`,
  followUpQuestions: [],
  blocksPatient: false,
  isExclusive: false,
  ...extra,
});

export const question = (n: number, extra: Partial<RegistrationQuestion>): RegistrationQuestion => ({
  _id: questionId(n),
  sequence: n,
  kind: 'singleChoice',
  question: `Question ${n}?`,
  description: null,
  label: null,
  gender: null,
  lookup: null,
  qOptions: [],
  isFollowupQuestion: false,
  immediateParentQId: null,
  optionId: null,
  flagAsEmpty: false,
  input: null,
  ...extra,
});
