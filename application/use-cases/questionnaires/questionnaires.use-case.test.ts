import { beforeEach, describe, expect, it } from 'vitest';
import type { Draft, DraftAnswer } from '../../../domain/check-in/check-in-answers';
import { messageRead } from '../../../domain/registration-flow/questionnaire-progress';
import { goBack } from '../../../domain/registration-steps/going-back';
import { initialStepsState } from '../../../domain/registration-steps/steps-state';
import { blankSubscription, InMemoryRegistration, PATIENT_ID } from '../../../tests/fakes/in-memory-registration.fake';
import { AnswerQuestionUseCase, type QuestionnaireInProgress } from './answer-question.use-case';
import { LoadQuestionnaireUseCase, type LoadedQuestionnaire } from './load-questionnaire.use-case';
import { RewordQuestionnaireUseCase } from './reword-questionnaire.use-case';
import { SaveQuestionnairePositionUseCase } from './save-questionnaire-position.use-case';
import { option, question, questionId } from '../../../domain/registration-flow/registration-question.fixture';

const id = questionId;

/** The weight-loss questionnaire's shape. */
const WELCOME = question(1, { kind: 'chatMessage' });
const HEIGHT = question(2, { kind: 'number', label: 'Height', input: { min: 48, max: 96, unit: 'inches' } });
const WEIGHT = question(3, { kind: 'number', label: 'Weight', input: { min: 70, max: 700, unit: 'lb' } });
const TRIED = question(4, { kind: 'yesNo', qOptions: [option(41, { followUpQuestions: [id(5), id(6)] }), option(42)] });
const WHICH = question(5, { kind: 'text', isFollowupQuestion: true, immediateParentQId: id(4), optionId: id(41) });
const TRIED_MESSAGE = question(6, { kind: 'chatMessage', isFollowupQuestion: true, immediateParentQId: id(4), optionId: id(41) });
const THYROID = question(7, { kind: 'yesNo', qOptions: [option(71, { blocksPatient: true }), option(72)] });
const PCOS = question(8, { kind: 'yesNo', gender: 'female', qOptions: [option(81), option(82)] });

const SUBSCRIPTION = 'e'.repeat(24);
let backend: InMemoryRegistration;

beforeEach(() => {
  backend = new InMemoryRegistration();
  backend.questions = [WELCOME, HEIGHT, WEIGHT, TRIED, WHICH, TRIED_MESSAGE, THYROID, PCOS];
  backend.subscriptions.set(SUBSCRIPTION, blankSubscription(SUBSCRIPTION, 'wl', { registrationStep: 'questions' }));
});

const load = (step: 'questions' | 'globalQuestions' = 'questions', gender: 'male' | 'female' = 'male') =>
  new LoadQuestionnaireUseCase(backend).execute({ subscriptionId: SUBSCRIPTION, patientId: PATIENT_ID, productType: 'wl', step, gender });
const answer = { run: (input: QuestionnaireInProgress) => new AnswerQuestionUseCase(backend, backend, backend).execute(input) };
const with_ = (draft: Draft, questionId: string, value: Partial<DraftAnswer>): Draft =>
  new Map([...draft, [questionId, { optionIds: [], text: '', ...value }]]);
const inProgress = (loaded: LoadedQuestionnaire, patch: Partial<QuestionnaireInProgress> = {}): QuestionnaireInProgress => ({
  subscriptionId: SUBSCRIPTION,
  patientId: PATIENT_ID,
  productType: 'wl',
  questionType: loaded.questionType,
  known: loaded.known,
  draft: loaded.draft,
  progress: loaded.progress,
  logExists: loaded.logExists,
  ...patch,
});
const ids = (questions: readonly { _id: string }[]) => questions.map((q) => q._id);

