import { readFileSync } from 'node:fs';
import * as z from 'zod/mini';
import type { FollowUpInput } from '../../../application/use-cases/subscriptions/submit-follow-up.use-case';
import type { CheckInAnswer } from '../../../domain/entities/check-in-question';
import type { ProductType } from '../../../domain/shared/product-type';
import { fail, ok, type Result } from '../../../domain/shared/result';
import { PATIENT_AREA_TOKENS } from '../../container/patient-area.tokens';
import { EXIT_CODES, exitCodeFor, type CliContext, type CommandOption, type ExitCode, type OptionValues } from '../cli-context';

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
  const loaded = await context.get(PATIENT_AREA_TOKENS.loadSubscription).execute(id);
  return loaded.ok ? ok(loaded.value.subscription.productType) : loaded;
};

/** What a follow-up or a renewal sends (`--id`, `--answers`), or the exit code after saying why it cannot. */
export const checkInOf = async (context: CliContext, values: OptionValues): Promise<FollowUpInput | ExitCode> => {
  const answers = readAnswers(String(values.answers));
  if (!answers.ok) {
    context.output.error(answers.error.message);
    return EXIT_CODES.usage;
  }
  const subscriptionId = String(values.id);
  const productType = await productTypeOf(context, subscriptionId);
  if (!productType.ok) {
    context.output.error(productType.error.message);
    return exitCodeFor(productType.error);
  }
  return { subscriptionId, productType: productType.value, answers: answers.value };
};
