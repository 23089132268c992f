import { newPasswordError } from '../../../domain/validation/account-fields';
import { fail, type Result } from '../../../domain/shared/result';
import type { PasswordResetPort, ResetLink } from '../../ports/password-reset.port';

/** The new password, with the link's token (POST /api/user/reset-pass); the link works once. */
export class SetNewPasswordUseCase {
  constructor(private readonly resets: PasswordResetPort) {}

  execute(input: { readonly link: ResetLink; readonly newPassword: string }): Promise<Result<void>> {
    const problem = newPasswordError(input.newPassword);
    return problem ? Promise.resolve(fail(problem, 400)) : this.resets.resetPassword(input.link, input.newPassword);
  }
}
