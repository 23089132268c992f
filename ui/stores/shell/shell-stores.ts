import type { NoticesUseCases } from '../../../application/areas/notices.use-cases';
import type { ShellUseCases } from '../../../application/areas/shell.use-cases';
import { NotificationsStore } from './notifications.store';
import { PendingCouponStore } from './pending-coupon.store';

export interface ShellStoresDependencies {
  readonly notices: NoticesUseCases;
  readonly shell: Pick<ShellUseCases, 'readPendingCoupon' | 'applyPendingCoupon'>;
  readonly onReset: (listener: () => void) => void;
}

/** The bell's store and the pending coupon's, which the signed-in layouts use; both empty at sign-out. */
export const createShellStores = ({ notices, shell, onReset }: ShellStoresDependencies) => {
  const stores = {
    notifications: new NotificationsStore(notices.loadNotices, notices.watchNotices, notices.markNoticeRead),
    pendingCoupon: new PendingCouponStore(shell.readPendingCoupon, shell.applyPendingCoupon),
  };
  for (const store of Object.values(stores)) onReset(() => store.reset());
  return stores;
};

export type ShellStores = ReturnType<typeof createShellStores>;
