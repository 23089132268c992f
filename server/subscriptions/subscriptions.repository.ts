import type { components } from '../../openapi/patient-api';
import type { Database } from '../database/database';
import { HttpError } from '../http/http-error';

/** A subscription as stored: the registration fields of this area and the lifecycle fields of billing. */
export type SubscriptionDoc = components['schemas']['LifecycleSubscription'];

type Queryable = Pick<Database, 'query'>;

export const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';

/**
 * One of the patient's subscriptions; another patient's answers exactly like an unknown id. With
 * `forUpdate` the row stays locked until the transaction ends.
 */
export const findOwnSubscription = async (
  db: Queryable,
  patientId: string,
  id: string,
  options: { readonly forUpdate?: boolean } = {},
): Promise<SubscriptionDoc> => {
  const found = await db.query<{ doc: SubscriptionDoc }>(
    `select doc from subscriptions where id = $1 and patient_id = $2${options.forUpdate ? ' for update' : ''}`,
    [id, patientId],
  );
  const doc = found.rows[0]?.doc;
  if (!doc) throw new HttpError(404, SUBSCRIPTION_NOT_FOUND);
  return doc;
};

export const listOwnSubscriptions = async (db: Queryable, patientId: string): Promise<SubscriptionDoc[]> => {
  const found = await db.query<{ doc: SubscriptionDoc }>('select doc from subscriptions where patient_id = $1 order by created_at desc, id desc', [patientId]);
  return found.rows.map((row) => row.doc);
};

export const insertSubscription = async (db: Queryable, doc: SubscriptionDoc): Promise<void> => {
  await db.query('insert into subscriptions (id, patient_id, created_at, doc) values ($1, $2, $3, $4)', [doc._id, doc.patientId, doc.createdAt, doc]);
};

export const saveSubscription = async (db: Queryable, doc: SubscriptionDoc): Promise<void> => {
  await db.query('update subscriptions set doc = $2 where id = $1', [doc._id, doc]);
};
