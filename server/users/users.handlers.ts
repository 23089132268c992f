import { requireCaller } from '../http/caller';
import { HttpError } from '../http/http-error';
import type { HandlerTable } from '../http/typed-handlers';
import { newId } from '../ids';
import type { ServerContext } from '../server-context';
import { newPatientDoc, newUserDoc } from './new-user-docs';
import { findPatientByUser, findUserBySub, listSubscriptionsOfPatient } from './users.repository';

export const usersHandlers = (ctx: ServerContext) =>
  ({
    getMe: async ({ caller }) => {
      const user = await findUserBySub(ctx.db, requireCaller(caller).sub);
      if (!user) throw new HttpError(404, 'User not found');
      const patient = await findPatientByUser(ctx.db, user._id);
      const subscriptions = patient ? await listSubscriptionsOfPatient(ctx.db, patient._id) : [];
      return { status: 200, body: { status: 'success', data: [{ ...user, patient, subscriptions }] } };
    },

    createPatient: async ({ body, caller }) => {
      const { sub, email } = requireCaller(caller);
      if (body.email.trim().toLowerCase() !== email) {
        throw new HttpError(400, 'The e-mail does not match the signed-in account');
      }
      const userId = newId();
      const patientId = newId();
      // One transaction: a user without its patient is never left behind.
      const created = await ctx.db.transaction(async (tx) => {
        const inserted = await tx.query(
          'insert into users (id, identity_sub, email, doc) values ($1, $2, $3, $4) on conflict do nothing',
          [userId, sub, email, newUserDoc(userId, { ...body, email, roles: ['patient'] })],
        );
        if (inserted.affectedRows === 0) return false;
        await tx.query('insert into patients (id, user_id, doc) values ($1, $2, $3)', [
          patientId,
          userId,
          newPatientDoc(patientId, body.productType ? 'register' : 'active'),
        ]);
        return true;
      });
      if (!created) throw new HttpError(409, 'A patient already exists for this account');
      return { status: 201, body: { status: 'success', data: [{ userId, patientId }] } };
    },
  }) satisfies Partial<HandlerTable>;
