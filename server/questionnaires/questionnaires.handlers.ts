import { answerLanguage } from '../http/answer-language';
import { HttpError } from '../http/http-error';
import type { HandlerTable } from '../http/typed-handlers';
import type { ServerContext } from '../server-context';
import { requirePatient } from '../users/current-patient';
import type { PatientDoc } from '../users/users.repository';
import { readGlobalAnswers } from './global-answers.repository';
import { localizeQuestion } from './localized-question';
import { findQuestion, listQuestions } from './questions.repository';

export const questionnairesHandlers = (ctx: ServerContext) => {
  /** The caller's own patient; another patient's id answers exactly like an unknown one. */
  const ownPatient = async (caller: Parameters<typeof requirePatient>[1], patientId: string) => {
    const { patient } = await requirePatient(ctx.db, caller);
    if (patient._id !== patientId) throw new HttpError(404, 'Patient not found');
    return patient;
  };

  return {
    listQuestions: async ({ query }) => {
      const { sort: _sort, lang, ...filters } = query;
      const language = answerLanguage(lang);
      const questions = await listQuestions(ctx.db, filters);
      return { status: 200, body: { status: 'success', data: questions.map((question) => localizeQuestion(question, language)) } };
    },

    getQuestion: async ({ params, query }) => {
      const question = await findQuestion(ctx.db, params.followupQuestionId);
      if (!question) throw new HttpError(404, 'Question not found');
      return { status: 200, body: { status: 'success', data: [localizeQuestion(question, answerLanguage(query.lang))] } };
    },

    getGlobalAnswers: async ({ params, caller }) => {
      const patient = await ownPatient(caller, params.patientId);
      return { status: 200, body: { status: 'success', data: [await readGlobalAnswers(ctx.db, patient._id)] } };
    },

    setPatientGender: async ({ params, body, caller }) => {
      const patient = await ownPatient(caller, params.patientId);
      const updated = await ctx.db.query<{ doc: PatientDoc }>(
        `update patients set doc = doc || jsonb_build_object('basic', coalesce(doc->'basic', '{}'::jsonb) || jsonb_build_object('gender', $1::text))
         where id = $2 returning doc`,
        [body.gender, patient._id],
      );
      const doc = updated.rows[0]?.doc;
      if (!doc) throw new HttpError(404, 'Patient not found');
      return { status: 200, body: { status: 'success', data: [doc] } };
    },
  } satisfies Partial<HandlerTable>;
};
