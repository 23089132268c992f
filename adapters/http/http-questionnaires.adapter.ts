import * as z from 'zod/mini';
import type { CheckInAnswer } from '../../domain/entities/check-in-question';
import type { RegistrationQuestion } from '../../domain/entities/registration-question';
import type { VisitLog } from '../../domain/entities/visit-log';
import { MESSAGES } from '../../domain/feedback/messages';
import type { QuestionnaireQuery } from '../../domain/registration-flow/questionnaire-query';
import { ok, type Result } from '../../domain/shared/result';
import type { QuestionnairesPort, VisitLogWrite } from '../../application/ports/questionnaires.port';
import type { components } from '../../openapi/patient-api';
import type { ApiClient } from './api-client';
import { readResult } from './read-result';
import { listEnvelope, singleEnvelope } from './schemas/envelope.schema';
import { registrationQuestionSchema } from './schemas/registration-question.schema';
import { globalAnswersEnvelope, visitLogEnvelope } from './schemas/visit-log.schema';

type QuestionType = components['schemas']['QuestionType'];

const questionsEnvelope = listEnvelope(registrationQuestionSchema);
const questionEnvelope = singleEnvelope(registrationQuestionSchema);
const lastIndexEnvelope = singleEnvelope(z.object({ lastQuestionIndex: z.number().check(z.int(), z.nonnegative()) }));

/** 'Online visit log not found!' is not an error: the log simply does not exist yet (spec §8). */
const logMissing = (result: Result<unknown>): boolean =>
  !result.ok && result.error.statusCode === 404 && result.error.message === MESSAGES.onlineVisitLogNotFound;

const answersOf = (answers: readonly CheckInAnswer[]) =>
  answers.map(({ questionId, optionIds, value }) => ({
    questionId,
    ...(optionIds && optionIds.length > 0 ? { optionIds: [...optionIds] } : {}),
    ...(value !== undefined ? { value } : {}),
  }));

/** The questionnaires and the online visit log over HTTP. */
export class HttpQuestionnairesAdapter implements QuestionnairesPort {
  constructor(private readonly api: ApiClient) {}

  list(query: QuestionnaireQuery): Promise<Result<readonly RegistrationQuestion[]>> {
    return readResult(this.api.GET('/api/questionnaires', { params: { query: { ...query } } }), questionsEnvelope, 'Loading the questions');
  }

  question(questionId: string): Promise<Result<RegistrationQuestion>> {
    return readResult(
      this.api.GET('/api/questionnaire/{followupQuestionId}', { params: { path: { followupQuestionId: questionId } } }),
      questionEnvelope,
      'Loading a question',
    );
  }

  async visitLog(subscriptionId: string): Promise<Result<VisitLog | null>> {
    const log = await readResult(
      this.api.GET('/api/online-visit-log/{id}', { params: { path: { id: subscriptionId } } }),
      visitLogEnvelope,
      'Loading your answers',
    );
    return logMissing(log) ? ok(null) : log;
  }

  async lastQuestionIndex(subscriptionId: string, questionType: string): Promise<Result<number | null>> {
    const index = await readResult(
      this.api.GET('/api/online-visit-log/{id}/last-question-index', {
        params: { path: { id: subscriptionId }, query: { questionType: questionType as QuestionType, isGlobalQuestion: questionType === 'globalQuestions' } },
      }),
      lastIndexEnvelope,
      'Loading where you left off',
    );
    if (logMissing(index)) return ok(null);
    return index.ok ? ok(index.value.lastQuestionIndex) : index;
  }

  saveVisitLog(subscriptionId: string, write: VisitLogWrite, options: { readonly create: boolean; readonly blocked: boolean }): Promise<Result<VisitLog>> {
    const request = {
      params: { path: { id: subscriptionId }, query: options.blocked ? { isBlockedUser: true } : {} },
      body: { questionType: write.questionType as QuestionType, lastQuestionIndex: write.lastQuestionIndex, answers: answersOf(write.answers) },
    };
    return readResult(
      options.create ? this.api.POST('/api/online-visit-log/{id}', request) : this.api.PUT('/api/online-visit-log/{id}', request),
      visitLogEnvelope,
      'Saving your answers',
    );
  }

  async globalAnswers(patientId: string): Promise<Result<readonly CheckInAnswer[]>> {
    return readResult(
      this.api.GET('/api/global-answers/patient/{patientId}', { params: { path: { patientId } } }),
      globalAnswersEnvelope,
      'Loading your medical history',
    );
  }
}
