import { requireCaller } from '../http/caller';
import { HttpError } from '../http/http-error';
import type { HandlerTable } from '../http/typed-handlers';
import type { ServerContext } from '../server-context';
import { findPatientByUser, findUserBySub, listSubscriptionsOfPatient } from '../users/users.repository';

export const subscriptionsHandlers = (ctx: ServerContext) =>
  ({
    listSubscriptions: async ({ query, caller }) => {
      const user = await findUserBySub(ctx.db, requireCaller(caller).sub);
      const patient = user ? await findPatientByUser(ctx.db, user._id) : null;
      // Another patient's id answers exactly like an unknown one: nothing about it leaks.
      if (!patient || patient._id !== query.patientId) throw new HttpError(404, 'Patient not found');
      return { status: 200, body: { status: 'success', data: await listSubscriptionsOfPatient(ctx.db, patient._id) } };
    },
  }) satisfies Partial<HandlerTable>;
