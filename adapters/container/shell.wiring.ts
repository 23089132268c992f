import type { IdentityPort } from '../../application/ports/identity.port';
import type { LiveConnectionPort } from '../../application/ports/live-connection.port';
import { LoadNoticesUseCase } from '../../application/use-cases/notices/load-notices.use-case';
import { MarkNoticeReadUseCase } from '../../application/use-cases/notices/mark-notice-read.use-case';
import { WatchNoticesUseCase } from '../../application/use-cases/notices/watch-notices.use-case';
import { CheckResetLinkUseCase } from '../../application/use-cases/password-reset/check-reset-link.use-case';
import { RequestPasswordResetUseCase } from '../../application/use-cases/password-reset/request-password-reset.use-case';
import { SetNewPasswordUseCase } from '../../application/use-cases/password-reset/set-new-password.use-case';
import type { ApiClient } from '../http/api-client';
import { HttpNoticesAdapter } from '../http/http-notices.adapter';
import { HttpPasswordResetAdapter } from '../http/http-password-reset.adapter';
import { liveEndpoint } from '../live/live-endpoint';
import { WebSocketLiveConnectionAdapter } from '../live/websocket-live-connection.adapter';

export interface ShellDependencies {
  readonly api: ApiClient;
  /** The session whose token the live connection carries. */
  readonly identity: IdentityPort;
  /** The configured live endpoint; asked when the bell first listens, in a page (never by the CLI). */
  readonly liveUrl: () => string;
}

/** One live connection for the bell, made when it first listens: the page's WebSocket, the session's token. */
const lazyLiveConnection = (identity: IdentityPort, liveUrl: () => string): LiveConnectionPort => {
  let connection: LiveConnectionPort | null = null;
  const made = () =>
    (connection ??= new WebSocketLiveConnectionAdapter({
      WebSocket: globalThis.WebSocket,
      endpoint: liveEndpoint(liveUrl(), globalThis.location.href),
      token: async () => (await identity.currentSession())?.accessToken ?? null,
    }));
  return { listen: (listener) => made().listen(listener), markNoticeRead: (noticeId, userId) => made().markNoticeRead(noticeId, userId) };
};

/**
 * The bell's and the password reset's use cases, with their adapters and the bell's live connection.
 * shell.module.ts loads this file on the first call of any of them, so the first visit to /login
 * downloads none of it.
 */
export const wireShell = ({ api, identity, liveUrl }: ShellDependencies) => {
  const notices = new HttpNoticesAdapter(api);
  const resets = new HttpPasswordResetAdapter(api);
  const liveConnection = lazyLiveConnection(identity, liveUrl);
  return {
    loadNotices: new LoadNoticesUseCase(notices),
    watchNotices: new WatchNoticesUseCase(liveConnection),
    markNoticeRead: new MarkNoticeReadUseCase(liveConnection),
    requestPasswordReset: new RequestPasswordResetUseCase(resets),
    checkResetLink: new CheckResetLinkUseCase(resets),
    setNewPassword: new SetNewPasswordUseCase(resets),
  };
};

export type DeferredShellUseCases = ReturnType<typeof wireShell>;
