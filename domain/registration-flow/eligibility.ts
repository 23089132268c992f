import { builtMessage } from '../shared/built-message';
import { computeBmi } from '../body-metrics/bmi';
import { answerError, draftOf, type Draft } from '../check-in/check-in-answers';
import type { RegistrationQuestion } from '../entities/registration-question';
import type { CalendarDate } from '../shared/calendar-date';
import type { ProductType } from '../shared/product-type';

/**
 * The app's own rule for a patient who cannot be treated online (sent as `isBlockedUser=true`, spec §7):
 * GLP-1 weight-loss medicines are labelled for a BMI of 27 or more (30, or 27 with a weight-related
 * condition, which the doctor judges), so a weight-loss patient below 27 is blocked.
 */
export const MINIMUM_WEIGHT_LOSS_BMI = 27;

/**
 * The answer to the number question with this label and unit; NaN when there is no such question. An
 * unanswered or non-numeric answer reads as 0 or NaN, for which there is no BMI.
 */
const numberAnswer = (known: readonly RegistrationQuestion[], draft: Draft, label: string, unit: string): number => {
  const question = known.find((candidate) => candidate.kind === 'number' && candidate.label === label && candidate.input?.unit === unit);
  return question ? Number(draftOf(draft, question._id).text) : Number.NaN;
};

/** Height (inches) and weight (pounds) from the questions labelled 'Height' and 'Weight', once both are answered. */
export const bodyMetricsFromAnswers = (
  known: readonly RegistrationQuestion[],
  draft: Draft,
): { readonly heightFeet: number; readonly weightPounds: number; readonly bmi: number } | null => {
  const heightFeet = numberAnswer(known, draft, 'Height', 'inches') / 12;
  const weightPounds = numberAnswer(known, draft, 'Weight', 'lb');
  const bmi = computeBmi(heightFeet, weightPounds);
  return bmi === null ? null : { heightFeet, weightPounds, bmi };
};

/** Whether the app itself finds this patient cannot be treated (only the weight-loss BMI rule so far). */
export const appBlocksPatient = (productType: ProductType, known: readonly RegistrationQuestion[], draft: Draft): boolean => {
  if (productType !== 'wl') return false;
  const metrics = bodyMetricsFromAnswers(known, draft);
  return metrics !== null && metrics.bmi < MINIMUM_WEIGHT_LOSS_BMI;
};

/**
 * What a weight-loss answer says against another (our rule): a goal weight at or above the current weight
 * is no goal for weight loss, so it is asked again, naming the current weight. Null when it fits or either
 * is not answered yet.
 */
export const goalWeightError = (question: RegistrationQuestion, known: readonly RegistrationQuestion[], draft: Draft): string | null => {
  if (question.kind !== 'number' || question.label !== 'Goal weight') return null;
  const goal = Number(draftOf(draft, question._id).text);
  const current = numberAnswer(known, draft, 'Weight', question.input?.unit ?? 'lb');
  if (!Number.isFinite(goal) || !Number.isFinite(current) || current <= 0 || goal < current) return null;
  return builtMessage('Enter a goal below your current weight of {weight} {unit}', { weight: current, unit: question.input?.unit ?? 'lb' });
};

/** Why an answer of the registration questionnaire cannot be sent: its own checks, then what it says against the others. */
export const registrationAnswerError = (
  question: RegistrationQuestion,
  known: readonly RegistrationQuestion[],
  draft: Draft,
  today: CalendarDate,
): string | null => answerError(question, draftOf(draft, question._id), today) ?? goalWeightError(question, known, draft);
