import type { ServiceIdentifier } from 'inversify';
import type { PatientAreaUseCases } from './patient-area.wiring';

const token = <K extends keyof PatientAreaUseCases>(name: K): ServiceIdentifier<PatientAreaUseCases[K]> =>
  Symbol.for(`vireo.patient-area.${name}`) as ServiceIdentifier<PatientAreaUseCases[K]>;

/** The patient area's use cases: subscriptions and their actions, renewal, billing, orders. */
export const PATIENT_AREA_TOKENS: { readonly [K in keyof PatientAreaUseCases]: ServiceIdentifier<PatientAreaUseCases[K]> } = {
  loadSubscription: token('loadSubscription'),
  loadDashboardSummary: token('loadDashboardSummary'),
  declineReactivation: token('declineReactivation'),
  listWinbackCoupons: token('listWinbackCoupons'),
  pause: token('pause'),
  resume: token('resume'),
  skip: token('skip'),
  cancel: token('cancel'),
  reactivate: token('reactivate'),
  requestDoseChange: token('requestDoseChange'),
  removeDoseChange: token('removeDoseChange'),
  listDoseOptions: token('listDoseOptions'),
  sendForReview: token('sendForReview'),
  loadCheckInQuestionnaire: token('loadCheckInQuestionnaire'),
  submitFollowUp: token('submitFollowUp'),
  renew: token('renew'),
  loadBilling: token('loadBilling'),
  revealCardOnFile: token('revealCardOnFile'),
  listOrdersPage: token('listOrdersPage'),
  loadOrder: token('loadOrder'),
};
