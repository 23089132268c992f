import { US_STATES } from '../address/us-states';
import type { Database } from '../database/database';
import { activeDoctorOf, assignDoctor } from '../doctors/doctor-assignments';
import { isLicensedFor, isoDay, pickDoctorFor } from '../doctors/doctors.repository';
import { HttpError } from '../http/http-error';
import type { SubscriptionDoc } from '../subscriptions/subscriptions.repository';
import { treatmentName } from '../subscriptions/treatment-name';
import { shippingStateOf } from '../users/shipping-state';
import type { PatientDoc } from '../users/users.repository';

type Queryable = Pick<Database, 'query'>;

export interface TreatingDoctor {
  readonly _id: string;
  readonly userId: string;
  /** 'Dr. Reed', as the patient reads it. */
  readonly name: string;
}

const doctorNamed = async (tx: Queryable, doctorId: string): Promise<TreatingDoctor> => {
  const found = await tx.query<{ user_id: string; last_name: string }>('select user_id, last_name from doctors where id = $1', [doctorId]);
  const row = found.rows[0];
  if (!row) throw new HttpError(404, 'Doctor not found');
  return { _id: doctorId, userId: row.user_id, name: `Dr. ${row.last_name}` };
};

/** Moves the treatment to another doctor: the old assignment stays as history, its chat follows the new doctor. */
const reassign = async (tx: Queryable, subscription: SubscriptionDoc, doctor: TreatingDoctor, at: Date): Promise<void> => {
  await tx.query(`update doctor_assignments set status = 'inactive' where subscription_id = $1 and status = 'active'`, [subscription._id]);
  await assignDoctor(tx, { patientId: subscription.patientId, subscriptionId: subscription._id, product: subscription.productType, doctorId: doctor._id, at });
  await tx.query(`update chats set doctor_id = $2, peer_user_id = $3 where subscription_id = $1 and kind = 'doctor'`, [
    subscription._id,
    doctor._id,
    doctor.userId,
  ]);
};

/**
 * The doctor who decides on a treatment, licensed for its product in the patient's shipping state today:
 * the one asked for (409 when not licensed there), else the one already assigned while licensed there,
 * else the least busy licensed doctor, assigned now. 409 when nobody may prescribe in that state.
 */
export const treatingDoctor = async (
  tx: Queryable,
  subscription: SubscriptionDoc,
  patient: PatientDoc,
  requested: string | undefined,
  now: Date,
): Promise<TreatingDoctor> => {
  const state = shippingStateOf(patient);
  if (!state) throw new HttpError(409, 'This treatment has no shipping address yet: no doctor can be chosen for its state.');
  const where = US_STATES[state] ?? state;
  const product = subscription.productType;
  const today = isoDay(now.getTime());
  const current = await activeDoctorOf(tx, subscription._id);
  let chosen: string | null;
  if (requested) {
    if (!(await isLicensedFor(tx, requested, product, state, today))) {
      throw new HttpError(
        409,
        `${(await doctorNamed(tx, requested)).name} may not prescribe ${treatmentName(subscription)} in ${where}: choose a doctor licensed there.`,
      );
    }
    chosen = requested;
  } else if (current && (await isLicensedFor(tx, current, product, state, today))) {
    chosen = current;
  } else {
    chosen = await pickDoctorFor(tx, product, state, today);
  }
  if (!chosen) throw new HttpError(409, `No doctor is licensed to prescribe ${treatmentName(subscription)} in ${where}: nobody can decide on it yet.`);
  const doctor = await doctorNamed(tx, chosen);
  if (chosen !== current) await reassign(tx, subscription, doctor, now);
  return doctor;
};
