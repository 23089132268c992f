import { fail, ok, type Result } from '../../../domain/shared/result';
import type { LiveConnectionPort } from '../../ports/live-connection.port';

/**
 * A notification seen (75% visible): markAsRead goes out over the live connection (spec §4: id, userId,
 * type notice). When the connection is not open, nothing is sent and the caller tries again once it is.
 */
export class MarkNoticeReadUseCase {
  constructor(private readonly live: Pick<LiveConnectionPort, 'markNoticeRead'>) {}

  async execute(input: { readonly noticeId: string; readonly userId: string }): Promise<Result<void>> {
    return this.live.markNoticeRead(input.noticeId, input.userId)
      ? ok(undefined)
      : fail('The live connection is not open; the notice is marked read once it is.', 503);
  }
}
