import type { NoticesUseCases } from '../../../application/areas/notices.use-cases';
import type { SessionUseCases } from '../../../application/areas/session.use-cases';
import type { ShellUseCases } from '../../../application/areas/shell.use-cases';
import { NotificationsStore } from './notifications.store';
import { PendingCouponStore } from './pending-coupon.store';
import { SubscriptionsStore } from './subscriptions.store';

export interface ShellStoresDependencies {
  readonly notices: NoticesUseCases;
  readonly session: Pick<SessionUseCases, 'listSubscriptions'>;
  readonly shell: Pick<ShellUseCases, 'readPendingCoupon' | 'applyPendingCoupon'>;
  readonly onReset: (listener: () => void) => void;
}

/**
 * The bell's store, the pending coupon's and the dashboard's treatments: what the signed-in layouts and the
 * dashboard use, whose code comes with the patient layout. Each empties at sign-out.
 */
export const createShellStores = ({ notices, session, shell, onReset }: ShellStoresDependencies) => {
  const stores = {
    notifications: new NotificationsStore(notices.loadNotices, notices.watchNotices, notices.markNoticeRead),
    pendingCoupon: new PendingCouponStore(shell.readPendingCoupon, shell.applyPendingCoupon),
    subscriptions: new SubscriptionsStore(session.listSubscriptions),
  };
  for (const store of Object.values(stores)) onReset(() => store.reset());
  return stores;
};

export type ShellStores = ReturnType<typeof createShellStores>;
