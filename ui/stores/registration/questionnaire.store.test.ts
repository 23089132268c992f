import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationUseCases } from '../../../application/areas/registration.use-cases';
import { AnswerQuestionUseCase } from '../../../application/use-cases/questionnaires/answer-question.use-case';
import { LoadQuestionnaireUseCase } from '../../../application/use-cases/questionnaires/load-questionnaire.use-case';
import { RewordQuestionnaireUseCase } from '../../../application/use-cases/questionnaires/reword-questionnaire.use-case';
import { SaveQuestionnairePositionUseCase } from '../../../application/use-cases/questionnaires/save-questionnaire-position.use-case';
import { ok } from '../../../domain/shared/result';
import { blankSubscription, InMemoryRegistration, PATIENT_ID } from '../../../tests/fakes/in-memory-registration.fake';
import { fillPlaceholders } from '../../i18n/fill-placeholders';
import { spanishTranslator } from '../../i18n/spanish';
import { showLanguage } from '../../i18n/translate';
import type { SessionStore } from '../session.store';
import { QuestionnaireStore } from './questionnaire.store';
import { RegistrationStore } from './registration.store';
import { option, question, questionId } from '../../../domain/registration-flow/registration-question.fixture';

const id = questionId;

const WELCOME = question(1, { kind: 'chatMessage' });
const HEIGHT = question(2, { kind: 'number', label: 'Height', input: { min: 48, max: 96, unit: 'inches' } });
const THYROID = question(3, { kind: 'yesNo', qOptions: [option(31, { blocksPatient: true }), option(32)] });
const SUBSCRIPTION = 'e'.repeat(24);

/** The questions step of a weight-loss registration, on one in-memory backend. */
const questionsStep = () => {
  const backend = new InMemoryRegistration();
  backend.questions = [WELCOME, HEIGHT, THYROID];
  backend.subscriptions.set(SUBSCRIPTION, blankSubscription(SUBSCRIPTION, 'wl', { registrationStep: 'questions' }));
  const session = { patientId: PATIENT_ID, user: { patient: { basic: { gender: 'male' } } } } as unknown as SessionStore;
  const registration = new RegistrationStore({} as never, session);
  registration.adopt(backend.subscriptions.get(SUBSCRIPTION)!);
  const advanced: string[] = [];
  const useCases = {
    loadQuestionnaire: new LoadQuestionnaireUseCase(backend),
    rewordQuestionnaire: new RewordQuestionnaireUseCase(backend),
    answerQuestion: new AnswerQuestionUseCase(backend, backend, backend),
    saveQuestionnairePosition: new SaveQuestionnairePositionUseCase(backend),
    advance: {
      execute: async (subscriptionId: string) => (
        advanced.push(subscriptionId),
        ok(blankSubscription(SUBSCRIPTION, 'wl', { registrationStep: 'globalQuestions' }))
      ),
    },
  } as unknown as Pick<RegistrationUseCases, 'loadQuestionnaire' | 'rewordQuestionnaire' | 'answerQuestion' | 'saveQuestionnairePosition' | 'advance'>;
  const store = new QuestionnaireStore(
    useCases,
    registration,
    session,
    () => null,
    () => ({ year: 2026, month: 11, day: 27 }),
  );
  return { backend, registration, store, advanced };
};

