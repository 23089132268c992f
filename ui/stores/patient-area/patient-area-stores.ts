import { BillingStore } from './billing.store';
import { DashboardSummaryStore } from './dashboard-summary.store';
import { OrderHistoryStore } from './order-history.store';
import type { PatientAreaUseCases } from './patient-area-use-cases';
import { RenewalStore } from './renewal.store';
import { SubscriptionStore } from './subscription.store';

/** The patient area's stores, built together the first time a patient-area page needs them. */
export const createPatientAreaStores = (useCases: PatientAreaUseCases) => ({
  dashboardSummary: new DashboardSummaryStore(useCases),
  subscription: new SubscriptionStore(useCases),
  billing: new BillingStore(useCases),
  renewal: new RenewalStore(useCases),
  orderHistory: new OrderHistoryStore(useCases),
});

export type PatientAreaStores = ReturnType<typeof createPatientAreaStores>;
