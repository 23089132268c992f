import { newId } from '../ids';
import type { AreaSeed } from '../seed/seed-types';
import { newUserDoc } from '../users/new-user-docs';
import type { SubscriptionDoc } from '../users/users.repository';
import { assignDoctor } from './doctor-assignments';
import { insertDoctor, isoDay, type DoctorLicense, type DoctorRecord } from './doctors.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

interface SeedDoctor {
  /** null: the doctor account the core seed made (dr.reed). */
  readonly email: string | null;
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly record: Omit<DoctorRecord, '_id' | 'licenses'>;
  /** [state, product, days from today until it expires (negative: already expired)]. */
  readonly licenses: readonly (readonly [string, DoctorLicense['product'], number])[];
}

const degree = (name: string, title: string, endDate: string) => ({ _id: newId(), name, degree: title, endDate });

const DOCTORS: readonly SeedDoctor[] = [
  {
    email: null,
    firstName: 'Avery',
    lastName: 'Reed',
    phone: '+14155550142',
    record: {
      status: 'active',
      personalEmail: 'avery.reed.home@example.com',
      birthDate: '1981-03-14',
      suffix: 'MD',
      photo: '/doctors/avery-reed.png',
      zipCode: '94110',
      city: 'San Francisco',
      state: 'CA',
      address: '2100 Mission St',
      address2: 'Suite 4',
      medicalDegree: [degree('University of California, San Francisco', 'MD', '2009-05-30'), degree('Stanford University', 'BS, Human Biology', '2005-06-12')],
      doctorInfo:
        "Board-certified in internal medicine with fifteen years in primary care. Dr. Reed focuses on men's health and preventive care, and answers patients' questions within one business day.",
    },
    licenses: [
      ['CA', 'ed', 700],
      ['CA', 'hl', 700],
      ['NY', 'ed', 420],
      ['NY', 'wl', 420],
      ['TX', 'ed', 560],
      ['FL', 'ag', 380],
    ],
  },
  {
    email: 'dr.raman@vireo.example',
    firstName: 'Priya',
    lastName: 'Raman',
    phone: '+14045550187',
    record: {
      status: 'active',
      personalEmail: 'priya.raman.personal@example.com',
      birthDate: '1985-09-02',
      suffix: 'DO',
      photo: '/doctors/priya-raman.png',
      zipCode: '30309',
      city: 'Atlanta',
      state: 'GA',
      address: '1200 Peachtree St NE',
      address2: null,
      medicalDegree: [
        degree('Philadelphia College of Osteopathic Medicine', 'DO', '2012-05-20'),
        degree('Emory University', 'BS, Nutrition Science', '2008-05-11'),
      ],
      doctorInfo:
        'Family physician specialising in weight management and metabolic health. Dr. Raman builds plans around sustainable habits and follows each patient closely in the first months of treatment.',
    },
    licenses: [
      ['FL', 'wl', 610],
      ['GA', 'wl', 610],
      ['NC', 'wl', 240],
      ['FL', 'ag', 610],
      ['GA', 'ag', 610],
    ],
  },
  {
    email: 'dr.okafor@vireo.example',
    firstName: 'Marcus',
    lastName: 'Okafor',
    phone: '+17135550119',
    record: {
      status: 'active',
      personalEmail: 'marcus.okafor@example.com',
      birthDate: '1983-12-21',
      suffix: 'MD',
      photo: '/doctors/marcus-okafor.png',
      zipCode: '77030',
      city: 'Houston',
      state: 'TX',
      address: '6550 Fannin St',
      address2: null,
      medicalDegree: [degree('Baylor College of Medicine', 'MD', '2010-05-22'), degree('Rice University', 'BA, Biochemistry', '2006-05-13')],
      doctorInfo:
        'Dermatologist with a focus on hair loss and skin ageing. Dr. Okafor has treated thousands of patients with evidence-based hair restoration therapies.',
    },
    licenses: [
      ['TX', 'hl', 520],
      ['AZ', 'hl', 520],
      ['NV', 'hl', 150],
      ['TX', 'ag', 520],
      ['AZ', 'ag', 520],
      ['CA', 'hl', 300],
    ],
  },
  {
    email: 'dr.sokolova@vireo.example',
    firstName: 'Elena',
    lastName: 'Sokolova',
    phone: '+12125550163',
    record: {
      status: 'active',
      personalEmail: 'elena.sokolova@example.com',
      birthDate: '1979-06-30',
      suffix: 'MD',
      photo: '/doctors/elena-sokolova.png',
      zipCode: '10016',
      city: 'New York',
      state: 'NY',
      address: '550 1st Ave',
      address2: null,
      medicalDegree: [degree('NYU Grossman School of Medicine', 'MD', '2011-05-18'), degree('Cornell University', 'BA, Biology', '2003-05-25')],
      doctorInfo:
        'Endocrinologist caring for patients with weight and hormone concerns. Dr. Sokolova takes a careful, data-driven approach to medication and dose changes.',
    },
    licenses: [
      ['NY', 'wl', 800],
      ['NJ', 'wl', 800],
      ['PA', 'wl', -30],
      ['NY', 'ag', 800],
    ],
  },
  {
    email: 'dr.whitaker@vireo.example',
    firstName: 'James',
    lastName: 'Whitaker',
    phone: '+16145550171',
    record: {
      status: 'inactive',
      personalEmail: 'james.whitaker@example.com',
      birthDate: '1968-01-09',
      suffix: 'MD',
      photo: null,
      zipCode: '43215',
      city: 'Columbus',
      state: 'OH',
      address: '410 W 10th Ave',
      address2: null,
      medicalDegree: [degree('Ohio State University College of Medicine', 'MD', '1994-06-04')],
      doctorInfo: null,
    },
    licenses: [['OH', 'ed', -200]],
  },
];

