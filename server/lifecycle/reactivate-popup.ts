import type { Database } from '../database/database';

/**
 * `showReactivatePopup` invites the patient to bring back a cancelled treatment: on while one that a
 * doctor had approved is cancelled, off once the patient has answered the popup (`fromPopup`).
 */
export const refreshReactivatePopup = async (tx: Pick<Database, 'query'>, userId: string, patientId: string, answered: boolean): Promise<void> => {
  await tx.query(
    `update users set doc = jsonb_set(doc, '{showReactivatePopup}', to_jsonb(
       not $3::boolean and exists (
         select 1 from subscriptions
         where patient_id = $2 and doc->>'status' = 'cancel' and (doc->'cancellation'->>'wasApproved')::boolean
       )))
     where id = $1`,
    [userId, patientId, answered],
  );
};
