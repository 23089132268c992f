import type { Caller } from '../contract/operation-router';
import type { Database } from '../database/database';
import { requireCaller } from '../http/caller';
import { HttpError } from '../http/http-error';
import { findPatientByUser, findUserBySub, type PatientDoc, type UserDoc } from './users.repository';

/** The caller's user and patient; every patient-owned resource is checked against `patient._id`. */
export const requirePatient = async (db: Pick<Database, 'query'>, caller: Caller | null): Promise<{ readonly user: UserDoc; readonly patient: PatientDoc }> => {
  const user = await findUserBySub(db, requireCaller(caller).sub);
  const patient = user ? await findPatientByUser(db, user._id) : null;
  if (!user || !patient) throw new HttpError(404, 'Patient not found');
  return { user, patient };
};