/** Who reviewed each of the demo patient's treatments. */
const DEMO_DOCTOR_BY_PRODUCT: Readonly<Record<SubscriptionDoc['productType'], string>> = { ed: 'Reed', hl: 'Okafor', wl: 'Sokolova', ag: 'Raman' };

/**
 * Doctors with licenses in several states (one expired, one doctor no longer active), dr.reed's account
 * linked to its Doctor record, and a doctor assigned to each demo subscription whose registration was
 * reviewed (dr.reed for ed); a cancelled subscription keeps its assignment as inactive history.
 */
export const seedDemoDoctors: AreaSeed = async (tx, demo, ctx) => {
  const now = ctx.now();
  const doctorIds = new Map<string, string>();
  for (const doctor of DOCTORS) {
    let userId = demo.doctorUserId;
    if (doctor.email) {
      userId = newId();
      const user = newUserDoc(userId, { email: doctor.email, roles: ['doctor'], firstName: doctor.firstName, lastName: doctor.lastName, phone: doctor.phone });
      await tx.query('insert into users (id, email, doc) values ($1, $2, $3)', [userId, doctor.email, user]);
    } else {
      await tx.query(`update users set doc = doc || jsonb_build_object('phone', $2::text) where id = $1`, [userId, doctor.phone]);
    }
    const record: DoctorRecord = {
      _id: newId(),
      ...doctor.record,
      licenses: doctor.licenses.map(([state, product, days], index) => ({
        _id: newId(),
        licenseNumber: `${state}-${product.toUpperCase()}${String(48213 + index * 7919).padStart(6, '0')}`,
        state,
        expirationDate: isoDay(now + days * DAY_MS),
        product,
      })),
    };
    await insertDoctor(tx, userId, doctor.lastName, record);
    doctorIds.set(doctor.lastName, record._id);
  }
  const subscriptions = await tx.query<{ doc: SubscriptionDoc }>('select doc from subscriptions where patient_id = $1 order by created_at, id', [
    demo.patientId,
  ]);
  for (const { doc } of subscriptions.rows) {
    const doctorId = doctorIds.get(DEMO_DOCTOR_BY_PRODUCT[doc.productType]);
    if (doc.registrationStep !== 'done' || !doctorId) continue;
    await assignDoctor(tx, {
      patientId: demo.patientId,
      subscriptionId: doc._id,
      product: doc.productType,
      doctorId,
      at: new Date(doc.registrationDoneDate ?? doc.createdAt ?? now),
      status: doc.status === 'cancel' ? 'inactive' : 'active',
    });
  }
};
