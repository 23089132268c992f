import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import type { CheckInKind } from '../../../application/ports/check-in-questionnaires.port';
import type { FollowUpInput } from '../../../application/use-cases/subscriptions/submit-follow-up.use-case';
import { draftFromAnswers } from '../../../domain/check-in/check-in-answers';
import { firstAnswerError } from '../../../domain/check-in/first-answer-error';
import type { CheckInAnswer } from '../../../domain/entities/check-in-question';
import type { ProductType } from '../../../domain/shared/product-type';
import { fail, ok, type Result } from '../../../domain/shared/result';
import { type CliContext, type CommandOption, type ExitCode, type OptionValues } from '../cli-context';
import { reportFailure, usageError } from '../failures';
import { AREAS } from '../../container/tokens';

const answersSchema = z.array(
  z.object({ questionId: z.string(), optionIds: z.optional(z.array(z.string())), value: z.optional(z.union([z.string(), z.number()])) }),
);

export const ANSWERS_OPTION: CommandOption = {
  type: 'string',
  description: 'answers as JSON, inline or a file path: [{"questionId": "...", "optionIds": ["..."]}, {"questionId": "...", "value": 180}]',
  required: true,
};

/** `--answers` is JSON: inline (starting with '[') or the path of a file holding it. */
const readAnswers = (source: string): Result<CheckInAnswer[]> => {
  let text: string;
  try {
    text = source.trim().startsWith('[') ? source : readFileSync(source, 'utf8');
  } catch (error) {
    return fail(`Cannot read the answers: ${error instanceof Error ? error.message : String(error)}`, 400);
  }
  try {
    const parsed = answersSchema.safeParse(JSON.parse(text));
    return parsed.success ? ok(parsed.data) : fail('The answers must be a list of {"questionId", "optionIds" or "value"}', 400);
  } catch {
    return fail('The answers are not valid JSON', 400);
  }
};

/** The subscription's product type, which names its questionnaires. */
export const productTypeOf = async (context: CliContext, id: string): Promise<Result<ProductType>> => {
  const loaded = await context.get(AREAS.patientArea).loadSubscription.execute(id);
  return loaded.ok ? ok(loaded.value.subscription.productType) : loaded;
};

/**
 * What a follow-up or a renewal sends (`--id`, `--answers`), or the exit code after saying why it cannot:
 * an answer the questionnaire cannot take names its question (the form shows it beside the field).
 */
export const checkInOf = async (context: CliContext, values: OptionValues, kind: CheckInKind): Promise<FollowUpInput | ExitCode> => {
  const answers = readAnswers(String(values.answers));
  if (!answers.ok) return usageError(context, answers.error.message);
  const subscriptionId = String(values.id);
  const productType = await productTypeOf(context, subscriptionId);
  if (!productType.ok) return reportFailure(context, productType.error);
  const questions = await context.get(AREAS.patientArea).loadCheckInQuestionnaire.execute({ kind, productType: productType.value });
  if (!questions.ok) return reportFailure(context, questions.error);
  const now = new Date();
  const today = { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
  const problem = firstAnswerError(questions.value, draftFromAnswers(answers.value), today);
  if (problem) return reportFailure(context, { message: `"${problem.question.question}" (${problem.question._id}): ${problem.error}`, statusCode: 400 });
  return { subscriptionId, productType: productType.value, answers: answers.value };
};
