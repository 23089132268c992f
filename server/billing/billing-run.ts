import type { components } from '../../openapi/operator-api';
import { loggableError } from '../http/loggable-error';
import { addDays } from '../lifecycle/billing-periods';
import { deliverOrder, deliveryDateOf, ordersDueToMove, shipDateOf, shipOrder } from '../orders/fulfilment';
import type { ServerContext } from '../server-context';
import type { SubscriptionDoc } from '../subscriptions/subscriptions.repository';
import type { PatientDoc } from '../users/users.repository';
import { billDuePeriod, type BillingEvent } from './period-billing';

export type BillingRun = components['schemas']['BillingRun'];

/** A prescription left unrenewed this long after its end is completed. */
export const COMPLETED_AFTER_DAYS = 90;
const BATCH = 50;

type DueRow = { id: string; next_billing: string };

const dueSubscriptions = (ctx: ServerContext, now: Date, skipped: ReadonlySet<string>) =>
  ctx.db.query<DueRow>(
    `select id, doc->>'nextBillingDate' as next_billing from subscriptions
     where doc->>'status' = 'active' and (doc->>'nextBillingDate')::timestamptz <= $1 and not (id = any($2::text[]))
     order by (doc->>'nextBillingDate')::timestamptz, id limit ${BATCH}`,
    [now, [...skipped]],
  );

/**
 * One period of one subscription, in its own transaction: the subscription is locked and found still due
 * (another run may have billed it meanwhile), so a run stopped at any point and run again bills each
 * date once. null when there was nothing left to do.
 */
const billOne = (ctx: ServerContext, id: string, now: Date): Promise<BillingEvent | null> =>
  ctx.db.transaction(async (tx) => {
    const found = await tx.query<{ doc: SubscriptionDoc; patient: PatientDoc }>(
      'select s.doc, p.doc as patient from subscriptions s join patients p on p.id = s.patient_id where s.id = $1 for update of s',
      [id],
    );
    const row = found.rows[0];
    const next = row?.doc.nextBillingDate;
    if (!row || row.doc.status !== 'active' || !next || new Date(next) > now) return null;
    return billDuePeriod(tx, row.doc, row.patient);
  });

/** Bills every period that has fallen due by `now`, oldest first; a subscription that fails unexpectedly is logged and left for the next run. */
const billDuePeriods = async (ctx: ServerContext, now: Date): Promise<BillingEvent[]> => {
  const events: BillingEvent[] = [];
  const skipped = new Set<string>();
  const seen = new Set<string>();
  for (;;) {
    const due = (await dueSubscriptions(ctx, now, skipped)).rows;
    if (due.length === 0) return events;
    for (const { id, next_billing: nextBilling } of due) {
      // Each bill moves the billing date on; meeting the same date again means it did not, so stop there.
      if (seen.has(`${id}:${nextBilling}`)) throw new Error(`Billing did not move subscription ${id} past ${nextBilling}`);
      seen.add(`${id}:${nextBilling}`);
      try {
        const event = await billOne(ctx, id, now);
        if (event) {
          events.push(event);
          ctx.log(`billing: ${event.kind} subscription ${id}${event.period ? ` period ${event.period}` : ''}`);
        }
      } catch (error) {
        skipped.add(id);
        ctx.log(`billing: subscription ${id} could not be billed: ${loggableError(error)}`);
      }
    }
  }
};

/** Prescriptions waiting for renewal COMPLETED_AFTER_DAYS after their end are completed. */
const completeUnrenewed = async (ctx: ServerContext, now: Date): Promise<BillingEvent[]> => {
  const completed = await ctx.db.query<{ id: string; product_type: SubscriptionDoc['productType']; expired_at: string }>(
    `update subscriptions set doc = jsonb_set(doc, '{status}', '"completed"')
     where doc->>'status' = 'renewal' and (doc->>'expiredAt')::timestamptz + make_interval(days => $2) <= $1
     returning id, doc->>'productType' as product_type, doc->>'expiredAt' as expired_at`,
    [now, COMPLETED_AFTER_DAYS],
  );
  return completed.rows.map((row) => ({
    at: addDays(new Date(row.expired_at), COMPLETED_AFTER_DAYS).toISOString(),
    kind: 'completed' as const,
    subscriptionId: row.id,
    productType: row.product_type,
  }));
};

/** Orders move on from the pharmacy as they would have by `now`, each on its own date. */
const moveOrders = async (ctx: ServerContext, now: Date): Promise<BillingEvent[]> => {
  const events: BillingEvent[] = [];
  // A processing order may ship and then arrive within the same stretch of time: twice through.
  for (let pass = 0; pass < 2; pass += 1) {
    for (const due of await ordersDueToMove(ctx.db, now)) {
      const shipping = due.status === 'processing';
      const at = shipping ? shipDateOf(due) : deliveryDateOf(due);
      const { order, productType } = await ctx.db.transaction((tx) => (shipping ? shipOrder(tx, due._id, at) : deliverOrder(tx, due._id, at)));
      events.push({ at: at.toISOString(), kind: shipping ? 'shipped' : 'delivered', subscriptionId: order.subscriptionId, productType, orderId: order._id });
    }
  }
  return events;
};

/**
 * What the provider's billing and pharmacy do by the twin's `now`: every period due is billed on its own
 * date, unrenewed prescriptions are completed, orders ship and arrive. Events come oldest first.
 */
export const runBilling = async (ctx: ServerContext): Promise<BillingRun> => {
  const now = new Date(ctx.now());
  const events = [...(await billDuePeriods(ctx, now)), ...(await completeUnrenewed(ctx, now)), ...(await moveOrders(ctx, now))];
  return { now: now.toISOString(), events: events.sort((a, b) => a.at.localeCompare(b.at)) };
};
