import type { LoadNoticesUseCase } from '../use-cases/notices/load-notices.use-case';
import type { MarkNoticeReadUseCase } from '../use-cases/notices/mark-notice-read.use-case';
import type { WatchNoticesUseCase } from '../use-cases/notices/watch-notices.use-case';

/** The notification bell's notices. Wired in adapters/container/notices.wiring.ts, loaded on first call. */
export interface NoticesUseCases {
  readonly loadNotices: LoadNoticesUseCase;
  readonly watchNotices: WatchNoticesUseCase;
  readonly markNoticeRead: MarkNoticeReadUseCase;
}
