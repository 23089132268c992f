import type { ServiceIdentifier } from 'inversify';
import type { BannerStore } from './banner.store';
import type { HelpPanelStore } from './help-panel.store';
import type { NotificationsStoreDependencies } from './notifications.store';
import type { PageViewsStore } from './page-views.store';
import type { PasswordResetStore } from './password-reset.store';
import type { PendingCouponStoreDependencies } from './pending-coupon.store';
import type { RecoveryStore } from './recovery.store';
import type { ShellMemoryStore } from './shell-memory.store';
import type { TreatmentSidebarStore } from './treatment-sidebar.store';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`vireo.ui.shell.${name}`) as ServiceIdentifier<T>;

/**
 * The shell's stores. Other areas use two of them: `helpPanel` (the steps header's 'Help?' calls
 * `openPanel()`) and `treatmentSidebar` (the steps header's treatments button calls `show()`).
 */
export const SHELL_STORE_TOKENS = {
  banner: token<BannerStore>('banner'),
  memory: token<ShellMemoryStore>('memory'),
  pageViews: token<PageViewsStore>('pageViews'),
  /** The bell's store comes from `notificationsStoreOf(these)` (notifications.store.ts), in the patient area. */
  notifications: token<NotificationsStoreDependencies>('notifications'),
  helpPanel: token<HelpPanelStore>('helpPanel'),
  treatmentSidebar: token<TreatmentSidebarStore>('treatmentSidebar'),
  /** The pending coupon's store comes from `pendingCouponStoreOf(these)` (pending-coupon.store.ts). */
  pendingCoupon: token<PendingCouponStoreDependencies>('pendingCoupon'),
  passwordReset: token<PasswordResetStore>('passwordReset'),
  recovery: token<RecoveryStore>('recovery'),
} as const;
