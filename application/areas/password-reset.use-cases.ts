import type { CheckResetLinkUseCase } from '../use-cases/password-reset/check-reset-link.use-case';
import type { RequestPasswordResetUseCase } from '../use-cases/password-reset/request-password-reset.use-case';
import type { SetNewPasswordUseCase } from '../use-cases/password-reset/set-new-password.use-case';

/** The forgotten password: the mail, the link and the new password. Wired in adapters/container/password-reset.wiring.ts, loaded on first call. */
export interface PasswordResetUseCases {
  readonly requestPasswordReset: RequestPasswordResetUseCase;
  readonly checkResetLink: CheckResetLinkUseCase;
  readonly setNewPassword: SetNewPasswordUseCase;
}
