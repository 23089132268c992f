import type { ResetLink } from '../../../application/ports/password-reset.port';
import type { CheckResetLinkUseCase } from '../../../application/use-cases/password-reset/check-reset-link.use-case';
import type { RequestPasswordResetUseCase } from '../../../application/use-cases/password-reset/request-password-reset.use-case';
import type { SetNewPasswordUseCase } from '../../../application/use-cases/password-reset/set-new-password.use-case';

/** The two password-reset screens' calls: /reset-password and /new-password/{email?}/{token}. */
export class PasswordResetStore {
  constructor(
    private readonly requestReset: RequestPasswordResetUseCase,
    private readonly checkLink: CheckResetLinkUseCase,
    private readonly setNewPassword: SetNewPasswordUseCase,
  ) {}

  request(email: string) {
    return this.requestReset.execute(email);
  }

  check(params: { readonly token?: string; readonly email?: string }) {
    return this.checkLink.execute(params);
  }

  reset(link: ResetLink, newPassword: string) {
    return this.setNewPassword.execute({ link, newPassword });
  }
}
