import type { ChargeDoc } from '../billing/charge-docs';
import { answerLanguage, type AnswerLanguage } from '../http/answer-language';
import { localizePlan } from '../subscriptions/localized-subscription';
import { HttpError } from '../http/http-error';
import type { components } from '../../openapi/patient-api';
import type { HandlerTable } from '../http/typed-handlers';
import type { ServerContext } from '../server-context';
import { requirePatient } from '../users/current-patient';
import { findOwnOrder, listOrdersPage } from './orders.repository';

/** An order with its plan's catalogue texts in the reader's language. */
const localizeOrder = <O extends { readonly charge: { readonly reasonObject: { readonly plan?: Plan | null } } }>(order: O, language: AnswerLanguage): O => ({
  ...order,
  charge: { ...order.charge, reasonObject: { ...order.charge.reasonObject, plan: localizePlan(order.charge.reasonObject.plan, language) } },
});

type Plan = components['schemas']['Plan'];

export const ordersHandlers = (ctx: ServerContext) =>
  ({
    listOrders: async ({ query, caller }) => {
      const { patient } = await requirePatient(ctx.db, caller);
      const limit = query.limit ?? 10;
      const page = query.page ?? 1;
      const { orders, total } = await listOrdersPage(ctx.db, patient._id, { limit, page, newestFirst: (query.sort ?? '-createdAt') === '-createdAt' });
      const totalPages = Math.ceil(total / limit);
      return {
        status: 200,
        body: {
          status: 'success',
          data: orders.map((order) => localizeOrder(order, answerLanguage(query.lang))),
          pagination: { page, limit, total, totalPages, nextPage: page < totalPages ? page + 1 : null, prevPage: page > 1 ? page - 1 : null },
        },
      };
    },

    getOrder: async ({ params, query, caller }) => {
      const { user, patient } = await requirePatient(ctx.db, caller);
      // Another patient's order answers exactly like an unknown id.
      const found = await findOwnOrder(ctx.db, patient._id, params.id);
      if (!found) throw new HttpError(404, 'Order not found');
      const populate = new Set((query.populate ?? '').split(','));
      let { order } = found;
      if (populate.has('charge')) {
        const charge = await ctx.db.query<{ doc: ChargeDoc }>('select doc from charges where id = $1 and patient_id = $2', [found.chargeId, patient._id]);
        if (charge.rows[0]) order = { ...order, charge: charge.rows[0].doc };
      }
      if (populate.has('patientUser')) {
        order = {
          ...order,
          patient: { ...order.patient, user: { _id: user._id, firstName: user.firstName ?? null, lastName: user.lastName ?? null, email: user.email } },
        };
      }
      return { status: 200, body: { status: 'success', data: [localizeOrder(order, answerLanguage(query.lang))] } };
    },
  }) satisfies Partial<HandlerTable>;
