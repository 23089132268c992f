import type { ServiceIdentifier } from 'inversify';
import type { DashboardUseCases } from '../../application/areas/dashboard.use-cases';
import type { MessagingAndAccountUseCases } from '../../application/areas/messaging-and-account.use-cases';
import type { NoticesUseCases } from '../../application/areas/notices.use-cases';
import type { PasswordResetUseCases } from '../../application/areas/password-reset.use-cases';
import type { PatientAreaUseCases } from '../../application/areas/patient-area.use-cases';
import type { RegistrationUseCases } from '../../application/areas/registration.use-cases';
import type { SessionUseCases } from '../../application/areas/session.use-cases';
import type { ShellUseCases } from '../../application/areas/shell.use-cases';
import type { UnreadMessagesUseCases } from '../../application/areas/unread-messages.use-cases';
import type { AnalyticsPort } from '../../application/ports/analytics.port';
import type { BannerPort } from '../../application/ports/banner.port';
import type { ClockPort } from '../../application/ports/clock.port';
import type { ZonePort } from '../../application/ports/zone.port';
import type { IdentityPort } from '../../application/ports/identity.port';
import type { PasswordsPort } from '../../application/ports/passwords.port';
import type { ImageProcessingPort } from '../../application/ports/identity-verification.port';
import type { KeyValueStoragePort } from '../../application/ports/key-value-storage.port';
import type { LiveConnectionPort } from '../../application/ports/live-connection.port';
import type { OperatorPort } from '../../application/ports/operator.port';
import type { PatientAccountPort } from '../../application/ports/patient-account.port';
import type { SubscriptionsPort } from '../../application/ports/subscriptions.port';
import type { ApiClient } from '../http/api-client';
import type { RuntimeConfig } from '../config/runtime-config.schema';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`vireo.${name}`) as ServiceIdentifier<T>;

/**
 * The platform's pieces, bound by the browser, node, http and operator modules (and the UI's composition
 * root for the banner). `banner`, `analytics` and `tabStorage` are left unbound where nothing shows or
 * sends them (the CLI): calls then show no banner and send no page view.
 */
export const TOKENS = {
  config: token<RuntimeConfig>('config'),
  clock: token<ClockPort>('clock'),
  zone: token<ZonePort>('zone'),
  storage: token<KeyValueStoragePort>('storage'),
  /** Storage that outlives a reload but not the tab, and that signing out does not clear (sessionStorage). */
  tabStorage: token<KeyValueStoragePort>('tabStorage'),
  apiClient: token<ApiClient>('apiClient'),
  identityApiClient: token<ApiClient>('identityApiClient'),
  identity: token<IdentityPort>('identity'),
  /** Bound where the identity provider keeps the passwords (Cognito); the reference backend's otherwise. */
  providerPasswords: token<PasswordsPort>('providerPasswords'),
  /** Bound by the node module (sharp); the browser's canvas adapter loads with the registration instead. */
  imageProcessing: token<ImageProcessingPort>('imageProcessing'),
  patientAccount: token<PatientAccountPort>('patientAccount'),
  subscriptions: token<SubscriptionsPort>('subscriptions'),
  banner: token<BannerPort>('banner'),
  analytics: token<AnalyticsPort>('analytics'),
  /**
   * The page's one live connection: every part of the app that listens (chat, unread counter, bell) takes
   * it from here, so they share a single socket. Its adapter loads on the first listener.
   */
  liveConnection: token<LiveConnectionPort>('liveConnection'),
  /** The reference backend's operator routes (the CLI's care, clock, billing and ops commands; Node only). */
  operator: token<OperatorPort>('operator'),
} as const;

/**
 * One token per area: an object of the area's use cases (application/areas/), as the browser and the CLI
 * both reach them. `session` and `shell` are wired at once; the others load their wiring on first use.
 */
export const AREAS = {
  session: token<SessionUseCases>('area.session'),
  shell: token<ShellUseCases>('area.shell'),
  notices: token<NoticesUseCases>('area.notices'),
  unreadMessages: token<UnreadMessagesUseCases>('area.unread-messages'),
  passwordReset: token<PasswordResetUseCases>('area.password-reset'),
  registration: token<RegistrationUseCases>('area.registration'),
  patientArea: token<PatientAreaUseCases>('area.patient-area'),
  dashboard: token<DashboardUseCases>('area.dashboard'),
  messagingAndAccount: token<MessagingAndAccountUseCases>('area.messaging-and-account'),
} as const;
