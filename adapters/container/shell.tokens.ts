import type { ServiceIdentifier } from 'inversify';
import type { AnalyticsPort } from '../../application/ports/analytics.port';
import type { BannerPort } from '../../application/ports/banner.port';
import type { KeyValueStoragePort } from '../../application/ports/key-value-storage.port';
import type { SendPageViewUseCase } from '../../application/use-cases/analytics/send-page-view.use-case';
import type { LoadNoticesUseCase } from '../../application/use-cases/notices/load-notices.use-case';
import type { MarkNoticeReadUseCase } from '../../application/use-cases/notices/mark-notice-read.use-case';
import type { WatchNoticesUseCase } from '../../application/use-cases/notices/watch-notices.use-case';
import type { CheckResetLinkUseCase } from '../../application/use-cases/password-reset/check-reset-link.use-case';
import type { RequestPasswordResetUseCase } from '../../application/use-cases/password-reset/request-password-reset.use-case';
import type { SetNewPasswordUseCase } from '../../application/use-cases/password-reset/set-new-password.use-case';
import type { ApplyEntryQueryUseCase } from '../../application/use-cases/shell/apply-entry-query.use-case';
import type { ApplyPendingCouponUseCase } from '../../application/use-cases/shell/apply-pending-coupon.use-case';
import type { DecideChunkReloadUseCase } from '../../application/use-cases/shell/decide-chunk-reload.use-case';
import type { ReadPendingCouponUseCase } from '../../application/use-cases/shell/read-pending-coupon.use-case';
import type { ReadShellMemoryUseCase } from '../../application/use-cases/shell/read-shell-memory.use-case';
import type { UpdateShellMemoryUseCase } from '../../application/use-cases/shell/update-shell-memory.use-case';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`vireo.shell.${name}`) as ServiceIdentifier<T>;

/**
 * The shell's ports and use cases. `banner` is bound by the UI's composition root (the banner store),
 * `analytics` and `tabStorage` by the browser module; where they are not bound (the CLI) calls show no
 * banner and send no page view.
 */
export const SHELL_TOKENS = {
  banner: token<BannerPort>('banner'),
  analytics: token<AnalyticsPort>('analytics'),
  /** Storage that outlives a reload but not the tab, and that signing out does not clear (sessionStorage). */
  tabStorage: token<KeyValueStoragePort>('tabStorage'),
  readShellMemory: token<ReadShellMemoryUseCase>('readShellMemory'),
  updateShellMemory: token<UpdateShellMemoryUseCase>('updateShellMemory'),
  applyEntryQuery: token<ApplyEntryQueryUseCase>('applyEntryQuery'),
  decideChunkReload: token<DecideChunkReloadUseCase>('decideChunkReload'),
  sendPageView: token<SendPageViewUseCase>('sendPageView'),
  loadNotices: token<LoadNoticesUseCase>('loadNotices'),
  watchNotices: token<WatchNoticesUseCase>('watchNotices'),
  markNoticeRead: token<MarkNoticeReadUseCase>('markNoticeRead'),
  requestPasswordReset: token<RequestPasswordResetUseCase>('requestPasswordReset'),
  checkResetLink: token<CheckResetLinkUseCase>('checkResetLink'),
  setNewPassword: token<SetNewPasswordUseCase>('setNewPassword'),
  readPendingCoupon: token<ReadPendingCouponUseCase>('readPendingCoupon'),
  applyPendingCoupon: token<ApplyPendingCouponUseCase>('applyPendingCoupon'),
} as const;
