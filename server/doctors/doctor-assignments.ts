import type { components } from '../../openapi/patient-api';
import type { Database } from '../database/database';
import { newId } from '../ids';
import type { UserDoc } from '../users/users.repository';
import { toDoctorProfile, type DoctorRecord } from './doctors.repository';

export type DoctorAssignment = components['schemas']['DoctorAssignment'];
type Queryable = Pick<Database, 'query'>;

export interface AssignmentFilters {
  readonly product?: string;
  readonly subscriptionId?: string;
  readonly status?: string;
}

type AssignmentRow = {
  id: string;
  status: DoctorAssignment['status'];
  product: DoctorAssignment['product'];
  subscription_id: string;
  assigned_at: Date;
  doc: DoctorRecord;
  user_doc: UserDoc;
};

/** A patient's doctor assignments, newest first, with each doctor's public profile. */
export const listAssignments = async (db: Queryable, patientId: string, filters: AssignmentFilters): Promise<DoctorAssignment[]> => {
  const found = await db.query<AssignmentRow>(
    `select a.id, a.status, a.product, a.subscription_id, a.assigned_at, d.doc, u.doc as user_doc
     from doctor_assignments a join doctors d on d.id = a.doctor_id join users u on u.id = d.user_id
     where a.patient_id = $1 and ($2::text is null or a.product = $2)
       and ($3::text is null or a.subscription_id = $3) and ($4::text is null or a.status = $4)
     order by a.assigned_at desc, a.id desc`,
    [patientId, filters.product ?? null, filters.subscriptionId ?? null, filters.status ?? null],
  );
  return found.rows.map((row) => ({
    _id: row.id,
    status: row.status,
    product: row.product,
    subscriptionId: row.subscription_id,
    assignedAt: row.assigned_at.toISOString(),
    doctor: toDoctorProfile(row.doc, row.user_doc),
  }));
};

/** The doctor actively assigned to a subscription, if any. */
export const activeDoctorOf = async (db: Queryable, subscriptionId: string): Promise<string | null> => {
  const found = await db.query<{ doctor_id: string }>(`select doctor_id from doctor_assignments where subscription_id = $1 and status = 'active'`, [
    subscriptionId,
  ]);
  return found.rows[0]?.doctor_id ?? null;
};

export interface NewAssignment {
  readonly patientId: string;
  readonly subscriptionId: string;
  readonly product: string;
  readonly doctorId: string;
  readonly at: Date;
  /** Active unless the subscription has ended (the assignment is kept as history). */
  readonly status?: DoctorAssignment['status'];
}

/** Records the assignment and names the doctor on the subscription (its `doctorId`), in the caller's transaction. */
export const assignDoctor = async (tx: Queryable, assignment: NewAssignment): Promise<void> => {
  await tx.query(
    `insert into doctor_assignments (id, patient_id, subscription_id, doctor_id, product, status, assigned_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [newId(), assignment.patientId, assignment.subscriptionId, assignment.doctorId, assignment.product, assignment.status ?? 'active', assignment.at],
  );
  await tx.query(`update subscriptions set doc = jsonb_set(doc, '{doctorId}', to_jsonb($2::text)) where id = $1`, [
    assignment.subscriptionId,
    assignment.doctorId,
  ]);
};
