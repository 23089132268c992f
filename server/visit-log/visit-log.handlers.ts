import { codedError, HttpError } from '../http/http-error';
import type { BodyOf, HandlerTable, TypedRequest } from '../http/typed-handlers';
import { saveGlobalAnswers } from '../questionnaires/global-answers.repository';
import { questionsOfQuestionnaire } from '../questionnaires/questions.repository';
import type { ServerContext } from '../server-context';
import { requirePatient } from '../users/current-patient';
import { checkAnswers } from './answer-checks';
import { requireOwnedSubscription } from './owned-subscription';
import { newVisitLog, questionnairesOf, withQuestionnaire } from './visit-log-write';
import { findVisitLog, insertVisitLog, replaceVisitLog, VISIT_LOG_NOT_FOUND } from './visit-log.repository';

/**
 * The online visit log: one per subscription (`{id}` is the subscription id), holding each questionnaire's
 * answers and `lastQuestionIndex`, so the patient resumes where they left off on any device.
 */
export const visitLogHandlers = (ctx: ServerContext) => {
  const ownSubscription = async (caller: TypedRequest<'getVisitLog'>['caller'], subscriptionId: string) => {
    const { patient } = await requirePatient(ctx.db, caller);
    return requireOwnedSubscription(ctx.db, patient._id, subscriptionId);
  };

  const write = async (
    mode: 'create' | 'update',
    request: { params: { id: string }; query: { isBlockedUser?: boolean }; body: BodyOf<'updateVisitLog'>; caller: TypedRequest<'getVisitLog'>['caller'] },
  ) => {
    const { params, query, body } = request;
    const subscription = await ownSubscription(request.caller, params.id);
    if (!questionnairesOf(subscription.productType).includes(body.questionType)) {
      throw new HttpError(
        400,
        `This subscription is for ${subscription.productType}: its questionnaire is ${subscription.productType}Questions, not ${body.questionType}`,
      );
    }
    const questions = await questionsOfQuestionnaire(ctx.db, body.questionType, subscription.productType);
    if (body.lastQuestionIndex > questions.length) {
      throw new HttpError(400, `lastQuestionIndex ${body.lastQuestionIndex} is past the end of ${body.questionType} (${questions.length} questions)`);
    }
    const now = new Date(ctx.now()).toISOString();
    const checked = checkAnswers(questions, body.answers, now.slice(0, 10));
    // One transaction: the log and the patient's global answers change together or not at all.
    return ctx.db.transaction(async (tx) => {
      const existing = await findVisitLog(tx, subscription.id, { forUpdate: true });
      if (mode === 'create' && existing) throw new HttpError(409, 'This subscription already has a visit log: save answers with PUT');
      if (mode === 'update' && !existing) throw codedError(404, 'visit_log_not_found', VISIT_LOG_NOT_FOUND);
      const log = withQuestionnaire(existing ?? newVisitLog(subscription, now), {
        questionType: body.questionType,
        lastQuestionIndex: body.lastQuestionIndex,
        checked,
        reportedBlocked: query.isBlockedUser === true,
        now,
      });
      if (existing) await replaceVisitLog(tx, log);
      else if (!(await insertVisitLog(tx, log))) throw new HttpError(409, 'This subscription already has a visit log: save answers with PUT');
      if (body.questionType === 'globalQuestions') {
        await saveGlobalAnswers(tx, { patientId: subscription.patientId, questionnaire: checked.records, updatedAt: now });
      }
      return log;
    });
  };

  return {
    getVisitLog: async ({ params, caller }) => {
      const subscription = await ownSubscription(caller, params.id);
      const log = await findVisitLog(ctx.db, subscription.id);
      if (!log) throw codedError(404, 'visit_log_not_found', VISIT_LOG_NOT_FOUND);
      return { status: 200, body: { status: 'success', data: [log] } };
    },

    getLastQuestionIndex: async ({ params, query, caller }) => {
      if (query.isGlobalQuestion !== undefined && query.isGlobalQuestion !== (query.questionType === 'globalQuestions')) {
        throw new HttpError(400, 'isGlobalQuestion is true exactly when questionType is globalQuestions');
      }
      const subscription = await ownSubscription(caller, params.id);
      const log = await findVisitLog(ctx.db, subscription.id);
      if (!log) throw codedError(404, 'visit_log_not_found', VISIT_LOG_NOT_FOUND);
      const entry = log.questionnaires.find((questionnaire) => questionnaire.questionType === query.questionType);
      return {
        status: 200,
        body: { status: 'success', data: [{ questionType: query.questionType, lastQuestionIndex: entry?.lastQuestionIndex ?? 0 }] },
      };
    },

    createVisitLog: async (request) => ({ status: 201, body: { status: 'success', data: [await write('create', request)] } }),

    updateVisitLog: async (request) => ({ status: 200, body: { status: 'success', data: [await write('update', request)] } }),
  } satisfies Partial<HandlerTable>;
};
