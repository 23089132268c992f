import type { Database } from '../database/database';
import type { SubscriptionDoc } from '../users/users.repository';

/** One of the patient's subscriptions; another patient's id finds nothing, exactly like an unknown one. */
export const findSubscriptionOfPatient = async (db: Pick<Database, 'query'>, patientId: string, subscriptionId: string): Promise<SubscriptionDoc | null> => {
  const found = await db.query<{ doc: SubscriptionDoc }>('select doc from subscriptions where id = $1 and patient_id = $2', [subscriptionId, patientId]);
  return found.rows[0]?.doc ?? null;
};
