import { answerLanguage } from '../http/answer-language';
import { HttpError } from '../http/http-error';
import type { HandlerTable } from '../http/typed-handlers';
import { offsetOf, pagePagination } from '../notices/page-pagination';
import type { ServerContext } from '../server-context';
import { requirePatient } from '../users/current-patient';
import { listAssignments } from './doctor-assignments';
import { findDoctorProfile, isoDay, listDoctorProfiles } from './doctors.repository';
import { localizeDoctor } from './localized-doctor';
import { findSubscriptionOfPatient } from './patient-subscriptions';

export const doctorsHandlers = (ctx: ServerContext) =>
  ({
    getDoctor: async ({ params, query }) => {
      const profile = await findDoctorProfile(ctx.db, params.id);
      if (!profile) throw new HttpError(404, 'Doctor not found');
      return { status: 200, body: { status: 'success', data: [localizeDoctor(profile, answerLanguage(query.lang))] } };
    },

    listDoctors: async ({ query }) => {
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const { profiles, total } = await listDoctorProfiles(
        ctx.db,
        { state: query.state, product: query.product, search: query.search, today: isoDay(ctx.now()) },
        { limit, offset: offsetOf(page, limit) },
      );
      const language = answerLanguage(query.lang);
      const data = profiles.map((profile) => localizeDoctor(profile, language));
      return { status: 200, body: { status: 'success', data, pagination: pagePagination(page, limit, total) } };
    },

    getAssignedDoctor: async ({ query, caller }) => {
      const { patient } = await requirePatient(ctx.db, caller);
      if (query.subscriptionId && !(await findSubscriptionOfPatient(ctx.db, patient._id, query.subscriptionId))) {
        throw new HttpError(404, 'Subscription not found');
      }
      const { lang, ...filters } = query;
      const language = answerLanguage(lang);
      const assignments = await listAssignments(ctx.db, patient._id, filters);
      return {
        status: 200,
        body: { status: 'success', data: assignments.map((assignment) => ({ ...assignment, doctor: localizeDoctor(assignment.doctor, language) })) },
      };
    },
  }) satisfies Partial<HandlerTable>;
