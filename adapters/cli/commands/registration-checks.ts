import { readFile } from 'node:fs/promises';
import type { RegistrationQuestion } from '../../../domain/entities/registration-question';
import { cardNumberError, cvcError, expiryError } from '../../../domain/registration-flow/card-entry';
import {
  DEFAULT_PHOTO_RULES,
  PHOTO_SIGNATURE_BYTES,
  photoContentType,
  photoDimensionsError,
  photoFileError,
} from '../../../domain/registration-flow/photo-rules';
import type { CalendarDate } from '../../../domain/shared/calendar-date';
import { ok, type Result } from '../../../domain/shared/result';
import { basicStepErrors } from '../../../domain/validation/basic-step-fields';
import type { CliContext } from '../cli-context';
import type { RegistrationAnswers } from './registration-answers';
import { registrationQuestionnaires } from './registration-questions.commands';
import { TOKENS } from '../../container/tokens';

/** The photos the file names that cannot be sent: unreadable, not an accepted type, too large or too small to read. */
const photoProblems = async (context: CliContext, answers: RegistrationAnswers): Promise<string[]> => {
  const problems = await Promise.all(
    Object.entries(answers.photos ?? {}).map(async ([kind, path]) => {
      let bytes: Buffer;
      try {
        bytes = await readFile(path);
      } catch {
        return `photos.${kind}: cannot read ${path}`;
      }
      const file = photoFileError({ contentType: photoContentType(bytes.subarray(0, PHOTO_SIGNATURE_BYTES)), size: bytes.length }, DEFAULT_PHOTO_RULES);
      if (file) return `photos.${kind}: ${file}`;
      const size = await context.get(TOKENS.imageProcessing).dimensions(new Blob([new Uint8Array(bytes)]));
      const dimensions = size ? photoDimensionsError(size.width, size.height) : null;
      return dimensions ? `photos.${kind}: ${dimensions} (it is ${size?.width}x${size?.height})` : null;
    }),
  );
  return problems.filter((problem): problem is string => problem !== null);
};

/** The basics and the card, by the rules the form applies. */
const formProblems = (answers: RegistrationAnswers, today: CalendarDate): string[] => [
  ...Object.entries(basicStepErrors(answers.basics, today)).map(([field, message]) => `basics.${field}: ${message}`),
  ...[
    ['number', cardNumberError(answers.card.number)],
    ['expiry', expiryError(answers.card.expiry, today)],
    ['cvc', cvcError(answers.card.cvc, answers.card.number)],
  ]
    .filter(([, message]) => message !== null)
    .map(([field, message]) => `card.${field}: ${message}`),
];

/** An answer the question cannot take: a choice naming no option of it, several for a single choice, a list for a value. */
const answerProblem = (question: RegistrationQuestion, given: string | number | readonly string[]): string | null => {
  const name = `answers.${question._id} ("${question.question}")`;
  if (question.qOptions.length === 0) return Array.isArray(given) ? `${name}: takes one value, not a list` : null;
  const wanted = Array.isArray(given) ? given : [String(given)];
  const unknown = wanted.filter(
    (value) => !question.qOptions.some((option) => option._id === value.trim() || option.label.toLowerCase() === value.trim().toLowerCase()),
  );
  if (unknown.length > 0)
    return `${name}: no option ${unknown.map((value) => `'${value}'`).join(', ')} (its options: ${question.qOptions.map((option) => `'${option.label}'`).join(', ')})`;
  if (question.kind !== 'multipleChoice' && wanted.length > 1) return `${name}: takes one option, not ${wanted.length}`;
  return null;
};

/** Answers to questions neither questionnaire of the product type has, and answers their question cannot take. */
const questionProblems = async (context: CliContext, answers: RegistrationAnswers): Promise<Result<string[]>> => {
  const questionnaires = await registrationQuestionnaires(context, answers.productType);
  if (!questionnaires.ok) return questionnaires;
  const known = new Map([...questionnaires.value.questions, ...questionnaires.value.globalQuestions].map((question) => [question._id, question]));
  return ok(
    Object.entries(answers.answers).flatMap(([id, given]) => {
      const question = known.get(id);
      if (!question)
        return [`answers.${id}: no question of the ${answers.productType} registration has this id (see \`register questions --type ${answers.productType}\`)`];
      const problem = answerProblem(question, given);
      return problem ? [problem] : [];
    }),
  );
};

/**
 * Everything in an answers file that can be checked before anything is written: the photos, the basics
 * and the card by the form's rules, and every answer against the questionnaires (read without a token).
 * A list of problems, each naming its entry; an error only when the questionnaires cannot be read.
 */
export const answersFileProblems = async (context: CliContext, answers: RegistrationAnswers, today: CalendarDate): Promise<Result<string[]>> => {
  const [photos, questions] = await Promise.all([photoProblems(context, answers), questionProblems(context, answers)]);
  if (!questions.ok) return questions;
  return ok([...formProblems(answers, today), ...questions.value, ...photos]);
};
