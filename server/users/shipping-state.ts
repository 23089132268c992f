import type { PatientDoc } from './users.repository';

/** The two-letter state the patient ships to, which decides the doctors who may prescribe; null while unknown. */
export const shippingStateOf = (patient: PatientDoc): string | null => {
  const state = patient.shipping?.state?.trim().toUpperCase() ?? '';
  return /^[A-Z]{2}$/.test(state) ? state : null;
};
