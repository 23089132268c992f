import type { PatientStatus } from '../entities/patient';

/** Patient status 'register' means the patient is still in registration (spec §4). */
export const isStillRegistering = (status: PatientStatus | string | null | undefined): boolean => status === 'register';
