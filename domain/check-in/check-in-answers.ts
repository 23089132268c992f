import type { CheckInAnswer, CheckInQuestion } from '../entities/check-in-question';
import { builtMessage } from '../shared/built-message';
import { compareDates, isRealDate, type CalendarDate } from '../shared/calendar-date';

/** What the patient has given for one question so far: the options chosen and the text typed. */
export interface DraftAnswer {
  readonly optionIds: readonly string[];
  readonly text: string;
}

export type Draft = ReadonlyMap<string, DraftAnswer>;

const EMPTY: DraftAnswer = { optionIds: [], text: '' };
const CHOICE_KINDS: ReadonlySet<string> = new Set(['singleChoice', 'multipleChoice', 'yesNo']);

export const draftOf = (draft: Draft, questionId: string): DraftAnswer => draft.get(questionId) ?? EMPTY;

export const isChoice = (question: Pick<CheckInQuestion, 'kind'>): boolean => CHOICE_KINDS.has(question.kind);

/**
 * The questions showing, in order: every top-level question, and a follow-up only while its parent shows
 * with the option that reveals it chosen. The list is depth-first, so a parent always comes before its
 * follow-ups and one pass suffices.
 */
export const visibleQuestions = (questions: readonly CheckInQuestion[], draft: Draft): CheckInQuestion[] => {
  const shown = new Set<string>();
  const visible: CheckInQuestion[] = [];
  for (const question of questions) {
    const revealed =
      !question.isFollowupQuestion ||
      (question.immediateParentQId !== null &&
        shown.has(question.immediateParentQId) &&
        question.optionId !== null &&
        draftOf(draft, question.immediateParentQId).optionIds.includes(question.optionId));
    if (revealed) {
      shown.add(question._id);
      visible.push(question);
    }
  }
  return visible;
};

/**
 * The options after the patient picks `optionId`: one option for a single choice or yes/no; a multiple
 * choice toggles it, an exclusive option ("None of these") standing alone.
 */
export const toggleOption = (question: CheckInQuestion, current: readonly string[], optionId: string): string[] => {
  if (question.kind !== 'multipleChoice') return [optionId];
  if (current.includes(optionId)) return current.filter((id) => id !== optionId);
  const exclusive = new Set(question.qOptions.filter((option) => option.isExclusive).map((option) => option._id));
  return exclusive.has(optionId) ? [optionId] : [...current.filter((id) => !exclusive.has(id)), optionId];
};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dateOf = (text: string): CalendarDate | null => {
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDate(date) ? date : null;
};

/**
 * Why the answer to a showing question cannot be sent yet, or null. Every question but a message needs an
 * answer unless it may be left empty; numbers keep within their limits, dates are real days (not after
 * `today` when only a past date makes sense), texts keep within their length.
 */
export const answerError = (question: CheckInQuestion, answer: DraftAnswer, today: CalendarDate): string | null => {
  if (question.kind === 'chatMessage') return null;
  const text = answer.text.trim();
  const empty = isChoice(question) ? answer.optionIds.length === 0 : text === '';
  if (empty) return question.flagAsEmpty ? null : isChoice(question) ? 'Choose an answer' : 'Enter an answer';
  const input = question.input ?? {};
  if (question.kind === 'number') {
    const value = Number(text);
    if (!/^-?\d+(\.\d+)?$/.test(text) || !Number.isFinite(value)) return 'Enter a number';
    if (value < (input.min ?? Number.NEGATIVE_INFINITY)) return builtMessage('Enter {min} or more', { min: input.min as number });
    if (value > (input.max ?? Number.POSITIVE_INFINITY)) return builtMessage('Enter {max} or less', { max: input.max as number });
  }
  if (question.kind === 'date') {
    const date = dateOf(text);
    if (!date) return 'Enter a date as YYYY-MM-DD';
    if (input.pastOnly && compareDates(date, today) > 0) return 'Enter a date that is not in the future';
  }
  if (question.kind === 'text' && text.length > (input.maxLength ?? Number.POSITIVE_INFINITY)) {
    return builtMessage('Keep it to {count} characters', { count: input.maxLength as number });
  }
  return null;
};

/** The first showing question whose chosen option means the treatment cannot go on without the doctor, or null. */
export const blockingQuestion = (questions: readonly CheckInQuestion[], draft: Draft): CheckInQuestion | null =>
  visibleQuestions(questions, draft).find((question) =>
    question.qOptions.some((option) => option.blocksPatient && draftOf(draft, question._id).optionIds.includes(option._id)),
  ) ?? null;

/** Whether every showing question has an answer the server takes. */
export const isComplete = (questions: readonly CheckInQuestion[], draft: Draft, today: CalendarDate): boolean =>
  visibleQuestions(questions, draft).every((question) => answerError(question, draftOf(draft, question._id), today) === null);

/**
 * The answers to send: the showing questions that were answered (messages and questions left empty are
 * not sent), numbers as numbers. Answers to follow-ups that no longer show are dropped.
 */
export const answersToSend = (questions: readonly CheckInQuestion[], draft: Draft): CheckInAnswer[] =>
  visibleQuestions(questions, draft).flatMap((question): CheckInAnswer[] => {
    if (question.kind === 'chatMessage') return [];
    const answer = draftOf(draft, question._id);
    if (isChoice(question)) return answer.optionIds.length > 0 ? [{ questionId: question._id, optionIds: [...answer.optionIds] }] : [];
    const text = answer.text.trim();
    if (text === '') return [];
    return [{ questionId: question._id, value: question.kind === 'number' ? Number(text) : text }];
  });

/** The answers a patient sent back as a draft, so the rules above can check them (a CLI or a retry sends answers, not a form). */
export const draftFromAnswers = (answers: readonly CheckInAnswer[]): Draft =>
  new Map(
    answers.map((answer) => [answer.questionId, { optionIds: [...(answer.optionIds ?? [])], text: answer.value === undefined ? '' : String(answer.value) }]),
  );
