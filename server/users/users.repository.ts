import type { components } from '../../openapi/patient-api';
import type { Database } from '../database/database';

type Schemas = components['schemas'];
export type UserDoc = Omit<Schemas['User'], 'patient' | 'subscriptions'>;
export type PatientDoc = Schemas['Patient'];
export type SubscriptionDoc = Schemas['Subscription'];

type Queryable = Pick<Database, 'query'>;

export const findUserBySub = async (db: Queryable, sub: string): Promise<UserDoc | null> => {
  const found = await db.query<{ doc: UserDoc }>('select doc from users where identity_sub = $1', [sub]);
  return found.rows[0]?.doc ?? null;
};

export const findPatientByUser = async (db: Queryable, userId: string): Promise<PatientDoc | null> => {
  const found = await db.query<{ doc: PatientDoc }>('select doc from patients where user_id = $1', [userId]);
  return found.rows[0]?.doc ?? null;
};

export const listSubscriptionsOfPatient = async (db: Queryable, patientId: string): Promise<SubscriptionDoc[]> => {
  const found = await db.query<{ doc: SubscriptionDoc }>('select doc from subscriptions where patient_id = $1 order by created_at desc, id desc', [patientId]);
  return found.rows.map((row) => row.doc);
};

export const findUserById = async (db: Queryable, id: string): Promise<UserDoc | null> => {
  const found = await db.query<{ doc: UserDoc }>('select doc from users where id = $1', [id]);
  return found.rows[0]?.doc ?? null;
};

export const saveUserDoc = async (db: Queryable, user: UserDoc): Promise<void> => {
  await db.query('update users set doc = $2 where id = $1', [user._id, user]);
};

export const savePatientDoc = async (db: Queryable, patient: PatientDoc): Promise<void> => {
  await db.query('update patients set doc = $2 where id = $1', [patient._id, patient]);
};
