import { makeAutoObservable, observable } from 'mobx';
import {
  answersToSend,
  blockingQuestion,
  draftOf,
  isComplete,
  toggleOption,
  visibleQuestions,
  type DraftAnswer,
} from '../../../domain/check-in/check-in-answers';
import type { CheckInAnswer, CheckInQuestion } from '../../../domain/entities/check-in-question';
import { reworded } from '../../../domain/registration-flow/reworded-questions';
import type { CalendarDate } from '../../../domain/shared/calendar-date';

/**
 * The answers a patient is giving to a renewal or follow-up questionnaire, kept while the page lives: a
 * failed send never wipes them. The rules (what shows, what is missing, what blocks) are the domain's.
 */
export class CheckInDraft {
  questions: readonly CheckInQuestion[] = [];
  readonly answers = observable.map<string, DraftAnswer>();
  /** Set by a send attempt: from then on every missing answer says so. */
  showErrors = false;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  start(questions: readonly CheckInQuestion[]): void {
    this.questions = questions;
    this.answers.clear();
    this.showErrors = false;
  }

  /** The same questions read again in the language the patient switched to: every answer kept (by question id). */
  reword(questions: readonly CheckInQuestion[]): void {
    this.questions = reworded(this.questions, new Map(questions.map((question) => [question._id, question])));
  }

  get visible(): CheckInQuestion[] {
    return visibleQuestions(this.questions, this.answers);
  }

  answerOf(questionId: string): DraftAnswer {
    return draftOf(this.answers, questionId);
  }

  choose(question: CheckInQuestion, optionId: string): void {
    const current = this.answerOf(question._id);
    this.answers.set(question._id, { ...current, optionIds: toggleOption(question, current.optionIds, optionId) });
  }

  type(questionId: string, text: string): void {
    this.answers.set(questionId, { ...this.answerOf(questionId), text });
  }

  /** The first showing question whose answer needs the doctor, or null. */
  get blocking(): CheckInQuestion | null {
    return blockingQuestion(this.questions, this.answers);
  }

  isComplete(today: CalendarDate): boolean {
    return isComplete(this.questions, this.answers, today);
  }

  get toSend(): CheckInAnswer[] {
    return answersToSend(this.questions, this.answers);
  }

  revealErrors(): void {
    this.showErrors = true;
  }
}
