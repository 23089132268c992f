import { INVALID_RESET_LINK, resetLinkFrom } from '../../../domain/session/reset-link';
import { fail, ok, type Result } from '../../../domain/shared/result';
import type { PasswordResetPort, ResetLink } from '../../ports/password-reset.port';

/** /new-password/{email?}/{token} opened: is the link still good? (POST /api/check-token). */
export class CheckResetLinkUseCase {
  constructor(private readonly resets: PasswordResetPort) {}

  async execute(params: { readonly token?: string; readonly email?: string }): Promise<Result<{ readonly link: ResetLink; readonly email: string }>> {
    const link = resetLinkFrom(params.token, params.email);
    if (!link) return fail(INVALID_RESET_LINK, 400);
    const checked = await this.resets.checkResetLink(link);
    return checked.ok ? ok({ link, email: checked.value.email }) : checked;
  }
}
