import { use } from 'react';
import { useStore } from '../../app/container-context';
import type { PatientAreaStores } from './patient-area-stores';
import { PATIENT_AREA_STORE_TOKENS } from './patient-area.store-tokens';

/** The patient area's stores; the page waits (Suspense) the first time, while their code loads. */
export const usePatientAreaStores = (): PatientAreaStores => use(useStore(PATIENT_AREA_STORE_TOKENS.loader).load());
