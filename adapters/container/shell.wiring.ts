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

export interface ShellDependencies {
  readonly api: ApiClient;
  /** The page's one live connection (LIVE_CONNECTION_TOKEN), shared with the chat and its unread counter. */
  readonly live: LiveConnectionPort;
}

/**
 * The bell's and the password reset's use cases, with their adapters.
 * shell.module.ts loads this file on the first call of any of them, so the first visit to /login
 * downloads none of it.
 */
export const wireShell = ({ api, live }: ShellDependencies) => {
  const notices = new HttpNoticesAdapter(api);
  const resets = new HttpPasswordResetAdapter(api);
  return {
    loadNotices: new LoadNoticesUseCase(notices),
    watchNotices: new WatchNoticesUseCase(live),
    markNoticeRead: new MarkNoticeReadUseCase(live),
    requestPasswordReset: new RequestPasswordResetUseCase(resets),
    checkResetLink: new CheckResetLinkUseCase(resets),
    setNewPassword: new SetNewPasswordUseCase(resets),
  };
};

export type DeferredShellUseCases = ReturnType<typeof wireShell>;
