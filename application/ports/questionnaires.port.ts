import type { CheckInAnswer } from '../../domain/entities/check-in-question';
import type { RegistrationQuestion } from '../../domain/entities/registration-question';
import type { VisitLog } from '../../domain/entities/visit-log';
import type { QuestionnaireQuery } from '../../domain/registration-flow/questionnaire-query';
import type { Result } from '../../domain/shared/result';

export interface VisitLogWrite {
  readonly questionType: string;
  readonly lastQuestionIndex: number;
  /** The whole answer list of this questionnaire: it replaces what the log held for it. */
  readonly answers: readonly CheckInAnswer[];
}

/** The questionnaires and the online visit log (spec §7), the log's id being the subscription's. */
export interface QuestionnairesPort {
  list(query: QuestionnaireQuery): Promise<Result<readonly RegistrationQuestion[]>>;
  /** GET /api/questionnaire/{followupQuestionId} */
  question(questionId: string): Promise<Result<RegistrationQuestion>>;
  /** The visit log, or null when it does not exist yet ('Online visit log not found!', handled silently). */
  visitLog(subscriptionId: string): Promise<Result<VisitLog | null>>;
  /** GET .../last-question-index; null when the log does not exist yet. */
  lastQuestionIndex(subscriptionId: string, questionType: string): Promise<Result<number | null>>;
  /** POST (create) or PUT the log with one questionnaire's answers; `blocked` sends ?isBlockedUser=true. */
  saveVisitLog(subscriptionId: string, write: VisitLogWrite, options: { readonly create: boolean; readonly blocked: boolean }): Promise<Result<VisitLog>>;
  /** GET /api/global-answers/patient/{patientId}: data[0].questionnaire. */
  globalAnswers(patientId: string): Promise<Result<readonly CheckInAnswer[]>>;
}
