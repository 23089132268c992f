import { emailError } from '../../../domain/validation/account-fields';
import { fail, type Result } from '../../../domain/shared/result';
import type { PasswordResetPort, ResetDelivery } from '../../ports/password-reset.port';

/** /reset-password: mails a reset link, or the user pool's code (answered alike whether or not the account exists). */
export class RequestPasswordResetUseCase {
  constructor(private readonly resets: PasswordResetPort) {}

  execute(email: string): Promise<Result<ResetDelivery>> {
    const problem = emailError(email);
    return problem ? Promise.resolve(fail(problem, 400)) : this.resets.sendResetLink(email.trim());
  }
}
