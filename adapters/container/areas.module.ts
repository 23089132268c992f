import { ContainerModule, type ResolutionContext, type ServiceIdentifier } from 'inversify';
import { LazyLiveConnection } from '../live/lazy-live-connection';
import { liveEndpoint } from '../live/live-endpoint';
import type { LiveConnectionOptions } from '../live/websocket-live-connection.adapter';
import { lazyArea, type DeferrableArea } from './lazy-area';
import { wireSession } from './session.wiring';
import { wireShell } from './shell.wiring';
import { AREAS, TOKENS } from './tokens';

/**
 * The live connection in the browser: its WebSocket, the configured endpoint read against the page, and
 * the token of the current session (refreshed when due). Asked for on the first listener only, so the CLI,
 * which has neither a page nor a configuration, never reaches it (its `watch` passes the `ws` package).
 */
const browserLive = (c: ResolutionContext): LiveConnectionOptions => {
  const identity = c.get(TOKENS.identity);
  return {
    WebSocket: globalThis.WebSocket,
    endpoint: liveEndpoint(c.get(TOKENS.config).liveUrl, globalThis.location.href),
    token: async () => (await identity.currentSession())?.accessToken ?? null,
  };
};

/**
 * Every area's use cases, for the browser and the CLI alike (both reach the API over HTTP), each area under
 * its one token. The session and the shell are wired at once; every other area's wiring file is imported
 * on the first call of one of its use cases (lazyArea), so the first visit to /login downloads none of it.
 */
export const areasModule = new ContainerModule(({ bind }) => {
  bind(AREAS.session).toDynamicValue(wireSession).inSingletonScope();
  bind(AREAS.shell).toDynamicValue(wireShell).inSingletonScope();
  const lazily = <A extends DeferrableArea<A>>(area: ServiceIdentifier<A>, wire: (c: ResolutionContext) => Promise<A>) =>
    bind(area)
      .toDynamicValue((c) => lazyArea(() => wire(c)))
      .inSingletonScope();
  lazily(AREAS.notices, (c) => import('./notices.wiring').then(({ wireNotices }) => wireNotices(c)));
  lazily(AREAS.unreadMessages, (c) => import('./unread-messages.wiring').then(({ wireUnreadMessages }) => wireUnreadMessages(c)));
  lazily(AREAS.passwordReset, (c) => import('./password-reset.wiring').then(({ wirePasswordReset }) => wirePasswordReset(c)));
  lazily(AREAS.registration, (c) => import('./registration.wiring').then(({ wireRegistration }) => wireRegistration(c)));
  lazily(AREAS.patientArea, (c) => import('./patient-area.wiring').then(({ wirePatientArea }) => wirePatientArea(c)));
  lazily(AREAS.dashboard, (c) => import('./dashboard.wiring').then(({ wireDashboard }) => wireDashboard(c)));
  lazily(AREAS.messagingAndAccount, (c) => import('./messaging-and-account.wiring').then(({ wireMessagingAndAccount }) => wireMessagingAndAccount(c)));
  bind(TOKENS.liveConnection)
    .toDynamicValue(
      (c) =>
        new LazyLiveConnection(async () => {
          const { WebSocketLiveConnectionAdapter, pageLanguageChanges } = await import('../live/websocket-live-connection.adapter');
          return new WebSocketLiveConnectionAdapter({ ...browserLive(c), languageChanges: pageLanguageChanges });
        }),
    )
    .inSingletonScope();
});
