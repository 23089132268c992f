import { makeAutoObservable, runInAction } from 'mobx';
import { draftOf, toggleOption, type Draft, type DraftAnswer } from '../../../domain/check-in/check-in-answers';
import type { Gender } from '../../../domain/entities/patient';
import type { RegistrationQuestion } from '../../../domain/entities/registration-question';
import { registrationAnswerError } from '../../../domain/registration-flow/eligibility';
import { genderFromStorage } from '../../../domain/session/stored-gender';
import { isQuestionnaireFinished, messageRead } from '../../../domain/registration-flow/questionnaire-progress';
import { reworded } from '../../../domain/registration-flow/reworded-questions';
import { withQuestionnaire } from '../../../domain/registration-flow/step-advance';
import type { QuestionnaireProgress, QuestionnaireStep } from '../../../domain/registration-steps/steps-state';
import type { QuestionnaireInProgress } from '../../../application/use-cases/questionnaires/answer-question.use-case';
import type { LoadedQuestionnaire } from '../../../application/use-cases/questionnaires/load-questionnaire.use-case';
import type { SessionStore } from '../session.store';
import type { RegistrationStore } from './registration.store';
import type { RegistrationUseCases } from '../../../application/areas/registration.use-cases';
import type { Today } from './today';
import { nextTask } from './next-task';
import { STORE_OPTIONS } from './store-options';
import { Loadable } from '../loadable';
import type { LoadStatus } from '../load-status';
import { onLanguageChange } from '../../i18n/translate';
import { errorText } from '../../i18n/error-text';

/**
 * The questionnaire engine of the questions and globalQuestions steps: the questions known, the answers
 * drafted (kept until the server confirms), the care-team messages showing, and whether the patient is
 * blocked. Where the patient is (the index, the questions in turn) lives in the registration's steps
 * state, which the going-back machine moves.
 */
export class QuestionnaireStore {
  /** The step's questionnaire as it opened, read once per subscription, step and steps state. */
  private readonly opened = new Loadable<LoadedQuestionnaire>();
  readonly status: LoadStatus = this.opened;
  step: QuestionnaireStep | null = null;
  questionType = '';
  known: readonly RegistrationQuestion[] = [];
  draft: Draft = new Map();
  messages: readonly RegistrationQuestion[] = [];
  logExists = false;
  blocked = false;
  busy = false;
  /** Why the last answer or move was not saved. */
  private actionError: string | null = null;
  /** The question the patient tried to leave: its error shows, and follows the typing, from then on. */
  private triedToLeave: string | null = null;
  /** Counts the language switches, so that only the latest one's words are shown. */
  private rewordings = 0;

  constructor(
    private readonly useCases: Pick<
      RegistrationUseCases,
      'loadQuestionnaire' | 'rewordQuestionnaire' | 'answerQuestion' | 'saveQuestionnairePosition' | 'advance'
    >,
    private readonly registration: RegistrationStore,
    private readonly session: SessionStore,
    private readonly storedGender: () => string | null,
    private readonly today: Today,
  ) {
    makeAutoObservable<QuestionnaireStore, 'useCases' | 'registration' | 'session' | 'storedGender' | 'today' | 'opened' | 'rewordings'>(
      this,
      { useCases: false, registration: false, session: false, storedGender: false, today: false, opened: false, status: false, rewordings: false },
      STORE_OPTIONS,
    );
    registration.onWentBack((steps) => {
      if (steps.step !== this.step) return;
      runInAction(() => {
        this.messages = [];
      });
      void this.savePosition();
    });
    onLanguageChange(() => void this.reword());
  }

  /** What the step shows as wrong: the first load's failure, else the last action's. */
  get error(): string | null {
    return this.opened.error ?? this.actionError;
  }

  get progress(): QuestionnaireProgress<RegistrationQuestion> | null {
    return this.step ? (this.registration.steps?.questionnaires[this.step] ?? null) : null;
  }

  get current(): RegistrationQuestion | null {
    const progress = this.progress;
    return progress ? (progress.questions[progress.index] ?? null) : null;
  }

  get finished(): boolean {
    const progress = this.progress;
    return progress !== null && isQuestionnaireFinished(progress);
  }

  /** Why the current answer cannot be sent, once the patient tried to go on. */
  get currentError(): string | null {
    const current = this.current;
    if (!current || this.triedToLeave !== current._id) return null;
    return registrationAnswerError(current, this.known, this.draft, this.today());
  }

  answerOf(questionId: string): DraftAnswer {
    return draftOf(this.draft, questionId);
  }

  /** Opens a questions step where the patient left it (the visit log), on any device. */
  async load(step: QuestionnaireStep): Promise<void> {
    const subscription = this.registration.subscription;
    const patientId = this.session.patientId;
    if (!subscription || !patientId) return;
    // A steps state built anew (a reload of the registration) holds no position: it is read again from the visit log.
    const key = `${subscription._id}:${step}:${this.registration.stepsGeneration}`;
    if (this.opened.key === key && this.opened.phase !== 'error') return;
    this.step = step;
    this.actionError = null;
    this.messages = [];
    const gender = this.gender();
    await this.opened.load(
      key,
      async () => {
        await nextTask();
        return this.useCases.loadQuestionnaire.execute({ subscriptionId: subscription._id, patientId, productType: subscription.productType, step, gender });
      },
      this.open,
    );
  }

