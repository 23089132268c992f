import type { components } from '../../openapi/patient-api';
import { codedError, HttpError } from '../http/http-error';
import type { PatientDoc } from './users.repository';

export type PatientUpdate = components['schemas']['PatientUpdate'];

const KG_PER_POUND = 0.45359237;
const METRES_PER_FOOT = 0.3048;
export const MINIMUM_AGE = 18;
const MAXIMUM_AGE = 120;

/** BMI from height in feet and weight in pounds, converted to metric, to one decimal (spec §5). */
export const bodyMassIndex = (heightFeet: number, weightPounds: number): number => {
  const metres = heightFeet * METRES_PER_FOOT;
  return Math.round(((weightPounds * KG_PER_POUND) / (metres * metres)) * 10) / 10;
};

/** The date `years` after a YYYY-MM-DD birth date, as YYYY-MM-DD (compared as text, which orders like dates). */
const anniversary = (birthDate: string, years: number): string => `${String(Number(birthDate.slice(0, 4)) + years).padStart(4, '0')}${birthDate.slice(4)}`;

const checkBirthDate = (birthDate: string, today: string): void => {
  if (birthDate > today || anniversary(birthDate, MAXIMUM_AGE) <= today) throw codedError(400, 'invalid_birth_date', 'Enter a valid birth date');
  if (anniversary(birthDate, MINIMUM_AGE) > today) {
    throw codedError(400, 'under_minimum_age', `You must be at least ${MINIMUM_AGE} years old to use this service`);
  }
};

const trimmed = (value: string, field: string, blankAllowed: boolean): string => {
  const text = value.trim();
  if (!text && !blankAllowed) throw new HttpError(400, `Invalid body: '${field}' must not be blank`);
  return text;
};

const mergeShipping = (shipping: PatientDoc['shipping'], update: NonNullable<PatientUpdate['shipping']>): PatientDoc['shipping'] => {
  const merged = { ...shipping };
  if (update.address !== undefined) merged.address = trimmed(update.address, 'shipping.address', false);
  if (update.city !== undefined) merged.city = trimmed(update.city, 'shipping.city', false);
  if (update.state !== undefined) merged.state = update.state;
  if (update.zipCode !== undefined) merged.zipCode = update.zipCode;
  if (update.secondAddress !== undefined) {
    const secondAddress = trimmed(update.secondAddress, 'shipping.secondAddress', true);
    if (secondAddress) merged.secondAddress = secondAddress;
    else delete merged.secondAddress;
  }
  return merged;
};

/**
 * The patient after a partial update (the phone is the user's, stored apart). BMI follows height and
 * weight unless the update gives it; it is null while either is unknown.
 */
export const applyPatientUpdate = (patient: PatientDoc, update: PatientUpdate, today: string): PatientDoc => {
  if (update.basic?.birthDate !== undefined) checkBirthDate(update.basic.birthDate, today);
  const height = update.height ?? patient.height ?? null;
  const weight = update.weight ?? patient.weight ?? null;
  const bodyChanged = update.height !== undefined || update.weight !== undefined;
  let bmi = patient.bmi ?? null;
  if (update.bmi !== undefined) bmi = update.bmi;
  else if (bodyChanged) bmi = height !== null && weight !== null ? bodyMassIndex(height, weight) : null;
  return {
    ...patient,
    basic: { ...patient.basic, ...update.basic },
    shipping: update.shipping ? mergeShipping(patient.shipping ?? {}, update.shipping) : patient.shipping,
    height,
    weight,
    bmi,
  };
};
