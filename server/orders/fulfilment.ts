import type { Database } from '../database/database';
import { HttpError } from '../http/http-error';
import { addDays } from '../lifecycle/billing-periods';
import { noticeToPatient } from '../notices/patient-notice';
import { treatmentName } from '../subscriptions/treatment-name';
import type { SubscriptionDoc } from '../subscriptions/subscriptions.repository';
import type { Carrier } from './carriers';
import { trackingUrl } from './carriers';
import type { OrderDoc } from './order-docs';
import { carrierFor, trackingNumberFor } from './tracking-numbers';
import { orderDeliveredEs, orderShippedEs } from '../notices/spanish/notices.spanish';

type Queryable = Pick<Database, 'query'>;

/** The pharmacy ships an order the day after it is made; the carrier delivers three days later. */
export const SHIP_AFTER_DAYS = 1;
export const DELIVER_AFTER_DAYS = 3;

const REFUSALS: Readonly<Record<OrderDoc['status'], Partial<Record<'ship' | 'deliver', string>>>> = {
  pending: {
    ship: "This order waits for the doctor's approval: it cannot ship yet.",
    deliver: "This order waits for the doctor's approval: it has not shipped.",
  },
  processing: { deliver: 'This order is still at the pharmacy: ship it first.' },
  shipped: { ship: 'This order has already shipped.' },
  delivered: { ship: 'This order was delivered already.', deliver: 'This order was delivered already.' },
  cancelled: { ship: 'This order is cancelled: it will not ship.', deliver: 'This order is cancelled: it did not ship.' },
};

type Row = { doc: OrderDoc; patient_id: string; subscription: SubscriptionDoc };

const lockOrder = async (tx: Queryable, orderId: string): Promise<Row> => {
  const found = await tx.query<Row>(
    `select o.doc, o.patient_id, s.doc as subscription from orders o join subscriptions s on s.id = o.subscription_id
     where o.id = $1 for update of o`,
    [orderId],
  );
  const row = found.rows[0];
  if (!row) throw new HttpError(404, 'Order not found');
  return row;
};

const save = async (tx: Queryable, order: OrderDoc): Promise<void> => {
  await tx.query('update orders set status = $2, doc = $3 where id = $1', [order._id, order.status, order]);
};

export interface Shipment {
  readonly carrier?: Carrier;
  readonly trackingNumber?: string;
}

export interface MovedOrder {
  readonly order: OrderDoc;
  readonly productType: SubscriptionDoc['productType'];
}

/** Ships an order at the pharmacy (processing), at `at`, with a notice to the patient; 409 from any other status. */
export const shipOrder = async (tx: Queryable, orderId: string, at: Date, shipment: Shipment = {}): Promise<MovedOrder> => {
  const { doc, patient_id: patientId, subscription } = await lockOrder(tx, orderId);
  const refusal = REFUSALS[doc.status].ship;
  if (refusal) throw new HttpError(409, refusal);
  const carrier = shipment.carrier ?? carrierFor(doc._id);
  const trackingNumber = shipment.trackingNumber ?? trackingNumberFor(carrier, doc._id);
  const shipped: OrderDoc = {
    ...doc,
    status: 'shipped',
    shippedAt: at.toISOString(),
    carrier,
    tracking_number: trackingNumber,
    tracking_url: trackingUrl(carrier, trackingNumber),
  };
  await save(tx, shipped);
  await noticeToPatient(tx, patientId, {
    type: 'order',
    message: `Your ${treatmentName(subscription)} order has shipped with ${carrier}: tracking number ${trackingNumber}.`,
    spanish: orderShippedEs(subscription, carrier, trackingNumber),
    data: { orderId: doc._id, subscriptionId: subscription._id },
    createdAt: at,
  });
  return { order: shipped, productType: subscription.productType };
};

/** The carrier delivers a shipped order at `at`, with a notice; 409 from any other status. */
export const deliverOrder = async (tx: Queryable, orderId: string, at: Date): Promise<MovedOrder> => {
  const { doc, patient_id: patientId, subscription } = await lockOrder(tx, orderId);
  const refusal = REFUSALS[doc.status].deliver;
  if (refusal) throw new HttpError(409, refusal);
  const delivered: OrderDoc = { ...doc, status: 'delivered', deliveredAt: at.toISOString() };
  await save(tx, delivered);
  await noticeToPatient(tx, patientId, {
    type: 'order',
    message: `Your ${treatmentName(subscription)} order was delivered.`,
    spanish: orderDeliveredEs(subscription),
    data: { orderId: doc._id, subscriptionId: subscription._id },
    createdAt: at,
  });
  return { order: delivered, productType: subscription.productType };
};

/** When an order at the pharmacy ships, and when a shipped one arrives (seeded orders may lack a shipping date). */
export const shipDateOf = (order: OrderDoc): Date => addDays(new Date(order.createdAt), SHIP_AFTER_DAYS);
export const deliveryDateOf = (order: OrderDoc): Date => addDays(order.shippedAt ? new Date(order.shippedAt) : shipDateOf(order), DELIVER_AFTER_DAYS);

/** The orders whose next move is due by `now`: at the pharmacy a day, or shipped three days. */
export const ordersDueToMove = async (db: Queryable, now: Date): Promise<OrderDoc[]> => {
  const found = await db.query<{ doc: OrderDoc }>(
    `select doc from orders where status in ('processing', 'shipped') and created_at <= $1 order by created_at, id`,
    [addDays(now, -SHIP_AFTER_DAYS)],
  );
  return found.rows.map((row) => row.doc).filter((order) => (order.status === 'processing' ? shipDateOf(order) : deliveryDateOf(order)) <= now);
};
