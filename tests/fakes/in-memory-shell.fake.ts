import type { Notification, NotificationPage } from '../../domain/entities/notification';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { AnalyticsPort } from '../../application/ports/analytics.port';
import type { ClockPort } from '../../application/ports/clock.port';
import type { NoticesPort } from '../../application/ports/notices.port';
import type { PasswordResetPort, ResetDelivery, ResetLink } from '../../application/ports/password-reset.port';
import { MemoryStorageAdapter } from '../../adapters/storage/memory-storage.adapter';

/**
 * The shell's ports in memory, for use-case tests: local storage (the real memory storage), a clock, the
 * password-reset, notice and pixel calls. Every call is recorded; a test can make the next call of a kind fail.
 */
export class InMemoryShell extends MemoryStorageAdapter implements ClockPort, PasswordResetPort, NoticesPort, AnalyticsPort {
  readonly calls: string[] = [];
  readonly pageViews: string[] = [];
  time = 1_000_000;
  notices: readonly Notification[] = [];
  /** The reset tokens still valid, with their account's e-mail. */
  readonly resetTokens = new Map<string, string>();
  private readonly failures: { readonly call: string; readonly result: Result<never> }[] = [];

  /** What storage holds, for a test to look at. */
  get values(): ReadonlyMap<string, string> {
    return this.entries;
  }

  failNext(call: string, message: string, statusCode: number): void {
    this.failures.push({ call, result: fail(message, statusCode) });
  }

  private record(call: string): Result<never> | null {
    this.calls.push(call);
    const index = this.failures.findIndex((failure) => call.startsWith(failure.call));
    if (index === -1) return null;
    const [failure] = this.failures.splice(index, 1);
    return failure?.result ?? null;
  }

  now(): number {
    return this.time;
  }

  async sendResetLink(email: string): Promise<Result<ResetDelivery>> {
    return this.record(`sendResetLink ${email}`) ?? ok('link');
  }

  async checkResetLink(link: ResetLink): Promise<Result<{ readonly email: string }>> {
    const refused = this.record(`checkResetLink ${link.token}`);
    if (refused) return refused;
    const email = this.resetTokens.get(link.token);
    return email && (link.email === undefined || link.email === email)
      ? ok({ email })
      : fail('This password reset link is invalid or has expired. Please request a new one.', 400);
  }

  async resetPassword(link: ResetLink): Promise<Result<void>> {
    const refused = this.record(`resetPassword ${link.token}`);
    if (refused) return refused;
    if (!this.resetTokens.delete(link.token)) return fail('This password reset link is invalid or has expired. Please request a new one.', 400);
    return ok(undefined);
  }

  async listNotices(query: { readonly limit: number; readonly page: number }): Promise<Result<NotificationPage>> {
    return (
      this.record(`listNotices ${query.limit} ${query.page}`) ??
      ok({
        notifications: this.notices.slice((query.page - 1) * query.limit, query.page * query.limit),
        unread: this.notices.filter((notice) => !notice.hasRead).length,
        nextPage: this.notices.length > query.page * query.limit ? query.page + 1 : null,
      })
    );
  }

  pageView(page: string): void {
    this.record(`pageView ${page}`);
    this.pageViews.push(page);
  }
}
