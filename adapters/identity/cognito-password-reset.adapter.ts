import { fail, ok, type Result } from '../../domain/shared/result';
import type { PasswordResetPort, ResetDelivery, ResetLink } from '../../application/ports/password-reset.port';
import { toFailure, type AmplifyAuth } from './cognito-identity.adapter';

/** Names under which the pool says the account cannot be reset: answered as a sent code, so nobody learns who has an account. */
const NOT_TOLD = new Set(['UserNotFoundException', 'InvalidParameterException']);

/**
 * The forgotten password with Cognito's user pool, which keeps the passwords: it mails a 6-digit code (not a
 * link) that the patient enters on /reset-password with the new password.
 */
export class CognitoPasswordResetAdapter implements PasswordResetPort {
  private auth: Promise<AmplifyAuth> | null = null;

  constructor(private readonly loadAuth: () => Promise<AmplifyAuth>) {}

  private amplify(): Promise<AmplifyAuth> {
    this.auth ??= this.loadAuth();
    return this.auth;
  }

  async sendResetLink(email: string): Promise<Result<ResetDelivery>> {
    try {
      await (await this.amplify()).resetPassword({ username: email });
      return ok('code');
    } catch (error) {
      return error instanceof Error && NOT_TOLD.has(error.name) ? ok('code') : toFailure(error);
    }
  }

  /** A code cannot be checked before it is used: the account is the one it was asked for. */
  async checkResetLink(link: ResetLink): Promise<Result<{ readonly email: string }>> {
    return link.email ? ok({ email: link.email }) : fail('Enter the e-mail the code was sent to', 400);
  }

  async resetPassword(link: ResetLink, newPassword: string): Promise<Result<void>> {
    if (!link.email) return fail('Enter the e-mail the code was sent to', 400);
    try {
      await (await this.amplify()).confirmResetPassword({ username: link.email, confirmationCode: link.token, newPassword });
      return ok(undefined);
    } catch (error) {
      return toFailure(error);
    }
  }
}
