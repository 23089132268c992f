import type { Database } from '../database/database';
import type { PatientDoc } from '../users/users.repository';

type Queryable = Pick<Database, 'query'>;

/**
 * The patient fields the registration moves, changed in place in SQL so a concurrent update of other
 * patient fields (the basics, the address) is never overwritten with a stale copy.
 */
export const setPatientStatus = async (db: Queryable, patientId: string, status: PatientDoc['status']): Promise<void> => {
  await db.query(`update patients set doc = jsonb_set(doc, '{status}', to_jsonb($2::text)) where id = $1`, [patientId, status]);
};

export const markIdentityVerified = async (db: Queryable, patientId: string): Promise<void> => {
  await db.query(
    `update patients set doc = doc || jsonb_build_object('verify', coalesce(doc->'verify', '{}'::jsonb) || '{"completed": true}'::jsonb)
     where id = $1`,
    [patientId],
  );
};
