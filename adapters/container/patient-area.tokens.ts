import type { ServiceIdentifier } from 'inversify';
import type { PatientAreaUseCases } from './patient-area.wiring';

/** Every use case of the patient area by name: subscriptions and their actions, renewal, billing (the card on file, failed renewals, receipts), orders. */
const NAMES = [
  'loadSubscription',
  'loadDashboardSummary',
  'declineReactivation',
  'listWinbackCoupons',
  'pause',
  'resume',
  'skip',
  'cancel',
  'reactivate',
  'requestDoseChange',
  'removeDoseChange',
  'listDoseOptions',
  'sendForReview',
  'loadCheckInQuestionnaire',
  'submitFollowUp',
  'renew',
  'loadBilling',
  'revealCardOnFile',
  'prepareCardEntry',
  'replaceCardOnFile',
  'retryFailedCharge',
  'updateCardAndPay',
  'downloadReceipt',
  'listOrdersPage',
  'loadOrder',
] as const satisfies readonly (keyof PatientAreaUseCases)[];

/**
 * The patient area's tokens, one per named use case, each typed with its use case (a use case left out of
 * the list has no token, so nothing can ask for it). The names are written once: this file is in the app's
 * first download, the patient area's code is not.
 */
export const PATIENT_AREA_TOKENS = Object.fromEntries(NAMES.map((name) => [name, Symbol.for(`vireo.patient-area.${name}`)])) as unknown as {
  readonly [K in (typeof NAMES)[number]]: ServiceIdentifier<PatientAreaUseCases[K]>;
};
