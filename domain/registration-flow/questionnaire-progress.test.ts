import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { Draft, DraftAnswer } from '../check-in/check-in-answers';
import type { QuestionOption } from '../entities/check-in-question';
import type { RegistrationQuestion } from '../entities/registration-question';
import { goBack } from '../registration-steps/going-back';
import { initialStepsState, type QuestionnaireProgress } from '../registration-steps/steps-state';
import {
  answeredCurrent,
  forGender,
  isQuestionnaireFinished,
  messageRead,
  questionsInTurn,
  resumedProgress,
  revealedMessages,
  unknownFollowUps,
  withQuestions,
} from './questionnaire-progress';
import { withQuestionnaire } from './step-advance';

const option = (id: string, extra: Partial<QuestionOption> = {}): QuestionOption => ({
  _id: id,
  label: id,
  followUpQuestions: [],
  blocksPatient: false,
  isExclusive: false,
  ...extra,
});

let sequence = 0;
const question = (id: string, extra: Partial<RegistrationQuestion> = {}): RegistrationQuestion => ({
  _id: id,
  sequence: (sequence += 1),
  kind: 'singleChoice',
  question: `${id}?`,
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

const followUp = (id: string, parent: string, optionId: string, extra: Partial<RegistrationQuestion> = {}) =>
  question(id, { isFollowupQuestion: true, immediateParentQId: parent, optionId, ...extra });

/** The ed questionnaire's shape: a welcome, a message on one option, a text follow-up, nested follow-ups, a gender question. */
const WELCOME = question('welcome', { kind: 'chatMessage' });
const FREQUENCY = question('frequency', { qOptions: [option('rarely', { followUpQuestions: ['rarely-msg'] }), option('often')] });
const RARELY_MSG = followUp('rarely-msg', 'frequency', 'rarely', { kind: 'chatMessage' });
const TRIED = question('tried', {
  kind: 'multipleChoice',
  qOptions: [
    option('sildenafil', { followUpQuestions: ['sil-result'] }),
    option('tadalafil', { followUpQuestions: ['tad-result'] }),
    option('none', { isExclusive: true }),
  ],
});
const SIL_RESULT = followUp('sil-result', 'tried', 'sildenafil', { qOptions: [option('worked'), option('side', { followUpQuestions: ['side-details'] })] });
const SIDE_DETAILS = followUp('side-details', 'sil-result', 'side', { kind: 'text' });
const TAD_RESULT = followUp('tad-result', 'tried', 'tadalafil', { kind: 'text' });
const PREGNANT = question('pregnant', { kind: 'yesNo', gender: 'female', qOptions: [option('p-yes'), option('p-no')] });
const NOTES = question('notes', { kind: 'text', flagAsEmpty: true });

const ALL = [WELCOME, FREQUENCY, RARELY_MSG, TRIED, SIL_RESULT, SIDE_DETAILS, TAD_RESULT, PREGNANT, NOTES];
const TOP_LEVEL = ALL.filter((q) => !q.isFollowupQuestion);
/** What the engine holds for a man: everything asked of him (built in each test, so a fault fails the tests, not the file's import). */
const man = () => forGender(ALL, 'male');

const draft = (entries: Record<string, Partial<DraftAnswer>>): Draft =>
  new Map(Object.entries(entries).map(([id, answer]) => [id, { optionIds: [], text: '', ...answer }]));
const ids = (questions: readonly { _id: string }[]) => questions.map((q) => q._id);

describe('the questions a patient is asked', () => {
  it('keeps questions for everyone and for the patient gender', () => {
    expect(ids(forGender(ALL, 'male'))).not.toContain('pregnant');
    expect(ids(forGender(ALL, 'female'))).toContain('pregnant');
  });

  it('merges follow-ups read one by one into sequence order, once each', () => {
    const merged = withQuestions(TOP_LEVEL, [TAD_RESULT, SIL_RESULT, TAD_RESULT]);
    expect(ids(merged)).toEqual(['welcome', 'frequency', 'tried', 'sil-result', 'tad-result', 'pregnant', 'notes']);
  });

  it('asks for the follow-ups an answer reveals that are not known yet, once each', () => {
    const answers = draft({ tried: { optionIds: ['sildenafil', 'tadalafil'] }, frequency: { optionIds: ['rarely'] } });
    expect(unknownFollowUps(TOP_LEVEL, answers)).toEqual(['rarely-msg', 'sil-result', 'tad-result']);
    expect(unknownFollowUps(ALL, answers)).toEqual([]);
    // A follow-up of a follow-up is asked for only once its parent shows.
    const known = withQuestions(TOP_LEVEL, [SIL_RESULT]);
    expect(unknownFollowUps(known, draft({ 'sil-result': { optionIds: ['side'] } }))).toEqual([]);
    expect(unknownFollowUps(known, draft({ tried: { optionIds: ['sildenafil'] }, 'sil-result': { optionIds: ['side'] } }))).toEqual(['side-details']);
  });
});

describe('answering the current question', () => {
  const start = () => ({ questions: questionsInTurn(man(), draft({})), index: 0, chatMessageShowing: false });

  it('moves on from the welcome message, and inserts the follow-ups an answer reveals right after it', () => {
    const afterWelcome = answeredCurrent(start(), man(), draft({}));
    expect(afterWelcome.index).toBe(1);
    const atTried = { ...afterWelcome, index: 2 };
    const answers = draft({ tried: { optionIds: ['sildenafil', 'tadalafil'] } });
    const answered = answeredCurrent(atTried, man(), answers);
    expect(ids(answered.questions)).toEqual(['welcome', 'frequency', 'tried', 'sil-result', 'tad-result', 'notes']);
    expect(answered).toMatchObject({ index: 3, chatMessageShowing: false });
  });

  it('shows a care-team message over its question instead of giving it a turn; Continue moves on', () => {
    const atFrequency = { ...start(), index: 1 };
    const answers = draft({ frequency: { optionIds: ['rarely'] } });
    const answered = answeredCurrent(atFrequency, man(), answers);
    expect(answered).toMatchObject({ index: 1, chatMessageShowing: true });
    expect(ids(answered.questions)).toEqual(ids(start().questions));
    expect(ids(revealedMessages(man(), FREQUENCY, answers))).toEqual(['rarely-msg']);
    expect(messageRead(answered, man(), answers)).toMatchObject({ index: 2, chatMessageShowing: false });
    expect(messageRead(atFrequency, man(), answers)).toBe(atFrequency);
  });

  it('replaces the follow-ups of an earlier answer, theirs too, when the answer changes', () => {
    const withSide = draft({ tried: { optionIds: ['sildenafil'] }, 'sil-result': { optionIds: ['side'] } });
    let progress = answeredCurrent({ ...start(), index: 2 }, man(), withSide);
    progress = answeredCurrent(progress, man(), withSide);
    expect(ids(progress.questions)).toEqual(['welcome', 'frequency', 'tried', 'sil-result', 'side-details', 'notes']);
    const changed = draft({ tried: { optionIds: ['none'] }, 'sil-result': { optionIds: ['side'] } });
    const again = answeredCurrent({ ...progress, index: 2 }, man(), changed);
    expect(ids(again.questions)).toEqual(['welcome', 'frequency', 'tried', 'notes']);
    expect(again.index).toBe(3);
  });

  it('inserts only the follow-ups already read, and shows only the messages already read', () => {
    const known = forGender(TOP_LEVEL, 'male');
    const atStart = { questions: questionsInTurn(known, draft({})), index: 0, chatMessageShowing: false };
    const tried = answeredCurrent({ ...atStart, index: 2 }, known, draft({ tried: { optionIds: ['sildenafil'] } }));
    expect(ids(tried.questions)).toEqual(['welcome', 'frequency', 'tried', 'notes']);
    const rarely = draft({ frequency: { optionIds: ['rarely'] } });
    expect(revealedMessages(known, FREQUENCY, rarely)).toEqual([]);
    expect(answeredCurrent({ ...atStart, index: 1 }, known, rarely)).toMatchObject({ index: 2, chatMessageShowing: false });
  });

  it('reveals follow-ups from chosen options only: a text answer reveals none, even with options in its draft', () => {
    const textWithOptions = question('details', { kind: 'text', qOptions: [option('x', { followUpQuestions: ['rarely-msg'] })] });
    const sent = draft({ details: { text: 'fine', optionIds: ['x'] } });
    expect(revealedMessages(man(), textWithOptions, sent)).toEqual([]);
    expect(unknownFollowUps([textWithOptions], sent)).toEqual([]);
  });

  it('leaves the progress alone past the end', () => {
    const atEnd = { ...start(), index: start().questions.length };
    expect(answeredCurrent(atEnd, man(), draft({}))).toBe(atEnd);
    expect(isQuestionnaireFinished(atEnd)).toBe(true);
    expect(isQuestionnaireFinished(start())).toBe(false);
  });

  it('works with the going-back machine: back from a follow-up drops its own follow-ups and returns to its parent', () => {
    const answers = draft({ tried: { optionIds: ['sildenafil'] }, 'sil-result': { optionIds: ['side'] } });
    let progress = answeredCurrent({ ...start(), index: 2 }, man(), answers);
    progress = answeredCurrent(progress, man(), answers);
    const state = withQuestionnaire(initialStepsState({ productType: 'ed', stepsOrder: ['questions'], step: 'questions' }), 'questions', progress);
    const back = goBack({ ...state, questionnaires: { ...state.questionnaires, questions: { ...progress, index: 3 } } });
    expect(ids(back.state.questionnaires.questions.questions)).toEqual(['welcome', 'frequency', 'tried', 'sil-result', 'notes']);
    expect(back.state.questionnaires.questions.index).toBe(2);
  });
});

describe('resuming (a reload, another device)', () => {
  it('rebuilds the questions in turn from the saved answers and opens at the saved index', () => {
    const answers = draft({ frequency: { optionIds: ['rarely'] }, tried: { optionIds: ['sildenafil'] }, 'sil-result': { optionIds: ['worked'] } });
    const resumed = resumedProgress(man(), answers, 4);
    expect(ids(resumed.questions)).toEqual(['welcome', 'frequency', 'tried', 'sil-result', 'notes']);
    expect(resumed).toMatchObject({ index: 4, chatMessageShowing: false });
  });

  it('after going back, a reload shows the same count: the follow-ups of a question gone back past come again only once it is answered', () => {
    // At side-details, Back to tried: side-details goes, with its parent left (spec §4); tried's own follow-up stays listed.
    const answers = draft({ tried: { optionIds: ['sildenafil'] }, 'sil-result': { optionIds: ['side'] }, 'side-details': { text: 'a headache' } });
    const inTurn = ['welcome', 'frequency', 'tried', 'sil-result', 'side-details', 'notes'].map((id) => man().find((q) => q._id === id));
    const atSideDetails = { questions: inTurn.filter((q): q is RegistrationQuestion => q !== undefined), index: 4, chatMessageShowing: false };
    const atTried = walkBack(walkBack(atSideDetails));
    expect(ids(atTried.questions)).toEqual(['welcome', 'frequency', 'tried', 'sil-result', 'notes']);
    expect(resumedProgress(man(), answers, atTried.index)).toEqual(atTried);
    // Back once more, to frequency: tried's follow-up goes too, and a reload does not bring it back before tried is answered.
    const atFrequency = walkBack(atTried);
    expect(ids(atFrequency.questions)).toEqual(['welcome', 'frequency', 'tried', 'notes']);
    expect(resumedProgress(man(), answers, atFrequency.index)).toEqual(atFrequency);
  });

  it('going back past an answered question and answering the one before it again lists its follow-ups, as a reload there does', () => {
    const answers = draft({ tried: { optionIds: ['sildenafil'] }, 'sil-result': { optionIds: ['worked'] } });
    const atSilResult = { questions: resumedProgress(man(), answers, 3).questions, index: 3, chatMessageShowing: false };
    const atFrequency = walkBack(walkBack(atSilResult));
    expect(ids(atFrequency.questions)).toEqual(['welcome', 'frequency', 'tried', 'notes']);
    const atTried = answeredCurrent(atFrequency, man(), answers);
    expect(ids(atTried.questions)).toEqual(['welcome', 'frequency', 'tried', 'sil-result', 'notes']);
    expect(atTried.index).toBe(2);
    expect(resumedProgress(man(), answers, 2)).toEqual(atTried);
  });

  it('keeps the index within the questions, the end included', () => {
    expect(resumedProgress(man(), draft({}), 99).index).toBe(4);
    expect(resumedProgress(man(), draft({}), -3).index).toBe(0);
    expect(resumedProgress(man(), draft({}), 1.7).index).toBe(1);
  });
});

/** The back arrow on a questionnaire above index 0, through the going-back machine. */
const walkBack = (progress: QuestionnaireProgress<RegistrationQuestion>): QuestionnaireProgress<RegistrationQuestion> => {
  const state = withQuestionnaire(
    initialStepsState<RegistrationQuestion>({ productType: 'ed', stepsOrder: ['basic', 'questions'], step: 'questions' }),
    'questions',
    progress,
  );
  return goBack(state).state.questionnaires.questions;
};

/** Answers a man may give to every question of the fixture (a choice's options at random, a text always). */
const anyAnswers: fc.Arbitrary<Draft> = fc
  .tuple(
    fc.constantFrom(['rarely'], ['often']),
    fc.constantFrom(['sildenafil'], ['tadalafil'], ['sildenafil', 'tadalafil'], ['none']),
    fc.constantFrom(['worked'], ['side']),
  )
  .map(([frequency, tried, silResult]) =>
    draft({
      frequency: { optionIds: frequency },
      tried: { optionIds: tried },
      'sil-result': { optionIds: silResult },
      'side-details': { text: 'a headache' },
      'tad-result': { text: 'fine' },
      notes: { text: 'none' },
    }),
  );

describe('a reload', () => {
  test.prop([anyAnswers, fc.array(fc.boolean(), { minLength: 1, maxLength: 30 })])(
    'resumes on the questions shown before it, after going back and after answering on the way forward again: "Question N of M" stays the same',
    (answers, moves) => {
      let progress: QuestionnaireProgress<RegistrationQuestion> = { questions: questionsInTurn(man(), draft({})), index: 0, chatMessageShowing: false };
      const saved = new Map<string, DraftAnswer>();
      const expectResumedAs = (shown: QuestionnaireProgress<RegistrationQuestion>, savedIndex: number) => {
        const resumed = resumedProgress(man(), saved, savedIndex);
        expect(ids(resumed.questions)).toEqual(ids(shown.questions));
        expect(resumed.index).toBe(shown.index);
      };
      for (const forward of moves) {
        if (forward && progress.chatMessageShowing) {
          progress = messageRead(progress, man(), saved);
        } else if (forward) {
          const current = progress.questions[progress.index];
          const answer = current && answers.get(current._id);
          if (answer) saved.set(current._id, answer);
          progress = answeredCurrent(progress, man(), saved);
          // Answering saves the index of the question coming next, past a care-team message.
          const next = messageRead(progress, man(), saved);
          expectResumedAs(next, next.index);
        } else if (progress.index > 0 || progress.chatMessageShowing) {
          progress = walkBack(progress);
          // Going back saves the index it returns to.
          expectResumedAs(progress, progress.index);
        }
      }
    },
  );
});