describe('the questionnaire engine', () => {
  it('opens where the visit log left off, once per steps state', async () => {
    const { store, backend } = questionsStep();
    await store.load('questions');
    expect([store.status.phase, store.current?._id, store.logExists]).toEqual(['ready', WELCOME._id, false]);
    await store.load('questions');
    expect(backend.calls.filter((call) => call.startsWith('questions'))).toHaveLength(1);
  });

  it('says why the question list could not be read, and tries again on the next load', async () => {
    const { store, backend } = questionsStep();
    backend.failNext('questions', 'Questionnaire unavailable', 500);
    await store.load('questions');
    expect([store.status.phase, store.error]).toEqual(['error', 'Questionnaire unavailable']);
    await store.load('questions');
    expect(store.status.phase).toBe('ready');
  });

  it('saves each answer before moving on, and keeps an answer out of range with its error', async () => {
    const { store, backend } = questionsStep();
    await store.load('questions');
    await store.next();
    expect([store.current?._id, backend.calls.at(-1)]).toEqual([HEIGHT._id, 'POST visit-log wlQuestions 1']);
    expect(store.currentError).toBeNull();
    store.type(HEIGHT._id, '20');
    await store.next();
    expect([store.current?._id, store.currentError]).toEqual([HEIGHT._id, expect.any(String)]);
    store.type(HEIGHT._id, '70');
    expect(store.currentError).toBeNull();
    await store.next();
    expect([store.current?._id, backend.calls.at(-1)]).toEqual([THYROID._id, 'PUT visit-log wlQuestions 2']);
  });

  it('blocks the patient on an answer that rules the treatment out, and goes no further', async () => {
    const { store, advanced } = questionsStep();
    await store.load('questions');
    await store.next();
    store.type(HEIGHT._id, '70');
    await store.next();
    store.choose(THYROID, id(31));
    await store.next();
    expect(store.blocked).toBe(true);
    await store.next();
    expect(advanced).toEqual([]);
  });

  it('moves the registration on after the last answer', async () => {
    const { store, registration, advanced } = questionsStep();
    await store.load('questions');
    await store.next();
    store.type(HEIGHT._id, '70');
    await store.next();
    store.choose(THYROID, id(32));
    await store.next();
    expect([advanced, registration.subscription?.registrationStep, store.busy]).toEqual([[SUBSCRIPTION], 'globalQuestions', false]);
  });

  it('keeps the answer and says why when saving it fails, and empties itself at sign-out', async () => {
    const { store, backend } = questionsStep();
    await store.load('questions');
    backend.failNext('POST visit-log', 'Not saved', 500);
    await store.next();
    expect([store.error, store.busy, store.current?._id]).toEqual(['Not saved', false, WELCOME._id]);
    store.reset();
    expect([store.status.phase, store.step, store.known]).toEqual(['idle', null, []]);
  });

  describe('when the patient switches language mid-questionnaire', () => {
    afterEach(() => showLanguage('en', fillPlaceholders));

    it('shows the questions read again in the new language, where the patient was, every answer kept', async () => {
      const { store, backend } = questionsStep();
      await store.load('questions');
      await store.next();
      store.type(HEIGHT._id, '70');
      await store.next();
      store.choose(THYROID, id(32));
      const saved = backend.calls.length;

      backend.questions = [
        { ...WELCOME, question: '¡Bienvenido!' },
        { ...HEIGHT, question: '¿Cuánto mide?', label: 'Estatura' },
        {
          ...THYROID,
          question: '¿Tiene alguna enfermedad de la tiroides?',
          qOptions: [option(31, { blocksPatient: true, label: 'Sí' }), option(32, { label: 'No' })],
        },
      ];
      showLanguage('es', spanishTranslator());

      await vi.waitFor(() => expect(store.current?.question).toBe('¿Tiene alguna enfermedad de la tiroides?'));
      expect(store.current?.qOptions.map((choice) => choice.label)).toEqual(['Sí', 'No']);
      expect(store.progress?.questions.map((question) => question.question)).toEqual([
        '¡Bienvenido!',
        '¿Cuánto mide?',
        '¿Tiene alguna enfermedad de la tiroides?',
      ]);
      expect(store.known.find((question) => question._id === HEIGHT._id)?.label).toBe('Estatura');
      expect([store.answerOf(HEIGHT._id).text, store.answerOf(THYROID._id).optionIds]).toEqual(['70', [id(32)]]);
      // Read only: nothing about the visit log changes.
      expect(backend.calls.slice(saved).filter((call) => call.includes('visit-log'))).toEqual([]);
    });

    it('keeps the words it has when the questions cannot be read again', async () => {
      const { store, backend } = questionsStep();
      await store.load('questions');
      backend.failNext('questions', 'Questionnaire unavailable', 500);
      await store.reword();
      expect([store.current?.question, store.status.phase, store.error]).toEqual([WELCOME.question, 'ready', null]);
    });
  });
});
