import type { Result } from '../../domain/shared/result';

/**
 * A password-reset link's parts: /new-password/{email?}/{token}. Where the identity provider mails a code
 * instead (Cognito), the token is that code and the e-mail is the account's.
 */
export interface ResetLink {
  readonly token: string;
  readonly email?: string;
}

/** What the patient was mailed: a link to open (the reference backend), or a code to enter here (Cognito's user pool). */
export type ResetDelivery = 'link' | 'code';

/** The password reset of spec §7: send-reset-pass, check-token, reset-pass; or the user pool's code. */
export interface PasswordResetPort {
  sendResetLink(email: string): Promise<Result<ResetDelivery>>;
  /** The account's e-mail when the link is still valid. */
  checkResetLink(link: ResetLink): Promise<Result<{ readonly email: string }>>;
  resetPassword(link: ResetLink, newPassword: string): Promise<Result<void>>;
}
