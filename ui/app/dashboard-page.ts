import { STORE_CODE } from '../stores/store-areas';
import { lazyPage, withStoreCode } from './lazy-page';

export const DashboardPage = lazyPage(() => import('../pages/subscriptions/subscriptions.page'), 'SubscriptionsPage');

/** The patient area's layout (spec §2), around the dashboard and every page under /user; the bell's store comes with it. */
export const PatientLayout = lazyPage(() => withStoreCode(import('../layouts/patient-layout'), STORE_CODE.shell), 'PatientLayout');
