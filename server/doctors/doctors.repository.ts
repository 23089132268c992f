import type { components } from '../../openapi/patient-api';
import type { Database } from '../database/database';
import type { UserDoc } from '../users/users.repository';

type Schemas = components['schemas'];
export type DoctorProfile = Schemas['DoctorProfile'];
export type DoctorLicense = Schemas['DoctorLicense'];
export type MedicalDegree = Schemas['MedicalDegree'];
type Queryable = Pick<Database, 'query'>;

/**
 * The Doctor record of spec §3 as stored, private fields included; its `user` part (names, e-mail,
 * phone, preferences) is the doctor's row in `users`.
 */
export interface DoctorRecord {
  readonly _id: string;
  readonly status: 'active' | 'inactive';
  readonly personalEmail: string | null;
  readonly birthDate: string | null;
  readonly suffix: string | null;
  readonly photo: string | null;
  readonly zipCode: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly address: string | null;
  readonly address2: string | null;
  readonly licenses: readonly DoctorLicense[];
  readonly medicalDegree: readonly MedicalDegree[];
  readonly doctorInfo: string | null;
}

const byStateThenProduct = (a: DoctorLicense, b: DoctorLicense): number => a.state.localeCompare(b.state) || a.product.localeCompare(b.product);

/** What a patient may read: fields picked one by one, so a private field can never ride along. */
export const toDoctorProfile = (record: DoctorRecord, user: UserDoc): DoctorProfile => ({
  _id: record._id,
  user: { _id: user._id, firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
  status: record.status,
  suffix: record.suffix,
  photo: record.photo,
  licenses: [...record.licenses].sort(byStateThenProduct),
  medicalDegree: [...record.medicalDegree],
  doctorInfo: record.doctorInfo,
});

/** A doctor's record, tied to their user (whose names and contact details it shows). */
export const insertDoctor = async (tx: Queryable, userId: string, lastName: string, record: DoctorRecord): Promise<void> => {
  await tx.query('insert into doctors (id, user_id, status, last_name, doc) values ($1, $2, $3, $4, $5)', [
    record._id,
    userId,
    record.status,
    lastName,
    record,
  ]);
};

type ProfileRow = { doc: DoctorRecord; user_doc: UserDoc };
const PROFILE_SELECT = 'select d.doc, u.doc as user_doc from doctors d join users u on u.id = d.user_id';

export const findDoctorProfile = async (db: Queryable, doctorId: string): Promise<DoctorProfile | null> => {
  const found = await db.query<ProfileRow>(`${PROFILE_SELECT} where d.id = $1`, [doctorId]);
  const row = found.rows[0];
  return row ? toDoctorProfile(row.doc, row.user_doc) : null;
};

/** The day of an instant as YYYY-MM-DD (UTC), the form license expiry dates have. */
export const isoDay = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10);

export interface DoctorFilters {
  readonly state?: string;
  readonly product?: string;
  readonly search?: string;
  /** YYYY-MM-DD: licenses that expired before this day do not count. */
  readonly today: string;
}

/** A license matching the state and the product (each when given) that has not expired. */
const HOLDS_LICENSE = `exists (
  select 1 from jsonb_array_elements(d.doc->'licenses') l
  where ($1::text is null or l->>'state' = $1) and ($2::text is null or l->>'product' = $2)
    and (l->>'expirationDate')::date >= $3::date)`;

const likePattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const listDoctorProfiles = async (
  db: Queryable,
  filters: DoctorFilters,
  page: { readonly limit: number; readonly offset: number },
): Promise<{ readonly profiles: DoctorProfile[]; readonly total: number }> => {
  const where = `d.status = 'active'
    and (($1::text is null and $2::text is null) or ${HOLDS_LICENSE})
    and ($4::text is null or u.doc->>'firstName' ilike $4 or d.last_name ilike $4)`;
  const params = [filters.state ?? null, filters.product ?? null, filters.today, filters.search ? likePattern(filters.search) : null];
  const counted = await db.query<{ total: number }>(`select count(*)::int as total from doctors d join users u on u.id = d.user_id where ${where}`, params);
  const found = await db.query<ProfileRow>(`${PROFILE_SELECT} where ${where} order by d.last_name, u.doc->>'firstName', d.id limit $5 offset $6`, [
    ...params,
    page.limit,
    page.offset,
  ]);
  return { profiles: found.rows.map((row) => toDoctorProfile(row.doc, row.user_doc)), total: counted.rows[0]?.total ?? 0 };
};

/** The doctor's user id, which is the doctor's peer id in chats. */
export const findDoctorUserId = async (db: Queryable, doctorId: string): Promise<string | null> => {
  const found = await db.query<{ user_id: string }>('select user_id from doctors where id = $1', [doctorId]);
  return found.rows[0]?.user_id ?? null;
};

/**
 * The doctor to assign for a product: active, with an unexpired license for it in the patient's state
 * (in any state while the patient's state is not known yet), the one with the fewest active patients
 * first. null when nobody may prescribe there.
 */
export const pickDoctorFor = async (db: Queryable, product: string, patientState: string | null, today: string): Promise<string | null> => {
  const found = await db.query<{ id: string }>(
    `select d.id from doctors d
     where d.status = 'active' and ${HOLDS_LICENSE}
     order by (select count(*) from doctor_assignments a where a.doctor_id = d.id and a.status = 'active'), d.last_name, d.id
     limit 1`,
    [patientState, product, today],
  );
  return found.rows[0]?.id ?? null;
};

/** Whether the doctor is active and may prescribe the product in the state today. */
export const isLicensedFor = async (db: Queryable, doctorId: string, product: string, state: string, today: string): Promise<boolean> => {
  const found = await db.query(`select 1 from doctors d where d.id = $4 and d.status = 'active' and ${HOLDS_LICENSE}`, [state, product, today, doctorId]);
  return found.rows.length > 0;
};