describe('opening a questionnaire', () => {
  it("asks wl's list without follow-ups for the stored gender, and starts at question 0 when the log does not exist, silently", async () => {
    const loaded = await load();
    expect(loaded).toMatchObject({ ok: true, value: { questionType: 'wlQuestions', logExists: false, blocked: false, progress: { index: 0 } } });
    expect(backend.calls).toEqual(['questions wlQuestions male', 'visit-log']);
    expect(ids(loaded.ok ? loaded.value.progress.questions : [])).toEqual([id(1), id(2), id(3), id(4), id(7)]);
  });

  it('starts the medical history from the global answers when this subscription has none', async () => {
    backend.globalAnswerList = [{ questionId: id(7), optionIds: [id(72)] }];
    const loaded = await load('globalQuestions');
    expect(loaded.ok && loaded.value.draft.get(id(7))).toEqual({ optionIds: [id(72)], text: '' });
    backend.failNext('global-answers', 'down', 500);
    const withoutGlobal = await load('globalQuestions');
    expect(withoutGlobal.ok && withoutGlobal.value.draft.size).toBe(0);
  });

  it('passes on a failed question list (the error message is stored)', async () => {
    backend.failNext('questions', 'Questionnaire unavailable', 500);
    expect(await load()).toEqual({ ok: false, error: { message: 'Questionnaire unavailable', statusCode: 500 } });
  });
});

