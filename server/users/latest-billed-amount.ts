import type { Database } from '../database/database';

type Queryable = Pick<Database, 'query'>;

/**
 * Charges that took the patient's money (the contract: "the latest successful charge"): a payment only
 * authorized (hold) is not billed yet, and a released one (refunded) never was.
 */
const BILLED_STATUSES = ['success', 'captured'];

/**
 * The sum of the patient's latest billed charge, read from the billing area's `charges` table, so every
 * charge (first payment, renewal, capture) counts without each writer remembering to copy it; null before any.
 */
export const latestBilledAmount = async (db: Queryable, patientId: string): Promise<number | null> => {
  const found = await db.query<{ sum: number | null }>(
    `select doc->'sum' as sum from charges where patient_id = $1 and status = any($2)
     order by created_at desc, id desc limit 1`,
    [patientId, BILLED_STATUSES],
  );
  const sum = found.rows[0]?.sum;
  return typeof sum === 'number' ? sum : null;
};
