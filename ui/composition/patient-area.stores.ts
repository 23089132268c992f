import { ContainerModule, type ResolutionContext } from 'inversify';
import { PATIENT_AREA_TOKENS } from '../../adapters/container/patient-area.tokens';
import { PatientAreaStoresLoader } from '../stores/patient-area/patient-area-stores.loader';
import { PATIENT_AREA_STORE_TOKENS } from '../stores/patient-area/patient-area.store-tokens';
import type { PatientAreaUseCases } from '../stores/patient-area/patient-area-use-cases';
import { STORE_TOKENS } from '../stores/store-tokens';

/** Every patient-area use case from the container (each loads its code on first use). */
const useCasesOf = (c: ResolutionContext): PatientAreaUseCases => {
  const get = <K extends keyof typeof PATIENT_AREA_TOKENS>(name: K) => c.get(PATIENT_AREA_TOKENS[name]);
  return {
    loadSubscription: get('loadSubscription'),
    loadDashboardSummary: get('loadDashboardSummary'),
    declineReactivation: get('declineReactivation'),
    listWinbackCoupons: get('listWinbackCoupons'),
    pause: get('pause'),
    resume: get('resume'),
    skip: get('skip'),
    cancel: get('cancel'),
    reactivate: get('reactivate'),
    requestDoseChange: get('requestDoseChange'),
    removeDoseChange: get('removeDoseChange'),
    listDoseOptions: get('listDoseOptions'),
    sendForReview: get('sendForReview'),
    loadCheckInQuestionnaire: get('loadCheckInQuestionnaire'),
    submitFollowUp: get('submitFollowUp'),
    renew: get('renew'),
    loadBilling: get('loadBilling'),
    revealCardOnFile: get('revealCardOnFile'),
    listOrdersPage: get('listOrdersPage'),
    loadOrder: get('loadOrder'),
  };
};

/** The patient area's stores (dashboard summary and popup, one subscription, billing, renewal, order history), loaded on first use and emptied at sign-out. */
export const patientAreaStoresModule = new ContainerModule(({ bind }) => {
  bind(PATIENT_AREA_STORE_TOKENS.loader)
    .toDynamicValue((c) => {
      const loader = new PatientAreaStoresLoader(useCasesOf(c));
      c.get(STORE_TOKENS.session).onReset(() => loader.reset());
      return loader;
    })
    .inSingletonScope();
});
