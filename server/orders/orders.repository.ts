import type { Database } from '../database/database';
import type { OrderDoc, OrderStatus, ShippingAddress } from './order-docs';

type Queryable = Pick<Database, 'query'>;

/** Orders that have not left the pharmacy: they can still be cancelled or re-addressed. */
const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ['pending', 'processing'];

export const insertOrder = async (tx: Queryable, patientId: string, chargeId: string, order: OrderDoc): Promise<void> => {
  await tx.query('insert into orders (id, patient_id, subscription_id, charge_id, status, created_at, doc) values ($1, $2, $3, $4, $5, $6, $7)', [
    order._id,
    patientId,
    order.subscriptionId,
    chargeId,
    order.status,
    order.createdAt,
    order,
  ]);
};

export interface OrdersPage {
  readonly orders: OrderDoc[];
  readonly total: number;
}

/** One page of a patient's orders; the id breaks ties so pages neither repeat nor skip an order. */
export const listOrdersPage = async (
  db: Queryable,
  patientId: string,
  options: { readonly limit: number; readonly page: number; readonly newestFirst: boolean },
): Promise<OrdersPage> => {
  const direction = options.newestFirst ? 'desc' : 'asc';
  const [rows, count] = await Promise.all([
    db.query<{ doc: OrderDoc }>(`select doc from orders where patient_id = $1 order by created_at ${direction}, id ${direction} limit $2 offset $3`, [
      patientId,
      options.limit,
      (options.page - 1) * options.limit,
    ]),
    db.query<{ total: number }>('select count(*)::int as total from orders where patient_id = $1', [patientId]),
  ]);
  return { orders: rows.rows.map((row) => row.doc), total: count.rows[0]?.total ?? 0 };
};

export const findOwnOrder = async (db: Queryable, patientId: string, id: string): Promise<{ order: OrderDoc; chargeId: string } | null> => {
  const found = await db.query<{ doc: OrderDoc; charge_id: string }>('select doc, charge_id from orders where id = $1 and patient_id = $2', [id, patientId]);
  const row = found.rows[0];
  return row ? { order: row.doc, chargeId: row.charge_id } : null;
};

/** Cancels a subscription's orders that have not shipped; returns their ids. */
export const cancelOpenOrders = async (tx: Queryable, subscriptionId: string): Promise<string[]> => {
  const cancelled = await tx.query<{ id: string }>(
    `update orders set status = 'cancelled', doc = jsonb_set(doc, '{status}', '"cancelled"')
     where subscription_id = $1 and status = any($2) returning id`,
    [subscriptionId, OPEN_ORDER_STATUSES],
  );
  return cancelled.rows.map((row) => row.id);
};

/** Sends a patient's orders that have not shipped to a new address; returns their ids. */
export const readdressOpenOrders = async (tx: Queryable, patientId: string, shipping: ShippingAddress): Promise<string[]> => {
  const updated = await tx.query<{ id: string }>(
    `update orders set doc = jsonb_set(doc, '{patient,shipping}', $3::jsonb)
     where patient_id = $1 and status = any($2) returning id`,
    [patientId, OPEN_ORDER_STATUSES, JSON.stringify(shipping)],
  );
  return updated.rows.map((row) => row.id);
};
