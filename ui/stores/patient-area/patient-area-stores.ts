import type { PatientAreaUseCases } from '../../../application/areas/patient-area.use-cases';
import type { ClockPort } from '../../../application/ports/clock.port';
import { BillingStore } from './billing.store';
import { DashboardSummaryStore } from './dashboard-summary.store';
import { OrderHistoryStore } from './order-history.store';
import { RenewalStore } from './renewal.store';
import { SubscriptionStore } from './subscription.store';

/** The patient area's stores, built together the first time a patient-area page needs them; each empties at sign-out. */
export const createPatientAreaStores = (useCases: PatientAreaUseCases, clock: ClockPort, onReset: (listener: () => void) => void) => {
  const stores = {
    dashboardSummary: new DashboardSummaryStore(useCases),
    subscription: new SubscriptionStore(useCases, clock),
    billing: new BillingStore(useCases),
    renewal: new RenewalStore(useCases),
    orderHistory: new OrderHistoryStore(useCases),
  };
  for (const store of Object.values(stores)) onReset(() => store.reset());
  return stores;
};

export type PatientAreaStores = ReturnType<typeof createPatientAreaStores>;
