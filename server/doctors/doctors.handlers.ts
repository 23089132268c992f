import { HttpError } from '../http/http-error';
import type { HandlerTable } from '../http/typed-handlers';
import { offsetOf, pagePagination } from '../notices/page-pagination';
import type { ServerContext } from '../server-context';
import { requirePatient } from '../users/current-patient';
import { listAssignments } from './doctor-assignments';
import { findDoctorProfile, isoDay, listDoctorProfiles } from './doctors.repository';
import { findSubscriptionOfPatient } from './patient-subscriptions';

export const doctorsHandlers = (ctx: ServerContext) =>
  ({
    getDoctor: async ({ params }) => {
      const profile = await findDoctorProfile(ctx.db, params.id);
      if (!profile) throw new HttpError(404, 'Doctor not found');
      return { status: 200, body: { status: 'success', data: [profile] } };
    },

    listDoctors: async ({ query }) => {
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const { profiles, total } = await listDoctorProfiles(
        ctx.db,
        { state: query.state, product: query.product, search: query.search, today: isoDay(ctx.now()) },
        { limit, offset: offsetOf(page, limit) },
      );
      return { status: 200, body: { status: 'success', data: profiles, pagination: pagePagination(page, limit, total) } };
    },

    getAssignedDoctor: async ({ query, caller }) => {
      const { patient } = await requirePatient(ctx.db, caller);
      if (query.subscriptionId && !(await findSubscriptionOfPatient(ctx.db, patient._id, query.subscriptionId))) {
        throw new HttpError(404, 'Subscription not found');
      }
      const assignments = await listAssignments(ctx.db, patient._id, query);
      return { status: 200, body: { status: 'success', data: assignments } };
    },
  }) satisfies Partial<HandlerTable>;
