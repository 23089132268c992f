import type { ServiceIdentifier } from 'inversify';
import type { PatientAreaStoresLoader } from './patient-area-stores.loader';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`vireo.ui.patient-area.${name}`) as ServiceIdentifier<T>;

/** The patient area's stores come through one loader (see usePatientAreaStores). */
export const PATIENT_AREA_STORE_TOKENS = {
  loader: token<PatientAreaStoresLoader>('loader'),
} as const;
