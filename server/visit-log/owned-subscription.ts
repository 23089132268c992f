import type { components } from '../../openapi/patient-api';
import type { Database } from '../database/database';
import { HttpError } from '../http/http-error';

export interface OwnedSubscription {
  readonly id: string;
  readonly patientId: string;
  readonly productType: components['schemas']['ProductType'];
}

/** The subscription if it belongs to the patient; another patient's answers exactly like an unknown id. */
export const requireOwnedSubscription = async (db: Pick<Database, 'query'>, patientId: string, subscriptionId: string): Promise<OwnedSubscription> => {
  const found = await db.query<{ product_type: OwnedSubscription['productType'] }>(
    `select doc->>'productType' as product_type from subscriptions where id = $1 and patient_id = $2`,
    [subscriptionId, patientId],
  );
  const row = found.rows[0];
  if (!row) throw new HttpError(404, 'Subscription not found');
  return { id: subscriptionId, patientId, productType: row.product_type };
};
