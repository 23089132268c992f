import { answersToSend } from '../../../domain/check-in/check-in-answers';
import { ok, type Result } from '../../../domain/shared/result';
import type { QuestionnairesPort } from '../../ports/questionnaires.port';
import type { QuestionnaireInProgress } from './answer-question.use-case';

/**
 * After going back in a questionnaire, the visit log keeps the new index (with the answers as they are),
 * so a reload or another device opens on the question the patient went back to. A log not started yet
 * has nothing to keep.
 */
export class SaveQuestionnairePositionUseCase {
  constructor(private readonly questionnaires: QuestionnairesPort) {}

  async execute(input: QuestionnaireInProgress): Promise<Result<void>> {
    if (!input.logExists) return ok(undefined);
    const saved = await this.questionnaires.saveVisitLog(
      input.subscriptionId,
      { questionType: input.questionType, lastQuestionIndex: input.progress.index, answers: answersToSend(input.known, input.draft) },
      { create: false, blocked: false },
    );
    return saved.ok ? ok(undefined) : saved;
  }
}
