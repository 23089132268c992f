import type { CheckInAnswer, CheckInQuestion } from '../../../domain/entities/check-in-question';
import { draftFromAnswers, isComplete } from '../../../domain/check-in/check-in-answers';
import { PATIENT_AREA_MESSAGES } from '../../../domain/subscription-actions/patient-area-messages';
import type { CalendarDate } from '../../../domain/shared/calendar-date';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { ClockPort } from '../../ports/clock.port';
import type { CheckInKind, CheckInQuestionnairesPort } from '../../ports/check-in-questionnaires.port';
import type { ProductType } from '../../../domain/shared/product-type';

/** Today's date on the UTC calendar: what a "not in the future" date answer is checked against. */
export const todayOf = (clock: ClockPort): CalendarDate => {
  const now = new Date(clock.now());
  return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
};

/**
 * The questionnaire the answers are for, once the answers are known to answer every question that shows
 * (the same check the form makes, so a script gets the same refusal as a patient).
 */
export const questionsAnswered = async (
  questionnaires: CheckInQuestionnairesPort,
  clock: ClockPort,
  kind: CheckInKind,
  productType: ProductType,
  answers: readonly CheckInAnswer[],
): Promise<Result<readonly CheckInQuestion[]>> => {
  const questions = await questionnaires.questions(kind, productType);
  if (!questions.ok) return questions;
  if (answers.length === 0 || !isComplete(questions.value, draftFromAnswers(answers), todayOf(clock))) {
    return fail(PATIENT_AREA_MESSAGES.questionnaireIncomplete, 400);
  }
  return ok(questions.value);
};
