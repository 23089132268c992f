import { ContainerModule } from 'inversify';
import { MESSAGING_AND_ACCOUNT_TOKENS } from '../../adapters/container/messaging-and-account.tokens';
import { REGISTRATION_TOKENS } from '../../adapters/container/registration.tokens';
import { SHELL_TOKENS } from '../../adapters/container/shell.tokens';
import { TOKENS } from '../../adapters/container/tokens';
import { BannerStore, type BannerTimers } from '../stores/shell/banner.store';
import { HelpPanelStore } from '../stores/shell/help-panel.store';
import { PageViewsStore } from '../stores/shell/page-views.store';
import { PasswordResetStore } from '../stores/shell/password-reset.store';
import { RecoveryStore } from '../stores/shell/recovery.store';
import { SHELL_STORE_TOKENS } from '../stores/shell/shell.store-tokens';
import { ShellMemoryStore } from '../stores/shell/shell-memory.store';
import { TreatmentSidebarStore } from '../stores/shell/treatment-sidebar.store';
import { STORE_TOKENS } from '../stores/store-tokens';

const windowTimers: BannerTimers = {
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/**
 * The shell's stores. The banner store is also the banner port the HTTP middleware shows banners
 * through. Stores holding the patient's data empty themselves at sign-out.
 */
export const shellStoresModule = new ContainerModule(({ bind }) => {
  bind(SHELL_STORE_TOKENS.banner)
    .toDynamicValue((c) => new BannerStore(c.get(TOKENS.clock), windowTimers))
    .inSingletonScope();
  bind(SHELL_TOKENS.banner).toService(SHELL_STORE_TOKENS.banner);
  bind(SHELL_STORE_TOKENS.memory)
    .toDynamicValue(
      (c) =>
        new ShellMemoryStore(
          c.get(SHELL_TOKENS.readShellMemory),
          c.get(SHELL_TOKENS.updateShellMemory),
          c.get(SHELL_TOKENS.applyEntryQuery),
          c.get(STORE_TOKENS.session),
        ),
    )
    .inSingletonScope();
  bind(SHELL_STORE_TOKENS.pageViews)
    .toDynamicValue((c) => new PageViewsStore(c.get(SHELL_TOKENS.sendPageView), windowTimers))
    .inSingletonScope();
  bind(SHELL_STORE_TOKENS.recovery)
    .toDynamicValue((c) => new RecoveryStore(c.get(SHELL_TOKENS.decideChunkReload), () => window.location.reload()))
    .inSingletonScope();
  bind(SHELL_STORE_TOKENS.passwordReset)
    .toDynamicValue(
      (c) => new PasswordResetStore(c.get(SHELL_TOKENS.requestPasswordReset), c.get(SHELL_TOKENS.checkResetLink), c.get(SHELL_TOKENS.setNewPassword)),
    )
    .inSingletonScope();
  bind(SHELL_STORE_TOKENS.notifications)
    .toDynamicValue((c) => {
      const session = c.get(STORE_TOKENS.session);
      return {
        loadNotices: c.get(SHELL_TOKENS.loadNotices),
        watchNotices: c.get(SHELL_TOKENS.watchNotices),
        markNoticeRead: c.get(SHELL_TOKENS.markNoticeRead),
        onReset: session.onReset,
      };
    })
    .inSingletonScope();
  bind(SHELL_STORE_TOKENS.helpPanel)
    .toDynamicValue((c) => {
      const store = new HelpPanelStore(c.get(MESSAGING_AND_ACCOUNT_TOKENS.askQuestion));
      c.get(STORE_TOKENS.session).onReset(store.reset);
      return store;
    })
    .inSingletonScope();
  bind(SHELL_STORE_TOKENS.treatmentSidebar)
    .toDynamicValue((c) => {
      const store = new TreatmentSidebarStore(c.get(REGISTRATION_TOKENS.startRegistration), c.get(STORE_TOKENS.session), c.get(SHELL_STORE_TOKENS.memory));
      c.get(STORE_TOKENS.session).onReset(store.reset);
      return store;
    })
    .inSingletonScope();
  bind(SHELL_STORE_TOKENS.pendingCoupon)
    .toDynamicValue((c) => ({
      readPendingCoupon: c.get(SHELL_TOKENS.readPendingCoupon),
      applyPendingCoupon: c.get(SHELL_TOKENS.applyPendingCoupon),
      onReset: c.get(STORE_TOKENS.session).onReset,
    }))
    .inSingletonScope();
});
