import { HttpError } from '../http/http-error';
import type { HandlerTable, SuccessReply } from '../http/typed-handlers';
import { newId } from '../ids';
import { findOwnSubscription } from '../subscriptions/subscriptions.repository';
import { readdressOpenOrders } from '../orders/orders.repository';
import type { ServerContext } from '../server-context';
import { requirePatient } from '../users/current-patient';
import { listChargesOfSubscription } from './charges.repository';
import { holdSubscriptionCharge } from './hold-charge';
import { replay } from './payment-requests';
import { normalizeAddress, requireEnabledState, saveShippingOnPatient } from './shipping-address';
import { upcomingCharge } from './upcoming-charge';

/** Twelve or more digits in a row (spaces or dashes between them): what a card number looks like. */
const LOOKS_LIKE_CARD_NUMBER = /(?:\d[ -]?){12,}/;

export const billingHandlers = (ctx: ServerContext) =>
  ({
    holdSubscriptionCharge: async ({ params, body, caller }) =>
      replay<SuccessReply<'holdSubscriptionCharge'>['body']>(await holdSubscriptionCharge(ctx, caller, params.id, body)),

    logPaymentAttempt: async ({ params, body, caller }) => {
      const { patient } = await requirePatient(ctx.db, caller);
      await findOwnSubscription(ctx.db, patient._id, params.id);
      if (body.message && LOOKS_LIKE_CARD_NUMBER.test(body.message)) {
        throw new HttpError(400, 'A payment attempt must not carry card data: send the provider message without the card number.');
      }
      const createdAt = new Date(ctx.now()).toISOString();
      const attempt = {
        _id: newId(),
        subscriptionId: params.id,
        outcome: body.outcome,
        message: body.message ?? null,
        code: body.code ?? null,
        processor: body.processor ?? null,
        idempotencyKey: body.idempotencyKey ?? null,
        createdAt,
      };
      await ctx.db.query('insert into payment_attempts (id, patient_id, subscription_id, created_at, doc) values ($1, $2, $3, $4, $5)', [
        attempt._id,
        patient._id,
        params.id,
        createdAt,
        attempt,
      ]);
      return { status: 201, body: { status: 'success', data: [attempt] } };
    },

    updateShippingAddress: async ({ params, body, caller }) => {
      const { patient } = await requirePatient(ctx.db, caller);
      const shipping = normalizeAddress(body);
      await requireEnabledState(ctx.db, shipping.state);
      const updatedOrderIds = await ctx.db.transaction(async (tx) => {
        await saveShippingOnPatient(tx, patient._id, shipping);
        return params.action === 'save-and-reship' ? readdressOpenOrders(tx, patient._id, shipping) : [];
      });
      return { status: 200, body: { status: 'success', data: [{ shipping, updatedOrderIds }] } };
    },

    listSubscriptionCharges: async ({ params, query, caller }) => {
      const { patient } = await requirePatient(ctx.db, caller);
      const subscription = await findOwnSubscription(ctx.db, patient._id, params.id);
      const charges = await listChargesOfSubscription(ctx.db, subscription._id);
      const next = query.includeNext ? await upcomingCharge(ctx.db, subscription) : null;
      return { status: 200, body: { status: 'success', data: next ? [...charges, next] : charges } };
    },
  }) satisfies Partial<HandlerTable>;
