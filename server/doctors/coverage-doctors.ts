import type { Database } from '../database/database';
import { newId } from '../ids';
import { newUserDoc } from '../users/new-user-docs';
import { insertDoctor, isoDay, type DoctorLicense, type DoctorRecord } from './doctors.repository';

type Queryable = Pick<Database, 'query'>;
type Product = DoctorLicense['product'];

const DAY_MS = 24 * 60 * 60 * 1000;
/** A licence is renewed for five years once it has less than a year left, as a practising doctor would. */
const LICENCE_YEARS = 5;
const RENEW_WITHIN_DAYS = 365;

/** The census West; the other doctor of each pair covers every other state. */
const WEST = new Set(['AK', 'AZ', 'CA', 'CO', 'HI', 'ID', 'MT', 'NV', 'NM', 'OR', 'UT', 'WA', 'WY']);

interface CoverageDoctor {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly suffix: string;
  readonly products: readonly Product[];
  readonly west: boolean;
  readonly city: string;
  readonly state: string;
  readonly doctorInfo: string;
}

/** Telehealth doctors licensed across many states, so that every enabled state has a doctor for every product. */
const COVERAGE_DOCTORS: readonly CoverageDoctor[] = [
  {
    email: 'dr.castillo@vireo.example',
    firstName: 'Naomi',
    lastName: 'Castillo',
    suffix: 'MD',
    products: ['ed', 'hl'],
    west: true,
    city: 'Denver',
    state: 'CO',
    doctorInfo:
      "Urologist caring for men's sexual health and hair loss. Dr. Castillo explains every option plainly and checks in after the first weeks of treatment.",
  },
  {
    email: 'dr.brooks@vireo.example',
    firstName: 'Daniel',
    lastName: 'Brooks',
    suffix: 'MD',
    products: ['ed', 'hl'],
    west: false,
    city: 'Chicago',
    state: 'IL',
    doctorInfo:
      "Internal medicine physician with a focus on men's health. Dr. Brooks has treated erectile dysfunction and hair loss by telehealth for a decade.",
  },
  {
    email: 'dr.lindqvist@vireo.example',
    firstName: 'Hannah',
    lastName: 'Lindqvist',
    suffix: 'DO',
    products: ['wl', 'ag'],
    west: true,
    city: 'Seattle',
    state: 'WA',
    doctorInfo: "Family physician specialising in weight management and healthy ageing. Dr. Lindqvist plans treatment around the patient's everyday life.",
  },
  {
    email: 'dr.haddad@vireo.example',
    firstName: 'Omar',
    lastName: 'Haddad',
    suffix: 'MD',
    products: ['wl', 'ag'],
    west: false,
    city: 'Boston',
    state: 'MA',
    doctorInfo: 'Endocrinologist treating weight and metabolic health. Dr. Haddad follows each patient closely while doses are adjusted.',
  },
];

const licenceNumber = (state: string, product: Product, lastName: string): string =>
  `${state}-${product.toUpperCase()}${String([...lastName].reduce((sum, char) => sum + char.charCodeAt(0), 0) * 97).padStart(6, '0')}`;

/** The doctor's licences: one per state of their region and product, renewed when less than a year is left. */
const licencesFor = (doctor: CoverageDoctor, states: readonly string[], held: readonly DoctorLicense[], now: number): DoctorLicense[] => {
  const renewed = isoDay(now + LICENCE_YEARS * 365 * DAY_MS);
  const renewBefore = isoDay(now + RENEW_WITHIN_DAYS * DAY_MS);
  return states
    .filter((state) => WEST.has(state) === doctor.west)
    .flatMap((state) =>
      doctor.products.map((product) => {
        const current = held.find((licence) => licence.state === state && licence.product === product);
        if (current && current.expirationDate >= renewBefore) return current;
        return {
          _id: current?._id ?? newId(),
          licenseNumber: current?.licenseNumber ?? licenceNumber(state, product, doctor.lastName),
          state,
          product,
          expirationDate: renewed,
        };
      }),
    );
};

const newRecord = (doctor: CoverageDoctor, licenses: DoctorLicense[]): DoctorRecord => ({
  _id: newId(),
  status: 'active',
  personalEmail: null,
  birthDate: null,
  suffix: doctor.suffix,
  photo: null,
  zipCode: null,
  city: doctor.city,
  state: doctor.state,
  address: null,
  address2: null,
  licenses,
  medicalDegree: [],
  doctorInfo: doctor.doctorInfo,
});

/**
 * Every enabled state has a doctor for every product at the twin's `now`: the coverage doctors are added
 * on first need and their licences renewed as the calendar moves (a year-long demo never runs out of
 * doctors). Idempotent; run at start and after each move of the clock.
 */
export const ensureDoctorCoverage = async (db: Database, now: number): Promise<void> => {
  await db.transaction(async (tx) => {
    const states = (await tx.query<{ code: string }>('select code from us_states where enabled order by code')).rows.map((row) => row.code);
    for (const doctor of COVERAGE_DOCTORS) await ensureDoctor(tx, doctor, states, now);
  });
};

const ensureDoctor = async (tx: Queryable, doctor: CoverageDoctor, states: readonly string[], now: number): Promise<void> => {
  const found = await tx.query<{ id: string; doc: DoctorRecord }>('select d.id, d.doc from doctors d join users u on u.id = d.user_id where u.email = $1', [
    doctor.email,
  ]);
  const existing = found.rows[0];
  if (existing) {
    const licenses = licencesFor(doctor, states, existing.doc.licenses, now);
    await tx.query(`update doctors set doc = jsonb_set(doc, '{licenses}', $2::jsonb) where id = $1`, [existing.id, JSON.stringify(licenses)]);
    return;
  }
  const userId = newId();
  const user = newUserDoc(userId, { email: doctor.email, roles: ['doctor'], firstName: doctor.firstName, lastName: doctor.lastName });
  await tx.query('insert into users (id, email, doc) values ($1, $2, $3)', [userId, doctor.email, user]);
  await insertDoctor(tx, userId, doctor.lastName, newRecord(doctor, licencesFor(doctor, states, [], now)));
};
