import type { Result } from '../../domain/shared/result';

/** A password-reset link's parts: /new-password/{email?}/{token}. */
export interface ResetLink {
  readonly token: string;
  readonly email?: string;
}

/** The password reset of spec §7: send-reset-pass, check-token, reset-pass. */
export interface PasswordResetPort {
  sendResetLink(email: string): Promise<Result<void>>;
  /** The account's e-mail when the link is still valid. */
  checkResetLink(link: ResetLink): Promise<Result<{ readonly email: string }>>;
  resetPassword(link: ResetLink, newPassword: string): Promise<Result<void>>;
}
