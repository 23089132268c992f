import type { Draft } from '../../../domain/check-in/check-in-answers';
import type { RegistrationQuestion } from '../../../domain/entities/registration-question';
import { unknownFollowUps, withQuestions } from '../../../domain/registration-flow/questionnaire-progress';
import { ok, type Result } from '../../../domain/shared/result';
import type { QuestionnairesPort } from '../../ports/questionnaires.port';

/** Follow-ups nest; a questionnaire deeper than this is a data error, not something to follow forever. */
const MAX_DEPTH = 10;

/**
 * The known questions with every follow-up the answers reveal read in (GET /api/questionnaire/{id}),
 * level by level, since a follow-up's own answer can reveal another.
 */
export const withRevealedFollowUps = async (
  questionnaires: QuestionnairesPort,
  known: readonly RegistrationQuestion[],
  draft: Draft,
): Promise<Result<readonly RegistrationQuestion[]>> => {
  let questions = known;
  for (let depth = 0; depth < MAX_DEPTH; depth += 1) {
    const missing = unknownFollowUps(questions, draft);
    if (missing.length === 0) break;
    const read = await Promise.all(missing.map((id) => questionnaires.question(id)));
    const failed = read.find((result) => !result.ok);
    if (failed && !failed.ok) return failed;
    questions = withQuestions(
      questions,
      read.flatMap((result) => (result.ok ? [result.value] : [])),
    );
  }
  return ok(questions);
};
