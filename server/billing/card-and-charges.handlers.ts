import { HttpError } from '../http/http-error';
import type { HandlerTable, SuccessReply } from '../http/typed-handlers';
import type { ServerContext } from '../server-context';
import { requirePatient } from '../users/current-patient';
import { updateCardOnFile } from './card-update';
import { CHARGE_NOT_FOUND, retryFailedCharge } from './charge-retry';
import { findOwnCharge } from './charges.repository';
import { replay } from './payment-requests';

/** Keeping the treatment going (issue 22): a new card on file, one charge by id (receipts), a failed renewal paid again. */
export const cardAndChargesHandlers = (ctx: ServerContext) =>
  ({
    updateCreditCard: async ({ params, body, caller }) => {
      const card = await updateCardOnFile(ctx, caller, params.id, body.cardToken);
      return { status: 200, body: { status: 'success', data: [card] } };
    },

    getCharge: async ({ params, caller }) => {
      const { patient } = await requirePatient(ctx.db, caller);
      const charge = await findOwnCharge(ctx.db, patient._id, params.id);
      if (!charge) throw new HttpError(404, CHARGE_NOT_FOUND);
      return { status: 200, body: { status: 'success', data: [charge] } };
    },

    retryCharge: async ({ params, body, caller }) => replay<SuccessReply<'retryCharge'>['body']>(await retryFailedCharge(ctx, caller, params.id, body)),
  }) satisfies Partial<HandlerTable>;
