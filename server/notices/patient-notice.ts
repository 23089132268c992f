import type { Database } from '../database/database';
import { createNotice, type NewNotice, type Notification } from './notices.repository';

/** A notice for the patient of `patientId` (their user receives it), in the caller's transaction. */
export const noticeToPatient = async (tx: Pick<Database, 'query'>, patientId: string, notice: Omit<NewNotice, 'userId'>): Promise<Notification> => {
  const found = await tx.query<{ user_id: string }>('select user_id from patients where id = $1', [patientId]);
  const userId = found.rows[0]?.user_id;
  if (!userId) throw new Error(`Patient ${patientId} has no user`);
  return createNotice(tx, { ...notice, userId });
};
