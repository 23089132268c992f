import { draftFromAnswers, type Draft } from '../../../domain/check-in/check-in-answers';
import type { Gender } from '../../../domain/entities/patient';
import type { RegistrationQuestion } from '../../../domain/entities/registration-question';
import { questionnaireQuery, questionTypeFor } from '../../../domain/registration-flow/questionnaire-query';
import { forGender, resumedProgress } from '../../../domain/registration-flow/questionnaire-progress';
import type { QuestionnaireProgress, QuestionnaireStep } from '../../../domain/registration-steps/steps-state';
import type { ProductType } from '../../../domain/shared/product-type';
import { ok, type Result } from '../../../domain/shared/result';
import type { QuestionnairesPort } from '../../ports/questionnaires.port';
import { withRevealedFollowUps } from './follow-ups';

export interface LoadedQuestionnaire {
  readonly questionType: string;
  /** Every question the engine holds: the list asked for and the follow-ups the answers reveal. */
  readonly known: readonly RegistrationQuestion[];
  readonly draft: Draft;
  readonly progress: QuestionnaireProgress<RegistrationQuestion>;
  /** The visit log exists: the next save is a PUT, else a POST that creates it. */
  readonly logExists: boolean;
  readonly blocked: boolean;
}

/**
 * A questions step as the patient left it, on any device: the question list (spec §5 query), the answers
 * of the visit log, and the index the log keeps (GET last-question-index). A log that does not exist yet
 * ('Online visit log not found!') is silence: question 0. The medical history starts from the patient's
 * global answers when this subscription has none yet; their failure is an empty list (spec §8).
 */
export class LoadQuestionnaireUseCase {
  constructor(private readonly questionnaires: QuestionnairesPort) {}

  async execute(input: {
    readonly subscriptionId: string;
    readonly patientId: string;
    readonly productType: ProductType;
    readonly step: QuestionnaireStep;
    readonly gender: Gender;
  }): Promise<Result<LoadedQuestionnaire>> {
    const questionType = questionTypeFor(input.productType, input.step);
    const [listed, log] = await Promise.all([
      this.questionnaires.list(questionnaireQuery(input.productType, input.step, input.gender)),
      this.questionnaires.visitLog(input.subscriptionId),
    ]);
    if (!listed.ok) return listed;
    if (!log.ok) return log;

    const saved = log.value?.questionnaires.find((entry) => entry.questionType === questionType);
    let answers = saved?.answers ?? [];
    if (answers.length === 0 && input.step === 'globalQuestions') {
      const global = await this.questionnaires.globalAnswers(input.patientId);
      answers = global.ok ? global.value : [];
    }
    const draft = draftFromAnswers(answers);

    let lastQuestionIndex = 0;
    if (log.value) {
      const index = await this.questionnaires.lastQuestionIndex(input.subscriptionId, questionType);
      if (!index.ok) return index;
      lastQuestionIndex = index.value ?? 0;
    }

    const known = await withRevealedFollowUps(this.questionnaires, forGender(listed.value, input.gender), draft);
    if (!known.ok) return known;
    return ok({
      questionType,
      known: known.value,
      draft,
      progress: resumedProgress(known.value, draft, lastQuestionIndex),
      logExists: log.value !== null,
      blocked: log.value?.isBlockedUser ?? false,
    });
  }
}
