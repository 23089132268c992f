import { STORE_CODE } from '../stores/store-areas';
import { lazyPage, withStoreCode } from './lazy-page';

export const DashboardPage = lazyPage(() => import('../pages/subscriptions/subscriptions.page'), 'SubscriptionsPage');

/** The patient area's layout (spec §2), around the dashboard and every page under /user; the bell's store comes with it. */
export const PatientLayout = lazyPage(() => withStoreCode(import('../layouts/patient-layout'), STORE_CODE.shell), 'PatientLayout');

/**
 * For a visit that starts on the dashboard (a returning patient's usual start): the code of the patient
 * layout and of the page downloads while the app checks the session, rather than in two rounds after it.
 * A failed download is left to the route, which tries again.
 */
export const preloadDashboard = (): void => {
  void PatientLayout.preload().catch(() => undefined);
  void DashboardPage.preload().catch(() => undefined);
};
