import type { MessagingAndAccountUseCases } from '../../application/areas/messaging-and-account.use-cases';
import type { PasswordResetUseCases } from '../../application/areas/password-reset.use-cases';
import type { RegistrationUseCases } from '../../application/areas/registration.use-cases';
import type { SessionUseCases } from '../../application/areas/session.use-cases';
import type { ShellUseCases } from '../../application/areas/shell.use-cases';
import type { ClockPort } from '../../application/ports/clock.port';
import type { ZonePort } from '../../application/ports/zone.port';
import type { BrandSettings } from '../app/brand-settings';
import { SessionStore } from './session.store';
import type { BannerStore, BannerTimers } from './shell/banner.store';
import { HelpPanelStore } from './shell/help-panel.store';
import { PageViewsStore } from './shell/page-views.store';
import { PasswordResetStore } from './shell/password-reset.store';
import { RecoveryStore } from './shell/recovery.store';
import { ShellMemoryStore } from './shell/shell-memory.store';
import { TreatmentSidebarStore } from './shell/treatment-sidebar.store';

export interface AppStoresDependencies {
  readonly brand: BrandSettings;
  /** The time every screen counts from (what a treatment offers now, a card expiring before its billing). */
  readonly clock: ClockPort;
  /** The patient's time zone, that dates are shown in. */
  readonly zone: ZonePort;
  readonly session: SessionUseCases;
  readonly shell: ShellUseCases;
  readonly registration: RegistrationUseCases;
  readonly passwordReset: PasswordResetUseCases;
  readonly messagingAndAccount: Pick<MessagingAndAccountUseCases, 'askQuestion'>;
  /** Built apart: it is also the banner port the HTTP middleware shows banners through. */
  readonly banner: BannerStore;
  readonly timers: BannerTimers;
  readonly reloadPage: () => void;
}

/**
 * The stores every page may need, built at once: who is signed in, the brand, banners, what the guards
 * remember, page views, chunk recovery, help, the treatments sidebar and the password reset. Stores holding the patient's data empty themselves
 * at sign-out.
 */
export const createAppStores = (dependencies: AppStoresDependencies) => {
  const { session: sessionUseCases, shell, timers } = dependencies;
  const session = new SessionStore(
    sessionUseCases.signIn,
    sessionUseCases.signUp,
    sessionUseCases.confirmSignUp,
    sessionUseCases.signOut,
    sessionUseCases.checkSession,
    sessionUseCases.loadCurrentUser,
  );
  const memory = new ShellMemoryStore(shell.readShellMemory, shell.updateShellMemory, shell.applyEntryQuery, session);
  const help = new HelpPanelStore(dependencies.messagingAndAccount.askQuestion);
  const treatmentSidebar = new TreatmentSidebarStore(dependencies.registration.startRegistration, session, memory);
  for (const store of [help, treatmentSidebar]) session.onReset(() => store.reset());
  const { requestPasswordReset, checkResetLink, setNewPassword } = dependencies.passwordReset;
  return {
    brand: dependencies.brand,
    clock: dependencies.clock,
    zone: dependencies.zone,
    session,
    banner: dependencies.banner,
    memory,
    pageViews: new PageViewsStore(shell.sendPageView, timers),
    recovery: new RecoveryStore(shell.decideChunkReload, dependencies.reloadPage),
    helpPanel: help,
    treatmentSidebar,
    passwordReset: new PasswordResetStore(requestPasswordReset, checkResetLink, setNewPassword),
  };
};

export type AppStores = ReturnType<typeof createAppStores>;
