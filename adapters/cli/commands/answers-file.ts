import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fail, ok, type Result } from '../../../domain/shared/result';
import { registrationAnswersSchema, type RegistrationAnswers } from './registration-answers';

/**
 * An answers file read and checked for its shape (each mistake named with what is allowed), its photo
 * paths resolved from the file's own folder, as a file that names its neighbours means them.
 */
export const readAnswersFile = async (path: string): Promise<Result<RegistrationAnswers>> => {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    return fail(`The answers file ${path} could not be read as JSON: ${error instanceof Error ? error.message : String(error)}`, 400);
  }
  const parsed = registrationAnswersSchema.safeParse(raw);
  if (!parsed.success) {
    return fail(`The answers file is not valid: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`).join('; ')}`, 400);
  }
  const folder = dirname(resolve(path));
  const { photos } = parsed.data;
  return ok(photos ? { ...parsed.data, photos: { cardID: resolve(folder, photos.cardID), selfie: resolve(folder, photos.selfie) } } : parsed.data);
};
