import type { components } from '../../openapi/patient-api';
import type { Database } from '../database/database';

export type OnlineVisitLog = components['schemas']['OnlineVisitLog'];
type Queryable = Pick<Database, 'query'>;

/** What the app matches to stay silent and start at question 0 (spec §8): keep it exact. */
export const VISIT_LOG_NOT_FOUND = 'Online visit log not found!';

export const findVisitLog = async (db: Queryable, subscriptionId: string, options: { forUpdate?: boolean } = {}): Promise<OnlineVisitLog | null> => {
  const found = await db.query<{ doc: OnlineVisitLog }>(
    `select doc from online_visit_logs where subscription_id = $1${options.forUpdate ? ' for update' : ''}`,
    [subscriptionId],
  );
  return found.rows[0]?.doc ?? null;
};

/** Inserts a new log; false when the subscription has one already. */
export const insertVisitLog = async (db: Queryable, log: OnlineVisitLog): Promise<boolean> => {
  const inserted = await db.query(
    `insert into online_visit_logs (subscription_id, patient_id, is_blocked, updated_at, doc) values ($1, $2, $3, $4, $5)
     on conflict (subscription_id) do nothing`,
    [log.subscriptionId, log.patientId, log.isBlockedUser, log.updatedAt, log],
  );
  return (inserted.affectedRows ?? 0) > 0;
};

export const replaceVisitLog = async (db: Queryable, log: OnlineVisitLog): Promise<void> => {
  await db.query('update online_visit_logs set is_blocked = $2, updated_at = $3, doc = $4 where subscription_id = $1', [
    log.subscriptionId,
    log.isBlockedUser,
    log.updatedAt,
    log,
  ]);
};

/** Whether the patient of this subscription was found unable to be treated: for the steps that follow. */
export const isSubscriptionBlocked = async (db: Queryable, subscriptionId: string): Promise<boolean> => {
  const found = await db.query<{ is_blocked: boolean }>('select is_blocked from online_visit_logs where subscription_id = $1', [subscriptionId]);
  return found.rows[0]?.is_blocked ?? false;
};
