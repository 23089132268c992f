import type { components } from '../../openapi/patient-api';
import { codedError } from '../http/http-error';
import type { QuestionDoc } from '../questionnaires/seed/question-seed';

type Schemas = components['schemas'];
export type Answer = Schemas['Answer'];
export type AnswerRecord = Schemas['AnswerRecord'];

/** The first chosen option that means the treatment cannot be prescribed. */
export interface BlockingChoice {
  readonly questionId: string;
  readonly optionId: string;
  readonly question: string;
}

export interface CheckedAnswers {
  readonly records: AnswerRecord[];
  readonly blockingChoice: BlockingChoice | null;
}

const DEFAULT_MAX_TEXT = 2000;

const isRealDate = (text: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const parsed = new Date(Date.UTC(year, month - 1, day));
  return parsed.getUTCFullYear() === year && parsed.getUTCMonth() === month - 1 && parsed.getUTCDate() === day;
};

type Fail = (problem: string) => never;

const isEmpty = (value: Answer['value']): boolean => value === undefined || (typeof value === 'string' && value.trim() === '');

/** The answer's value, checked against its question's kind and limits; null for an allowed empty answer. */
const checkedValue = (question: QuestionDoc, answer: Answer, today: string, fail: Fail): string | number | null => {
  const { value } = answer;
  if ((answer.optionIds ?? []).length > 0) fail('answer it with a value, not options');
  if (isEmpty(value)) {
    if (!question.flagAsEmpty) fail('it needs an answer');
    return null;
  }
  const input = question.input ?? {};
  switch (question.kind) {
    case 'text': {
      if (typeof value !== 'string') return fail('the answer is text');
      const trimmed = value.trim();
      const maxLength = input.maxLength ?? DEFAULT_MAX_TEXT;
      if (trimmed.length > maxLength) fail(`the answer is longer than ${maxLength} characters`);
      return trimmed;
    }
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return fail('the answer is a number');
      const unit = input.unit ? ` ${input.unit}` : '';
      if ((input.min !== undefined && value < input.min) || (input.max !== undefined && value > input.max)) {
        fail(`the answer is between ${input.min ?? '-∞'} and ${input.max ?? '∞'}${unit}`);
      }
      return value;
    }
    default: {
      if (typeof value !== 'string' || !isRealDate(value)) return fail('the answer is a date written YYYY-MM-DD');
      if (input.pastOnly && value > today) fail('the date cannot be in the future');
      return value;
    }
  }
};

/** The chosen options, checked: its own options only, one for a single choice, an exclusive option alone. */
const checkedOptions = (question: QuestionDoc, answer: Answer, fail: Fail): QuestionDoc['qOptions'] => {
  if (answer.value !== undefined) fail('answer it with options, not a value');
  const chosen = (answer.optionIds ?? []).map(
    (optionId) => question.qOptions.find((option) => option._id === optionId) ?? fail(`option ${optionId} is not one of its options`),
  );
  if (chosen.length === 0 && !question.flagAsEmpty) fail(question.kind === 'multipleChoice' ? 'choose at least one option' : 'choose one option');
  if (question.kind !== 'multipleChoice' && chosen.length > 1) fail('choose only one option');
  const exclusive = chosen.find((option) => option.isExclusive);
  if (exclusive && chosen.length > 1) fail(`'${exclusive.label}' is chosen alone`);
  return chosen;
};

/**
 * Checks a questionnaire's answers against its questions and returns them as saved records. Any problem
 * is a 400 naming the question, so nothing half-checked is ever saved.
 */
export const checkAnswers = (questions: readonly QuestionDoc[], answers: readonly Answer[], today: string): CheckedAnswers => {
  const byId = new Map(questions.map((question) => [question._id, question]));
  const chosenByQuestion = new Map<string, ReadonlySet<string>>();
  const records: AnswerRecord[] = [];
  let blockingChoice: BlockingChoice | null = null;

  for (const answer of answers) {
    const fail: Fail = (problem) => {
      throw codedError(400, 'invalid_answer', `Question ${answer.questionId}: ${problem}`, { questionId: answer.questionId });
    };
    const question = byId.get(answer.questionId) ?? fail('it is not a question of this questionnaire');
    if (chosenByQuestion.has(question._id)) fail('it is answered twice');
    let record: AnswerRecord = { questionId: question._id, question: question.question, kind: question.kind, optionIds: [], optionLabels: [], value: null };
    if (question.kind === 'chatMessage') {
      if ((answer.optionIds ?? []).length > 0 || answer.value !== undefined) fail('it shows a message and takes no answer');
    } else if (question.kind === 'singleChoice' || question.kind === 'yesNo' || question.kind === 'multipleChoice') {
      const chosen = checkedOptions(question, answer, fail);
      record = { ...record, optionIds: chosen.map((option) => option._id), optionLabels: chosen.map((option) => option.label) };
      const blocking = chosen.find((option) => option.blocksPatient);
      if (blocking && !blockingChoice) blockingChoice = { questionId: question._id, optionId: blocking._id, question: question.question };
    } else {
      record = { ...record, value: checkedValue(question, answer, today, fail) };
    }
    chosenByQuestion.set(question._id, new Set(record.optionIds));
    records.push(record);
  }

  // A follow-up stands only with the parent option that reveals it: an answer the patient took back
  // cannot leave its follow-ups behind.
  for (const record of records) {
    const question = byId.get(record.questionId);
    if (!question?.isFollowupQuestion || !question.immediateParentQId || !question.optionId) continue;
    if (!chosenByQuestion.get(question.immediateParentQId)?.has(question.optionId)) {
      throw codedError(400, 'invalid_answer', `Question ${record.questionId}: it follows up an option that was not chosen`, { questionId: record.questionId });
    }
  }
  return { records, blockingChoice };
};
