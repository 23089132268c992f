import type { ClockPort } from '../../../application/ports/clock.port';
import type { BrandSettings } from '../../app/brand-settings';
import type { SessionStore } from '../session.store';
import { BillingStore } from './billing.store';
import { CardOnFileStore } from './card-on-file.store';
import { DashboardSummaryStore } from './dashboard-summary.store';
import { OrderHistoryStore } from './order-history.store';
import type { PatientAreaUseCases } from './patient-area-use-cases';
import { ReceiptsStore } from './receipts.store';
import { RenewalStore } from './renewal.store';
import { SubscriptionStore } from './subscription.store';

/** What the patient area's stores need of the app besides use cases (the composition root hands it over). */
export interface PatientAreaApp {
  readonly session: Pick<SessionStore, 'user' | 'refreshUser'>;
  readonly brand: Pick<BrandSettings, 'id' | 'name'>;
  /** The provider's legal name and address (runtime configuration), printed on receipts. */
  readonly provider: { readonly legalName: string; readonly address: readonly string[] };
  readonly clock: ClockPort;
}

/** The patient's zone offset at an instant, in minutes ahead of UTC (getTimezoneOffset counts the other way). */
const browserOffsetAt = (instantMs: number): number => -new Date(instantMs).getTimezoneOffset();

/** The patient area's stores, built together the first time a patient-area page needs them. */
export const createPatientAreaStores = (useCases: PatientAreaUseCases, { session, brand, provider, clock }: PatientAreaApp) => {
  // The UTC calendar: the day the card provider checks expiry against.
  const today = () => {
    const now = new Date(clock.now());
    return { year: now.getUTCFullYear(), month: now.getUTCMonth() + 1, day: now.getUTCDate() };
  };
  const patientName = () => [session.user?.firstName, session.user?.lastName].filter(Boolean).join(' ') || (session.user?.email ?? '');
  return {
    dashboardSummary: new DashboardSummaryStore(useCases),
    subscription: new SubscriptionStore(useCases),
    billing: new BillingStore(useCases),
    renewal: new RenewalStore(useCases),
    orderHistory: new OrderHistoryStore(useCases),
    cardOnFile: new CardOnFileStore(useCases, today, () => void session.refreshUser()),
    receipts: new ReceiptsStore(useCases, {
      issuer: { brandId: brand.id, brandName: brand.name, legalName: provider.legalName, address: provider.address },
      patientName,
      utcOffsetAt: browserOffsetAt,
    }),
  };
};

export type PatientAreaStores = ReturnType<typeof createPatientAreaStores>;
