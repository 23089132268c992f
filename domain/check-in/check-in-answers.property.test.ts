import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { CheckInQuestion, QuestionOption } from '../entities/check-in-question';
import {
  answerError,
  answersToSend,
  draftFromAnswers,
  blockingQuestion,
  isComplete,
  toggleOption,
  visibleQuestions,
  type Draft,
  type DraftAnswer,
} from './check-in-answers';

const TODAY = { year: 2026, month: 5, day: 10 };

const option = (id: string, extra: Partial<QuestionOption> = {}): QuestionOption => ({
  _id: id,
  label: id,
  followUpQuestions: [],
  blocksPatient: false,
  isExclusive: false,
  ...extra,
});

const question = (id: string, extra: Partial<CheckInQuestion> = {}): CheckInQuestion => ({
  _id: id,
  kind: 'singleChoice',
  question: `Question ${id}?`,
  description: null,
  qOptions: [],
  isFollowupQuestion: false,
  immediateParentQId: null,
  optionId: null,
  flagAsEmpty: false,
  input: null,
  ...extra,
});

/** The renewal questionnaire's shape: a message, a yes/no with a follow-up on yes (which has its own), a blocking yes/no. */
const QUESTIONS: readonly CheckInQuestion[] = [
  question('intro', { kind: 'chatMessage' }),
  question('effects', { kind: 'yesNo', qOptions: [option('yes', { followUpQuestions: ['details'] }), option('no')] }),
  question('details', {
    kind: 'multipleChoice',
    isFollowupQuestion: true,
    immediateParentQId: 'effects',
    optionId: 'yes',
    qOptions: [option('headache', { followUpQuestions: ['how-bad'] }), option('flushing'), option('none', { isExclusive: true })],
  }),
  question('how-bad', { kind: 'text', isFollowupQuestion: true, immediateParentQId: 'details', optionId: 'headache' }),
  question('nitrates', { kind: 'yesNo', qOptions: [option('n-yes', { blocksPatient: true }), option('n-no')] }),
  question('weight', { kind: 'number', input: { min: 50, max: 700 } }),
  question('notes', { kind: 'text', flagAsEmpty: true, input: { maxLength: 10 } }),
];

const draft = (entries: Record<string, Partial<DraftAnswer>>): Draft =>
  new Map(Object.entries(entries).map(([id, answer]) => [id, { optionIds: [], text: '', ...answer }]));

const ids = (questions: readonly CheckInQuestion[]) => questions.map((q) => q._id);

