import type { Database } from '../database/database';
import { HttpError } from '../http/http-error';

export interface PatientOfEmail {
  readonly patientId: string;
  readonly patientUserId: string;
}

/** The patient of an e-mail address, for operator routes that address a patient by e-mail; 404 when none. */
export const patientByEmail = async (db: Pick<Database, 'query'>, email: string): Promise<PatientOfEmail> => {
  const found = await db.query<{ patient_id: string; user_id: string }>(
    'select p.id as patient_id, u.id as user_id from users u join patients p on p.user_id = u.id where u.email = $1',
    [email.trim().toLowerCase()],
  );
  const row = found.rows[0];
  if (!row) throw new HttpError(404, 'No patient has this e-mail');
  return { patientId: row.patient_id, patientUserId: row.user_id };
};
