import { ACCOUNT_MESSAGES, firstError } from '../../../domain/account/account-messages';
import { passwordChangeErrors, type PasswordChange } from '../../../domain/account/profile-fields';
import { errorKindOf } from '../../../domain/shared/error-kind';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { AccountPort } from '../../ports/account.port';

/**
 * Changes the password given the current one. A wrong current password is a 403 (the session itself is
 * fine) and reads as such; other devices are signed out by the server.
 */
export class ChangePasswordUseCase {
  constructor(private readonly account: AccountPort) {}

  async execute(change: PasswordChange): Promise<Result<void>> {
    const error = firstError(passwordChangeErrors(change));
    if (error) return fail(error, 400);
    const changed = await this.account.changePassword(change.currentPassword, change.newPassword);
    if (!changed.ok && errorKindOf(changed.error) === 'forbidden') return fail(ACCOUNT_MESSAGES.wrongCurrentPassword, 403);
    return changed.ok ? ok(undefined) : changed;
  }
}
