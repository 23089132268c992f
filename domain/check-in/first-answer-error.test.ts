import { describe, expect, it } from 'vitest';
import type { CheckInQuestion } from '../entities/check-in-question';
import { draftFromAnswers } from './check-in-answers';
import { firstAnswerError } from './first-answer-error';

const TODAY = { year: 2026, month: 6, day: 1 };
const option = (id: string, label: string) => ({ _id: id, label, followUpQuestions: [], blocksPatient: false, isExclusive: false });
const question = (id: string, kind: CheckInQuestion['kind'], extra: Partial<CheckInQuestion> = {}): CheckInQuestion =>
  ({
    _id: id,
    kind,
    question: `Question ${id}`,
    qOptions: [],
    flagAsEmpty: false,
    isFollowupQuestion: false,
    immediateParentQId: null,
    optionId: null,
    ...extra,
  }) as CheckInQuestion;

describe('the first answer a check-in cannot send', () => {
  const usage = question('usage', 'singleChoice', { qOptions: [option('stopped', 'I stopped'), option('nightly', 'Every night')] });
  const why = question('why', 'text', { isFollowupQuestion: true, immediateParentQId: 'usage', optionId: 'stopped' });
  const questions = [question('intro', 'chatMessage'), usage, why];

  it('names the question left unanswered, a follow-up included, and why', () => {
    expect(firstAnswerError(questions, draftFromAnswers([]), TODAY)).toEqual({ question: usage, error: 'Choose an answer' });
    expect(firstAnswerError(questions, draftFromAnswers([{ questionId: 'usage', optionIds: ['stopped'] }]), TODAY)).toEqual({
      question: why,
      error: 'Enter an answer',
    });
  });

  it('is null once every showing question is answered', () => {
    expect(firstAnswerError(questions, draftFromAnswers([{ questionId: 'usage', optionIds: ['nightly'] }]), TODAY)).toBeNull();
  });
});
