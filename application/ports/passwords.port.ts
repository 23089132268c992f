import type { Result } from '../../domain/shared/result';

/**
 * Where the patient's password is changed: the reference backend with its local identity, or the identity
 * provider's user pool (Cognito), which keeps the passwords itself. A wrong current password is forbidden (403).
 */
export interface PasswordsPort {
  changePassword(currentPassword: string, newPassword: string): Promise<Result<PasswordChanged>>;
}

export interface PasswordChanged {
  /** The reference backend ends the account's other sessions; a user pool's stay until they end. */
  readonly otherSessionsEnded: boolean;
}
