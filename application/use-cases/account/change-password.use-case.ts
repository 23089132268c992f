import { ACCOUNT_MESSAGES, firstError } from '../../../domain/account/account-messages';
import { passwordChangeErrors, type PasswordChange } from '../../../domain/account/profile-fields';
import { errorKindOf } from '../../../domain/shared/error-kind';
import { fail, type Result } from '../../../domain/shared/result';
import type { PasswordChanged, PasswordsPort } from '../../ports/passwords.port';

/**
 * Changes the password given the current one, where the passwords are kept (passwords.port.ts). A wrong
 * current password is a 403 (the session itself is fine) and reads as such.
 */
export class ChangePasswordUseCase {
  constructor(private readonly passwords: PasswordsPort) {}

  async execute(change: PasswordChange): Promise<Result<PasswordChanged>> {
    const error = firstError(passwordChangeErrors(change));
    if (error) return fail(error, 400);
    const changed = await this.passwords.changePassword(change.currentPassword, change.newPassword);
    if (!changed.ok && errorKindOf(changed.error) === 'forbidden') return fail(ACCOUNT_MESSAGES.wrongCurrentPassword, 403);
    return changed;
  }
}
