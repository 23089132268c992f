import type { PatientAreaUseCases } from '../../../application/areas/patient-area.use-cases';
import type { ClockPort } from '../../../application/ports/clock.port';
import { receiptWording } from '../../i18n/receipt-wording';
import type { BrandSettings } from '../../app/brand-settings';
import type { SessionStore } from '../session.store';
import type { Today } from '../registration/today';
import { BillingStore } from './billing.store';
import { CardOnFileStore } from './card-on-file.store';
import { OrderHistoryStore } from './order-history.store';
import { ReceiptsStore } from './receipts.store';
import { RenewalStore } from './renewal.store';
import { SubscriptionStore } from './subscription.store';

export interface PatientAreaStoresDependencies {
  readonly useCases: PatientAreaUseCases;
  readonly session: Pick<SessionStore, 'user' | 'refreshUser' | 'onReset'>;
  readonly clock: ClockPort;
  /** The UTC calendar: the day the card provider checks expiry against. */
  readonly today: Today;
  readonly brand: Pick<BrandSettings, 'id' | 'name'>;
  /** The provider's legal name and address (runtime configuration), printed on receipts. */
  readonly provider: { readonly legalName: string; readonly address: readonly string[] };
  /** The patient's zone offset at an instant, in minutes ahead of UTC: a receipt's dates are the patient's. */
  readonly utcOffsetAt: (instantMs: number) => number;
}

/** The patient area's stores, built together the first time a patient-area page needs them; each empties at sign-out. */
export const createPatientAreaStores = ({ useCases, session, clock, today, brand, provider, utcOffsetAt }: PatientAreaStoresDependencies) => {
  const patientName = () => [session.user?.firstName, session.user?.lastName].filter(Boolean).join(' ') || (session.user?.email ?? '');
  const stores = {
    subscription: new SubscriptionStore(useCases, clock),
    billing: new BillingStore(useCases),
    renewal: new RenewalStore(useCases),
    orderHistory: new OrderHistoryStore(useCases),
    cardOnFile: new CardOnFileStore(useCases, today, () => void session.refreshUser()),
    receipts: new ReceiptsStore(useCases, {
      issuer: { brandId: brand.id, brandName: brand.name, legalName: provider.legalName, address: provider.address },
      patientName,
      utcOffsetAt,
      // In the language the patient reads when they ask for it (loaded with the patient area's code).
      wording: receiptWording,
    }),
  };
  for (const store of Object.values(stores)) session.onReset(() => store.reset());
  return stores;
};

export type PatientAreaStores = ReturnType<typeof createPatientAreaStores>;
