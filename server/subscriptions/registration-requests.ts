import type { Database } from '../database/database';
import { HttpError } from '../http/http-error';
import type { SubscriptionDoc } from './subscriptions.repository';

type Queryable = Pick<Database, 'query'>;

interface KeyedRegistration {
  readonly patientId: string;
  readonly key: string;
  readonly productType: SubscriptionDoc['productType'];
}

/**
 * The subscription an idempotency key names for this patient, or null when the key is new; the same key
 * sent for another product type is a 409 (idempotency_key_reused).
 */
export const keyedRegistration = async (db: Queryable, { patientId, key, productType }: KeyedRegistration): Promise<string | null> => {
  const found = await db.query<{ product_type: string; subscription_id: string }>(
    'select product_type, subscription_id from registration_requests where patient_id = $1 and idempotency_key = $2',
    [patientId, key],
  );
  const row = found.rows[0];
  if (!row) return null;
  if (row.product_type !== productType) {
    throw new HttpError(
      409,
      'This idempotency key was already used for the registration of another treatment: use a new key.',
      undefined,
      undefined,
      'idempotency_key_reused',
    );
  }
  return row.subscription_id;
};

/** Names the subscription by the key from now on (inside the transaction that created or found it). */
export const rememberKey = async (db: Queryable, registration: KeyedRegistration, subscriptionId: string, at: Date): Promise<void> => {
  await db.query('insert into registration_requests (patient_id, idempotency_key, product_type, subscription_id, created_at) values ($1, $2, $3, $4, $5)', [
    registration.patientId,
    registration.key,
    registration.productType,
    subscriptionId,
    at,
  ]);
};
