import { randomUUID } from 'node:crypto';
import { hashPassword } from '../identity/password-hashing';
import { AREA_SEEDS } from './area-seeds';
import { newId } from '../ids';
import type { ServerContext } from '../server-context';
import type { SeedTransaction } from './seed-types';
import { newPatientDoc, newUserDoc, type NewUserFields } from '../users/new-user-docs';

/** Accounts the README names, so a person can explore the app at once. */
export const DEMO_ACCOUNTS = {
  patient: { email: 'demo.patient@vireo.example', password: 'DemoPatient1' },
  doctor: { email: 'dr.reed@vireo.example', password: 'DoctorReed1' },
} as const;

const SEED_VERSION = '1';

type Tx = SeedTransaction;

const createAccount = async (tx: Tx, password: string, fields: NewUserFields): Promise<string> => {
  const sub = randomUUID();
  const userId = newId();
  await tx.query('insert into identities (sub, email, password_hash) values ($1, $2, $3)', [sub, fields.email, await hashPassword(password)]);
  await tx.query('insert into users (id, identity_sub, email, doc) values ($1, $2, $3, $4)', [userId, sub, fields.email, newUserDoc(userId, fields)]);
  return userId;
};

/** Seeds the demo data once: a later start finds the marker and leaves everything as it is. */
export const seedDemoData = async (ctx: ServerContext): Promise<void> => {
  await ctx.db.transaction(async (tx) => {
    const claimed = await tx.query(`insert into settings (key, value) values ('seed_version', $1) on conflict do nothing`, [SEED_VERSION]);
    if (claimed.affectedRows === 0) return;
    const doctorUserId = await createAccount(tx, DEMO_ACCOUNTS.doctor.password, {
      email: DEMO_ACCOUNTS.doctor.email,
      roles: ['doctor'],
      firstName: 'Avery',
      lastName: 'Reed',
    });
    const patientUserId = await createAccount(tx, DEMO_ACCOUNTS.patient.password, {
      email: DEMO_ACCOUNTS.patient.email,
      roles: ['patient'],
      firstName: 'Jordan',
      lastName: 'Demo',
    });
    const patientId = newId();
    await tx.query('insert into patients (id, user_id, doc) values ($1, $2, $3)', [patientId, patientUserId, newPatientDoc(patientId, 'active')]);
    // The demo patient's subscriptions come with the catalogue they refer to (the first area seed).
    for (const seedArea of AREA_SEEDS) await seedArea(tx, { patientUserId, patientId, doctorUserId }, ctx);
  });
};