describe('check-in questionnaire answers (renewal and follow-up)', () => {
  it('shows a follow-up only while its parent shows with the revealing option chosen', () => {
    expect(ids(visibleQuestions(QUESTIONS, draft({})))).toEqual(['intro', 'effects', 'nitrates', 'weight', 'notes']);
    const yes = draft({ effects: { optionIds: ['yes'] }, details: { optionIds: ['headache'] } });
    expect(ids(visibleQuestions(QUESTIONS, yes))).toEqual(['intro', 'effects', 'details', 'how-bad', 'nitrates', 'weight', 'notes']);
    // Back to "no": the follow-up hides, and so does its own follow-up although its answer is still in the draft.
    const no = draft({ effects: { optionIds: ['no'] }, details: { optionIds: ['headache'] } });
    expect(ids(visibleQuestions(QUESTIONS, no))).toEqual(['intro', 'effects', 'nitrates', 'weight', 'notes']);
  });

  it('picks one option for a single choice, toggles a multiple choice, and keeps an exclusive option alone', () => {
    const [, effects, details] = QUESTIONS as [CheckInQuestion, CheckInQuestion, CheckInQuestion];
    expect(toggleOption(effects, ['no'], 'yes')).toEqual(['yes']);
    expect(toggleOption(details, ['headache'], 'flushing')).toEqual(['headache', 'flushing']);
    expect(toggleOption(details, ['headache', 'flushing'], 'headache')).toEqual(['flushing']);
    expect(toggleOption(details, ['headache', 'flushing'], 'none')).toEqual(['none']);
    expect(toggleOption(details, ['none'], 'flushing')).toEqual(['flushing']);
  });

  it('says why an answer cannot be sent', () => {
    const byId = new Map(QUESTIONS.map((q) => [q._id, q]));
    const get = (id: string) => byId.get(id) as CheckInQuestion;
    const typed = (text: string) => ({ optionIds: [], text });
    expect(answerError(get('intro'), typed(''), TODAY)).toBeNull();
    expect(answerError(get('effects'), typed(''), TODAY)).toBe('Choose an answer');
    expect(answerError(get('how-bad'), typed('  '), TODAY)).toBe('Enter an answer');
    expect(answerError(get('weight'), typed('abc'), TODAY)).toBe('Enter a number');
    expect(answerError(get('weight'), typed('1e3'), TODAY)).toBe('Enter a number');
    expect(answerError(get('weight'), typed('20'), TODAY)).toBe('Enter 50 or more');
    expect(answerError(get('weight'), typed('900'), TODAY)).toBe('Enter 700 or less');
    expect(answerError(get('weight'), typed('182.5'), TODAY)).toBeNull();
    expect(answerError(get('weight'), typed('182.25'), TODAY)).toBeNull();
    expect(answerError(get('weight'), typed('50'), TODAY)).toBeNull();
    expect(answerError(get('weight'), typed('700'), TODAY)).toBeNull();
    expect(answerError(get('notes'), typed(''), TODAY)).toBeNull();
    expect(answerError(get('notes'), typed('eleven char'), TODAY)).toBe('Keep it to 10 characters');
    expect(answerError(get('notes'), typed('ten chars!'), TODAY)).toBeNull();
    // No limits: any number, any length.
    expect(answerError(question('count', { kind: 'number' }), typed('-5'), TODAY)).toBeNull();
    expect(answerError(question('story', { kind: 'text' }), typed('x'.repeat(5000)), TODAY)).toBeNull();
    // maxLength limits texts only.
    expect(answerError(question('age', { kind: 'number', input: { maxLength: 2 } }), typed('182'), TODAY)).toBeNull();
    const date = question('started', { kind: 'date', input: { pastOnly: true } });
    expect(answerError(date, typed('2026-02-30'), TODAY)).toBe('Enter a date as YYYY-MM-DD');
    expect(answerError(date, typed('05/01/2026'), TODAY)).toBe('Enter a date as YYYY-MM-DD');
    expect(answerError(date, typed('on 2026-05-01'), TODAY)).toBe('Enter a date as YYYY-MM-DD');
    expect(answerError(date, typed('2026-05-01 or so'), TODAY)).toBe('Enter a date as YYYY-MM-DD');
    expect(answerError(date, typed('2026-05-11'), TODAY)).toBe('Enter a date that is not in the future');
    expect(answerError(date, typed('2026-05-10'), TODAY)).toBeNull();
    expect(answerError(question('any-day', { kind: 'date' }), typed('2027-01-01'), TODAY)).toBeNull();
  });

  it('finds a showing answer that blocks the treatment', () => {
    expect(blockingQuestion(QUESTIONS, draft({ nitrates: { optionIds: ['n-yes'] } }))?._id).toBe('nitrates');
    expect(blockingQuestion(QUESTIONS, draft({ nitrates: { optionIds: ['n-no'] } }))).toBeNull();
  });

  it('is complete once every showing question is answered, and sends only those answers', () => {
    const answered = draft({
      effects: { optionIds: ['no'] },
      details: { optionIds: ['flushing'] },
      nitrates: { optionIds: ['n-no'] },
      weight: { text: ' 182 ' },
    });
    expect(isComplete(QUESTIONS, answered, TODAY)).toBe(true);
    expect(isComplete(QUESTIONS, draft({ effects: { optionIds: ['yes'] }, nitrates: { optionIds: ['n-no'] }, weight: { text: '182' } }), TODAY)).toBe(false);
    expect(answersToSend(QUESTIONS, answered)).toEqual([
      { questionId: 'effects', optionIds: ['no'] },
      { questionId: 'nitrates', optionIds: ['n-no'] },
      { questionId: 'weight', value: 182 },
    ]);
    expect(answersToSend(QUESTIONS, draft({ 'how-bad': { text: 'hidden' }, notes: { text: ' fine ' } }))).toEqual([{ questionId: 'notes', value: 'fine' }]);
    // A care-team message is never answered, even when a sent draft holds text for it.
    expect(answersToSend(QUESTIONS, draftFromAnswers([{ questionId: 'intro', value: 'hello' }]))).toEqual([]);
  });

  it('reads answers back as a draft, so sent answers are checked by the same rules', () => {
    const answers = [
      { questionId: 'effects', optionIds: ['no'] },
      { questionId: 'nitrates', optionIds: ['n-no'] },
      { questionId: 'weight', value: 182 },
    ];
    const back = draftFromAnswers(answers);
    expect(isComplete(QUESTIONS, back, TODAY)).toBe(true);
    expect(answersToSend(QUESTIONS, back)).toEqual(answers);
    expect(draftFromAnswers([{ questionId: 'notes' }]).get('notes')).toEqual({ optionIds: [], text: '' });
  });

  const choices = fc.dictionary(
    fc.constantFrom('effects', 'details', 'how-bad', 'nitrates', 'weight', 'notes'),
    fc.record({ optionIds: fc.subarray(['yes', 'no', 'headache', 'flushing', 'none', 'n-yes', 'n-no']), text: fc.string({ maxLength: 12 }) }),
  );

  test.prop([choices])('sends answers only for showing questions, each once, in the questionnaire order', (entries) => {
    const current = draft(entries);
    const shown = ids(visibleQuestions(QUESTIONS, current));
    const sent = answersToSend(QUESTIONS, current).map((answer) => answer.questionId);
    expect(new Set(sent).size).toBe(sent.length);
    expect(sent.every((id) => shown.includes(id))).toBe(true);
    expect(sent).toEqual(shown.filter((id) => sent.includes(id)));
  });

  test.prop([choices])('a follow-up shows only after its parent', (entries) => {
    const shown = visibleQuestions(QUESTIONS, draft(entries));
    shown.forEach((q, index) => {
      if (q.isFollowupQuestion) expect(ids(shown.slice(0, index))).toContain(q.immediateParentQId);
    });
  });
});
