import { access } from 'node:fs/promises';
import { ok, type Result } from '../../../domain/shared/result';
import type { CliContext } from '../cli-context';
import type { RegistrationAnswers } from './registration-answers';
import { registrationQuestionnaires } from './registration-questions.commands';

/** The photo files the answers file names that cannot be read. */
export const unreadablePhotos = async (answers: RegistrationAnswers): Promise<string[]> => {
  const photos = Object.entries(answers.photos ?? {});
  const readable = await Promise.all(photos.map(([, path]) => access(path).then(() => true, () => false)));
  return photos.filter((_, index) => !readable[index]).map(([kind, path]) => `photos.${kind}: cannot read ${path}`);
};

/**
 * The answers naming a question that neither questionnaire of the product type has, found before the
 * registration writes anything.
 */
export const unknownQuestions = async (context: CliContext, answers: RegistrationAnswers): Promise<Result<string[]>> => {
  const questionnaires = await registrationQuestionnaires(context, answers.productType);
  if (!questionnaires.ok) return questionnaires;
  const known = new Set([...questionnaires.value.questions, ...questionnaires.value.globalQuestions].map((question) => question._id));
  return ok(
    Object.keys(answers.answers)
      .filter((id) => !known.has(id))
      .map((id) => `answers.${id}: no question of the ${answers.productType} registration has this id (see \`register questions --type ${answers.productType}\`)`),
  );
};
