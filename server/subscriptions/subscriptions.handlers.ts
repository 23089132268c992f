import { HttpError } from '../http/http-error';
import type { HandlerTable } from '../http/typed-handlers';
import type { ServerContext } from '../server-context';
import { requirePatient } from '../users/current-patient';
import { listSubscriptionsOfPatient } from '../users/users.repository';

export const subscriptionsHandlers = (ctx: ServerContext) =>
  ({
    listSubscriptions: async ({ query, caller }) => {
      const { patient } = await requirePatient(ctx.db, caller);
      // Another patient's id answers exactly like an unknown one: nothing about it leaks.
      if (patient._id !== query.patientId) throw new HttpError(404, 'Patient not found');
      return { status: 200, body: { status: 'success', data: await listSubscriptionsOfPatient(ctx.db, patient._id) } };
    },
  }) satisfies Partial<HandlerTable>;
