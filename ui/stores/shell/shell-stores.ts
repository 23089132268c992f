import type { DashboardUseCases } from '../../../application/areas/dashboard.use-cases';
import type { PatientAreaUseCases } from '../../../application/areas/patient-area.use-cases';
import type { NoticesUseCases } from '../../../application/areas/notices.use-cases';
import type { SessionUseCases } from '../../../application/areas/session.use-cases';
import type { ShellUseCases } from '../../../application/areas/shell.use-cases';
import type { UnreadMessagesUseCases } from '../../../application/areas/unread-messages.use-cases';
import { DashboardSummaryStore } from './dashboard-summary.store';
import { NotificationsStore } from './notifications.store';
import { PendingCouponStore } from './pending-coupon.store';
import { SubscriptionsStore } from './subscriptions.store';
import { UnreadMessagesStore } from './unread-messages.store';

export interface ShellStoresDependencies {
  readonly notices: NoticesUseCases;
  readonly session: Pick<SessionUseCases, 'listSubscriptions'>;
  readonly shell: Pick<ShellUseCases, 'readPendingCoupon' | 'applyPendingCoupon'>;
  readonly unreadMessages: UnreadMessagesUseCases;
  readonly dashboard: DashboardUseCases;
  /** The reactivation popup's answers: the patient area's code loads only when the patient gives one. */
  readonly patientArea: Pick<PatientAreaUseCases, 'reactivate' | 'declineReactivation'>;
  /** The signed-in patient's user id: their own messages never count as unread. */
  readonly currentUserId: () => string | null;
  readonly onReset: (listener: () => void) => void;
}

/**
 * The bell's store, the menu badge's unread counter, the pending coupon's, and the dashboard's treatments
 * and summary: what the signed-in layouts and the dashboard use, whose code comes with the patient layout.
 * Each empties at sign-out.
 */
export const createShellStores = ({ notices, session, shell, unreadMessages, dashboard, patientArea, currentUserId, onReset }: ShellStoresDependencies) => {
  const stores = {
    notifications: new NotificationsStore(notices.loadNotices, notices.watchNotices, notices.markNoticeRead),
    pendingCoupon: new PendingCouponStore(shell.readPendingCoupon, shell.applyPendingCoupon),
    subscriptions: new SubscriptionsStore(session.listSubscriptions),
    dashboardSummary: new DashboardSummaryStore({
      // Named one by one: an area loaded on first call is a proxy, with no properties to spread.
      loadDashboardSummary: dashboard.loadDashboardSummary,
      reactivate: patientArea.reactivate,
      declineReactivation: patientArea.declineReactivation,
    }),
    unreadMessages: new UnreadMessagesStore(unreadMessages, currentUserId),
  };
  for (const store of Object.values(stores)) onReset(() => store.reset());
  return stores;
};

export type ShellStores = ReturnType<typeof createShellStores>;