describe('answering, saved as the patient goes, and resumed anywhere', () => {
  it('saves each answer with the new index (POST first, PUT after), and a reload opens at the same question', async () => {
    let loaded = (await load()) as { ok: true; value: LoadedQuestionnaire };
    // The welcome message: Continue creates the log.
    const step = await answer.run(inProgress(loaded.value));
    expect(step).toMatchObject({ ok: true, value: { progress: { index: 1 }, blocked: false } });
    expect(backend.calls.at(-1)).toBe('POST visit-log wlQuestions 1');
    const draft = with_(new Map(), id(2), { text: '70' });
    const second = await answer.run(inProgress(loaded.value, { draft, progress: step.ok ? step.value.progress : loaded.value.progress, logExists: true }));
    expect(second).toMatchObject({ ok: true, value: { progress: { index: 2 } } });
    expect(backend.calls.at(-1)).toBe('PUT visit-log wlQuestions 2');

    loaded = (await load()) as { ok: true; value: LoadedQuestionnaire };
    expect(loaded.value.progress.index).toBe(2);
    expect(loaded.value.draft.get(id(2))?.text).toBe('70');
    expect(loaded.value.logExists).toBe(true);
    expect(backend.calls).toContain('last-index wlQuestions');
  });

  it('reads the follow-ups an answer reveals, gives them a turn, and shows a care-team message first', async () => {
    const loaded = ((await load()) as { ok: true; value: LoadedQuestionnaire }).value;
    const draft = with_(new Map(), id(4), { optionIds: [id(41)] });
    const step = await answer.run(inProgress(loaded, { draft, progress: { ...loaded.progress, index: 3 } }));
    expect(step.ok).toBe(true);
    if (!step.ok) return;
    expect(backend.calls).toEqual(expect.arrayContaining([`question ${id(5)}`, `question ${id(6)}`]));
    expect(ids(step.value.progress.questions)).toEqual([id(1), id(2), id(3), id(4), id(5), id(7)]);
    expect(step.value.progress).toMatchObject({ index: 3, chatMessageShowing: true });
    expect(ids(step.value.messages)).toEqual([id(6)]);
    // Saved one past the question, so a reload does not show the message again.
    expect(backend.calls.at(-1)).toBe('POST visit-log wlQuestions 4');
    expect(messageRead(step.value.progress, step.value.known, draft).index).toBe(4);
  });

  it('keeps everything where it was when the answer is wrong or the save fails', async () => {
    const loaded = ((await load()) as { ok: true; value: LoadedQuestionnaire }).value;
    const atHeight = { ...loaded.progress, index: 1 };
    expect(await answer.run(inProgress(loaded, { progress: atHeight, draft: with_(new Map(), id(2), { text: '20' }) }))).toEqual({
      ok: false,
      error: { message: 'Enter 48 or more', statusCode: 400 },
    });
    backend.failNext('POST visit-log', 'Network down', 503);
    expect(await answer.run(inProgress(loaded, { progress: atHeight, draft: with_(new Map(), id(2), { text: '70' }) }))).toMatchObject({
      ok: false,
      error: { statusCode: 503 },
    });
    expect(backend.visitLogs.size).toBe(0);
    expect(await answer.run(inProgress(loaded, { progress: { ...loaded.progress, index: 5 } }))).toMatchObject({ ok: false, error: { statusCode: 409 } });
  });

  it("blocks on the server's blocksPatient option, and on the app's own BMI rule (isBlockedUser=true)", async () => {
    const loaded = ((await load()) as { ok: true; value: LoadedQuestionnaire }).value;
    const thyroid = await answer.run(
      inProgress(loaded, { progress: { ...loaded.progress, index: 4 }, draft: with_(new Map(), id(7), { optionIds: [id(71)] }) }),
    );
    expect(thyroid).toMatchObject({ ok: true, value: { blocked: true } });

    backend.visitLogs.clear();
    const light = with_(with_(new Map(), id(2), { text: '70' }), id(3), { text: '150' });
    const bmi = await answer.run(inProgress(loaded, { progress: { ...loaded.progress, index: 2 }, draft: light }));
    expect(bmi).toMatchObject({ ok: true, value: { blocked: true } });
    expect(backend.calls).toEqual(expect.arrayContaining(['POST visit-log wlQuestions 3 blocked', `body-metrics 5.83 150`]));
  });

  it('after going back, the log keeps the earlier index so another device opens there too', async () => {
    const loaded = ((await load()) as { ok: true; value: LoadedQuestionnaire }).value;
    const position = new SaveQuestionnairePositionUseCase(backend);
    expect(await position.execute(inProgress(loaded))).toEqual({ ok: true, value: undefined });
    expect(backend.calls).not.toContain('PUT visit-log wlQuestions 0');
    const started = await answer.run(inProgress(loaded));
    const state = initialStepsState({ productType: 'wl', stepsOrder: ['questions'], step: 'questions', questionnaires: { questions: [] } });
    const back = goBack({ ...state, questionnaires: { ...state.questionnaires, questions: started.ok ? started.value.progress : loaded.progress } });
    await position.execute(inProgress(loaded, { progress: back.state.questionnaires.questions, logExists: true }));
    expect(backend.calls.at(-1)).toBe('PUT visit-log wlQuestions 0');
    backend.failNext('PUT visit-log', 'down', 503);
    expect(await position.execute(inProgress(loaded, { logExists: true }))).toMatchObject({ ok: false });
  });
});

describe('rewording a questionnaire in another language', () => {
  it('reads the step’s list and each follow-up already known by its id, and answers them by id', async () => {
    backend.questions = backend.questions.map((known) => ({ ...known, question: `ES ${known.question}` }));
    const reword = new RewordQuestionnaireUseCase(backend);
    const read = await reword.execute({ productType: 'wl', step: 'questions', gender: 'male', known: [WELCOME, TRIED, WHICH] });
    expect(read.ok && read.value.get(WHICH._id)?.question).toBe(`ES ${WHICH.question}`);
    expect(read.ok && read.value.get(TRIED._id)?.question).toBe(`ES ${TRIED.question}`);
    expect(backend.calls.filter((call) => call.startsWith('question'))).toEqual(['questions wlQuestions male', `question ${WHICH._id}`]);
  });

  it('fails as a follow-up it cannot read fails', async () => {
    backend.failNext('question ', 'Gone', 404);
    const read = await new RewordQuestionnaireUseCase(backend).execute({ productType: 'wl', step: 'questions', gender: 'male', known: [WELCOME, WHICH] });
    expect(read.ok).toBe(false);
  });
});