  /** The answers so far, and the patient where they left it. */
  private open(loaded: LoadedQuestionnaire): void {
    this.questionType = loaded.questionType;
    this.known = loaded.known;
    this.draft = loaded.draft;
    this.logExists = loaded.logExists;
    this.blocked = loaded.blocked;
    this.moveTo(loaded.progress);
  }

  /**
   * The patient switched language: the questions of the open step are read again in it and shown where
   * they are, every answer kept (answers are by question and option id). A failed read leaves the words
   * as they were, which the next switch or load reads again.
   */
  async reword(): Promise<void> {
    const subscription = this.registration.subscription;
    const step = this.step;
    const key = this.opened.key;
    if (!subscription || !step || this.opened.phase !== 'ready') return;
    this.rewordings += 1;
    const rewording = this.rewordings;
    const read = await this.useCases.rewordQuestionnaire.execute({ productType: subscription.productType, step, gender: this.gender(), known: this.known });
    runInAction(() => {
      if (!read.ok || rewording !== this.rewordings || key !== this.opened.key) return;
      this.known = reworded(this.known, read.value);
      this.messages = reworded(this.messages, read.value);
      const progress = this.progress;
      if (progress) this.moveTo({ ...progress, questions: reworded(progress.questions, read.value) });
    });
  }

  /** The patient picks an option (one for a single choice, toggled for a multiple choice). */
  choose(question: RegistrationQuestion, optionId: string): void {
    const answer = this.answerOf(question._id);
    this.setAnswer(question._id, { ...answer, optionIds: toggleOption(question, answer.optionIds, optionId) });
  }

  type(questionId: string, text: string): void {
    this.setAnswer(questionId, { ...this.answerOf(questionId), text });
  }

  /** Next: the answer is saved with the new position before the patient moves on. */
  async next(): Promise<void> {
    const input = this.inProgress();
    const current = this.current;
    if (!input || !current || this.busy || this.blocked) return;
    this.triedToLeave = current._id;
    if (this.currentError) return;
    this.busy = true;
    this.actionError = null;
    await nextTask();
    const answered = await this.useCases.answerQuestion.execute(input);
    if (!answered.ok) {
      runInAction(() => {
        this.busy = false;
        this.actionError = errorText(answered.error);
      });
      return;
    }
    const { progress, blocked } = answered.value;
    // The last answer: the step moves on straight away, without showing an empty questionnaire first.
    const finishing = isQuestionnaireFinished(progress) && !blocked;
    runInAction(() => {
      this.known = answered.value.known;
      this.logExists = true;
      this.blocked = blocked;
      this.messages = answered.value.messages;
      if (!finishing) {
        this.busy = false;
        this.moveTo(progress);
      }
    });
    if (!finishing) return;
    const subscription = this.registration.subscription;
    const moved = subscription ? await this.useCases.advance.execute(subscription._id) : null;
    runInAction(() => {
      this.busy = false;
      this.moveTo(progress);
      if (moved?.ok) this.registration.stepCompleted(moved.value);
      else if (moved) this.actionError = errorText(moved.error);
    });
  }

  /** Continue under a care-team message. */
  async continueAfterMessage(): Promise<void> {
    const progress = this.progress;
    if (!progress) return;
    this.messages = [];
    this.moveTo(messageRead(progress, this.known, this.draft));
    if (this.finished && !this.blocked) await this.complete();
  }

  /** Every question answered: the step moves on (the server checks nothing is missing). */
  async complete(): Promise<void> {
    const subscription = this.registration.subscription;
    if (!subscription || this.busy) return;
    this.busy = true;
    this.actionError = null;
    await nextTask();
    const moved = await this.useCases.advance.execute(subscription._id);
    runInAction(() => {
      this.busy = false;
      if (moved.ok) this.registration.stepCompleted(moved.value);
      else this.actionError = errorText(moved.error);
    });
  }

  reset(): void {
    this.opened.reset();
    this.step = null;
    this.known = [];
    this.draft = new Map();
    this.messages = [];
    this.logExists = false;
    this.blocked = false;
    this.busy = false;
    this.actionError = null;
  }

  /** The stored gender (spec §5), which the basic step keeps; the patient's as loaded when none is stored. */
  private gender(): Gender {
    const stored = this.storedGender();
    return stored ? genderFromStorage(stored) : (this.session.user?.patient?.basic.gender ?? genderFromStorage(null));
  }

  private async savePosition(): Promise<void> {
    const input = this.inProgress();
    if (input) await this.useCases.saveQuestionnairePosition.execute(input);
  }

  private setAnswer(questionId: string, answer: DraftAnswer): void {
    const draft = new Map(this.draft);
    draft.set(questionId, answer);
    this.draft = draft;
    this.actionError = null;
  }

  private moveTo(progress: QuestionnaireProgress<RegistrationQuestion>): void {
    const steps = this.registration.steps;
    if (steps && this.step) this.registration.moved(withQuestionnaire(steps, this.step, progress));
  }

  private inProgress(): QuestionnaireInProgress | null {
    const subscription = this.registration.subscription;
    const patientId = this.session.patientId;
    const progress = this.progress;
    if (!subscription || !patientId || !progress) return null;
    return {
      subscriptionId: subscription._id,
      patientId,
      productType: subscription.productType,
      questionType: this.questionType,
      known: this.known,
      draft: this.draft,
      progress,
      logExists: this.logExists,
    };
  }
}
