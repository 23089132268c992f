import type { Database } from '../database/database';
import type { ChargeDoc, ChargeStatus } from './charge-docs';

type Queryable = Pick<Database, 'query'>;

/**
 * Inserts a charge; false when it would be a second charge on hold for its subscription. A billing run's
 * charge names its billing date (`billingKey`): a second charge for the same date is refused by the database.
 */
export const insertCharge = async (tx: Queryable, patientId: string, charge: ChargeDoc, billingKey: string | null = null): Promise<boolean> => {
  const inserted = await tx.query(
    `insert into charges (id, patient_id, subscription_id, status, created_at, doc, billing_key) values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (subscription_id) where status = 'hold' do nothing`,
    [charge._id, patientId, charge.subscriptionId, charge.status, charge.createdAt, charge, billingKey],
  );
  return (inserted.affectedRows ?? 0) === 1;
};

/** Oldest first, so the last one is the latest (the billing grouping reads "the last charge"). */
export const listChargesOfSubscription = async (db: Queryable, subscriptionId: string): Promise<ChargeDoc[]> => {
  const found = await db.query<{ doc: ChargeDoc }>('select doc from charges where subscription_id = $1 order by created_at, id', [subscriptionId]);
  return found.rows.map((row) => row.doc);
};

/** Moves every charge of a subscription in one status to another (the status column and the document together). */
export const moveCharges = async (tx: Queryable, subscriptionId: string, from: ChargeStatus, to: ChargeStatus): Promise<number> => {
  const moved = await tx.query(
    `update charges set status = $3, doc = jsonb_set(doc, '{status}', to_jsonb($3::text)) where subscription_id = $1 and status = $2`,
    [subscriptionId, from, to],
  );
  return moved.affectedRows ?? 0;
};

/** One of the patient's stored charges; another patient's answers exactly like an unknown id (null). */
export const findOwnCharge = async (db: Queryable, patientId: string, id: string): Promise<ChargeDoc | null> => {
  const found = await db.query<{ doc: ChargeDoc }>('select doc from charges where id = $1 and patient_id = $2', [id, patientId]);
  return found.rows[0]?.doc ?? null;
};
