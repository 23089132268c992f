import { HttpError } from '../http/http-error';
import type { OperatorHandlerTable } from '../http/typed-handlers';
import { patientByEmail } from '../ops/patient-by-email';
import type { ServerContext } from '../server-context';
import { deliverOrder, shipOrder } from './fulfilment';
import type { OrderDoc } from './order-docs';

/** The pharmacy and the carrier: an order ships, then arrives, each with a notice to the patient. */
export const ordersOps = (ctx: ServerContext) =>
  ({
    listOperatorOrders: async ({ query }) => {
      if (!query.subscriptionId === !query.patientEmail) throw new HttpError(400, 'Give subscriptionId or patientEmail');
      const patientId = query.patientEmail ? (await patientByEmail(ctx.db, query.patientEmail)).patientId : null;
      const found = await ctx.db.query<{ doc: OrderDoc }>(
        `select doc from orders where ($1::text is null or subscription_id = $1) and ($2::text is null or patient_id = $2)
         order by created_at desc, id desc`,
        [query.subscriptionId ?? null, patientId],
      );
      return { status: 200, body: { status: 'success', data: found.rows.map((row) => row.doc) } };
    },
    shipOrder: async ({ params, body }) => {
      const { order } = await ctx.db.transaction((tx) => shipOrder(tx, params.id, new Date(ctx.now()), body ?? {}));
      return { status: 200, body: { status: 'success', data: [order] } };
    },
    deliverOrder: async ({ params }) => {
      const { order } = await ctx.db.transaction((tx) => deliverOrder(tx, params.id, new Date(ctx.now())));
      return { status: 200, body: { status: 'success', data: [order] } };
    },
  }) satisfies Partial<OperatorHandlerTable>;
