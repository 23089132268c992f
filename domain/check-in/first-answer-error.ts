import type { CheckInQuestion } from '../entities/check-in-question';
import type { CalendarDate } from '../shared/calendar-date';
import { answerError, draftOf, visibleQuestions, type Draft } from './check-in-answers';

/** The first showing question whose answer cannot be sent yet, and why (what a script is told); null when all can. */
export const firstAnswerError = (
  questions: readonly CheckInQuestion[],
  draft: Draft,
  today: CalendarDate,
): { readonly question: CheckInQuestion; readonly error: string } | null => {
  for (const question of visibleQuestions(questions, draft)) {
    const error = answerError(question, draftOf(draft, question._id), today);
    if (error) return { question, error };
  }
  return null;
};
