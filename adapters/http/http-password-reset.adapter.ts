import * as z from 'zod/mini';
import { ok, type Result } from '../../domain/shared/result';
import type { PasswordResetPort, ResetDelivery, ResetLink } from '../../application/ports/password-reset.port';
import type { ApiClient } from './api-client';
import { readResult } from './read-result';
import { singleEnvelope } from './schemas/envelope.schema';

const answered = z.object({ status: z.literal('success') });
const validLink = singleEnvelope(z.object({ email: z.string() }));

const linkBody = (link: ResetLink) => (link.email === undefined ? { token: link.token } : { token: link.token, email: link.email });

/** The password reset of the API (public calls: no token is needed or sent). */
export class HttpPasswordResetAdapter implements PasswordResetPort {
  constructor(private readonly api: ApiClient) {}

  async sendResetLink(email: string): Promise<Result<ResetDelivery>> {
    const sent = await readResult(this.api.POST('/api/user/send-reset-pass', { body: { email } }), answered, 'Sending the reset link');
    return sent.ok ? ok('link') : sent;
  }

  async checkResetLink(link: ResetLink): Promise<Result<{ readonly email: string }>> {
    return readResult(this.api.POST('/api/check-token', { body: linkBody(link) }), validLink, 'Checking the reset link');
  }

  async resetPassword(link: ResetLink, newPassword: string): Promise<Result<void>> {
    const reset = await readResult(this.api.POST('/api/user/reset-pass', { body: { ...linkBody(link), newPassword } }), answered, 'Setting your new password');
    return reset.ok ? ok(undefined) : reset;
  }
}
