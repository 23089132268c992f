import type { Gender } from '../../../domain/entities/patient';
import type { RegistrationQuestion } from '../../../domain/entities/registration-question';
import { stepTitle } from '../../../domain/navigation/steps-header';
import { questionTypeFor } from '../../../domain/registration-flow/questionnaire-query';
import type { QuestionnaireStep } from '../../../domain/registration-steps/steps-state';
import { isProductType, PRODUCT_TYPES, type ProductType } from '../../../domain/shared/product-type';
import { ok, type Result } from '../../../domain/shared/result';
import { HttpQuestionnairesAdapter } from '../../http/http-questionnaires.adapter';
import { EXIT_CODES, type CliContext, type Command } from '../cli-context';
import { reportFailure, usageError } from '../failures';
import { questionList } from './question-list';
import { TOKENS } from '../../container/tokens';

const STEPS: readonly QuestionnaireStep[] = ['questions', 'globalQuestions'];

export type RegistrationQuestionnaires = Readonly<Record<QuestionnaireStep, readonly RegistrationQuestion[]>>;

/**
 * Both questionnaires of a registration with every follow-up, for every gender: what an answers file may
 * name. (The registration itself reads them step by step, as the app does.)
 */
export const registrationQuestionnaires = async (context: CliContext, productType: ProductType): Promise<Result<RegistrationQuestionnaires>> => {
  const questionnaires = new HttpQuestionnairesAdapter(context.get(TOKENS.apiClient));
  const list = (step: QuestionnaireStep) =>
    questionnaires.list({
      sort: 'sequence',
      productType,
      isReQuestionnaire: false,
      questionType: questionTypeFor(productType, step),
      isGlobalQuestion: step === 'globalQuestions',
    });
  const [questions, globalQuestions] = await Promise.all([list('questions'), list('globalQuestions')]);
  if (!questions.ok) return questions;
  if (!globalQuestions.ok) return globalQuestions;
  return ok({ questions: questions.value, globalQuestions: globalQuestions.value });
};

/** The questions asked of one gender: a follow-up goes with the question it follows (the list is depth-first). */
const askedOf = (questions: readonly RegistrationQuestion[], gender: Gender): RegistrationQuestion[] => {
  const kept = new Set<string>();
  return questions.filter((question) => {
    const asked = (question.gender === null || question.gender === gender) && (!question.isFollowupQuestion || kept.has(question.immediateParentQId ?? ''));
    if (asked) kept.add(question._id);
    return asked;
  });
};

const isGender = (value: string): value is Gender => value === 'male' || value === 'female';

/** `register questions --type <t>`: the ids an answers file answers by (public: no session needed). */
export const registrationQuestionsCommand: Command = {
  path: ['register', 'questions'],
  summary: "A registration's questions (both questionnaires, follow-ups included) with the ids an answers file uses",
  options: {
    type: { type: 'string', description: `product type: ${PRODUCT_TYPES.join(', ')}`, required: true },
    gender: { type: 'string', description: 'male or female: only the questions asked of that gender' },
  },
  run: async (context, values) => {
    const type = String(values.type);
    const gender = typeof values.gender === 'string' ? values.gender : null;
    if (!isProductType(type) || (gender !== null && !isGender(gender))) {
      return usageError(context, `--type must be one of ${PRODUCT_TYPES.join(', ')}; --gender male or female`);
    }
    const loaded = await registrationQuestionnaires(context, type);
    if (!loaded.ok) {
      return reportFailure(context, loaded.error);
    }
    const asked = (step: QuestionnaireStep) => (gender === null ? loaded.value[step] : askedOf(loaded.value[step], gender));
    const result = { questions: asked('questions'), globalQuestions: asked('globalQuestions') };
    context.output.result(result, () => STEPS.map((step) => `${stepTitle(step)} (${step})\n${questionList(result[step])}`).join('\n\n'));
    return EXIT_CODES.ok;
  },
};
