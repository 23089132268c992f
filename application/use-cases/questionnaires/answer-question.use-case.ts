import { answersToSend, type Draft } from '../../../domain/check-in/check-in-answers';
import type { RegistrationQuestion } from '../../../domain/entities/registration-question';
import { appBlocksPatient, bodyMetricsFromAnswers, registrationAnswerError } from '../../../domain/registration-flow/eligibility';
import { answeredCurrent, revealedMessages } from '../../../domain/registration-flow/questionnaire-progress';
import type { QuestionnaireProgress } from '../../../domain/registration-steps/steps-state';
import type { ProductType } from '../../../domain/shared/product-type';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { ClockPort } from '../../ports/clock.port';
import type { PatientBasicsPort } from '../../ports/patient-basics.port';
import type { QuestionnairesPort } from '../../ports/questionnaires.port';
import { utcToday } from '../registration/utc-today';
import { withRevealedFollowUps } from './follow-ups';

export interface QuestionnaireInProgress {
  readonly subscriptionId: string;
  readonly patientId: string;
  readonly productType: ProductType;
  readonly questionType: string;
  readonly known: readonly RegistrationQuestion[];
  readonly draft: Draft;
  readonly progress: QuestionnaireProgress<RegistrationQuestion>;
  readonly logExists: boolean;
}

export interface AnsweredQuestion {
  readonly known: readonly RegistrationQuestion[];
  readonly progress: QuestionnaireProgress<RegistrationQuestion>;
  /** The care-team messages the answer revealed, showing before the next question. */
  readonly messages: readonly RegistrationQuestion[];
  readonly blocked: boolean;
}

/**
 * Next on the current question: the answer is checked, the follow-ups it reveals are read and inserted,
 * and the whole questionnaire's answers are saved with the new index (POST the first time, PUT after), so
 * a reload or another device resumes here. `isBlockedUser=true` goes along when the app's own rule (the
 * weight-loss BMI) finds the patient cannot be treated; the server adds its own (blocksPatient options).
 * Nothing moves until the server confirms: on failure the caller keeps the draft and the question.
 */
export class AnswerQuestionUseCase {
  constructor(
    private readonly questionnaires: QuestionnairesPort,
    private readonly basics: PatientBasicsPort,
    private readonly clock: ClockPort,
  ) {}

  async execute(input: QuestionnaireInProgress): Promise<Result<AnsweredQuestion>> {
    const current = input.progress.questions[input.progress.index];
    if (!current) return fail('Every question is answered already', 409);
    const invalid = registrationAnswerError(current, input.known, input.draft, utcToday(this.clock));
    if (invalid) return fail(invalid, 400);

    const known = await withRevealedFollowUps(this.questionnaires, input.known, input.draft);
    if (!known.ok) return known;
    const progress = answeredCurrent(input.progress, known.value, input.draft);
    const blockedByApp = appBlocksPatient(input.productType, known.value, input.draft);
    const saved = await this.questionnaires.saveVisitLog(
      input.subscriptionId,
      {
        questionType: input.questionType,
        lastQuestionIndex: progress.chatMessageShowing ? progress.index + 1 : progress.index,
        answers: answersToSend(known.value, input.draft),
      },
      { create: !input.logExists, blocked: blockedByApp },
    );
    if (!saved.ok) return saved;

    const metrics = current.kind === 'number' ? bodyMetricsFromAnswers(known.value, input.draft) : null;
    // The profile's height and weight follow the answers; the visit log already holds them, so a failure here costs nothing.
    if (metrics) await this.basics.saveBodyMetrics(input.patientId, { height: Math.round(metrics.heightFeet * 100) / 100, weight: metrics.weightPounds });

    return ok({
      known: known.value,
      progress,
      messages: progress.chatMessageShowing ? revealedMessages(known.value, current, input.draft) : [],
      blocked: saved.value.isBlockedUser,
    });
  }
}
