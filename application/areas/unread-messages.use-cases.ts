import type { LoadUnreadCountsUseCase } from '../use-cases/chat/load-unread-counts.use-case';
import type { WatchLiveUpdatesUseCase } from '../use-cases/live/watch-live-updates.use-case';

/**
 * The Doctor Messaging badge's count, with the live connection that keeps it current: what every signed-in
 * page's menu shows, apart from the chat itself. Wired in adapters/container/unread-messages.wiring.ts,
 * loaded on first call.
 */
export interface UnreadMessagesUseCases {
  readonly loadUnreadCounts: LoadUnreadCountsUseCase;
  readonly watchLiveUpdates: WatchLiveUpdatesUseCase;
}
