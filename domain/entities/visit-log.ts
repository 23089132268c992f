import type { CheckInAnswer } from './check-in-question';

/** One questionnaire's saved answers in the online visit log, and where the patient is in it. */
export interface VisitLogQuestionnaire {
  readonly questionType: string;
  readonly lastQuestionIndex: number;
  readonly answers: readonly CheckInAnswer[];
}

/** The online visit log of a subscription (spec §3): its saved answers, and whether the patient is blocked. */
export interface VisitLog {
  readonly isBlockedUser: boolean;
  readonly questionnaires: readonly VisitLogQuestionnaire[];
}
