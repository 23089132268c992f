import { lazyPage } from './lazy-page';

export const DashboardPage = lazyPage(() => import('../pages/subscriptions/subscriptions.page'), 'SubscriptionsPage');

/** The patient area's layout (spec §2), around the dashboard and every page under /user. */
export const PatientLayout = lazyPage(() => import('../layouts/patient-layout'), 'PatientLayout');

/**
 * For a visit that starts on the dashboard (a returning patient's usual start): the code of the patient
 * layout and of the page downloads while the app checks the session, rather than in two rounds after it.
 * A failed download is left to the route, which tries again.
 */
export const preloadDashboard = (): void => {
  void PatientLayout.preload().catch(() => undefined);
  void DashboardPage.preload().catch(() => undefined);
};
