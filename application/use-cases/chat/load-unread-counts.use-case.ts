import type { UnreadCounts } from '../../../domain/entities/chat';
import type { Result } from '../../../domain/shared/result';
import type { ChatPort } from '../../ports/chat.port';

/** Unread messages per chat and in total: the menu badge's number. */
export class LoadUnreadCountsUseCase {
  constructor(private readonly chats: ChatPort) {}

  execute(): Promise<Result<UnreadCounts>> {
    return this.chats.unreadCounts();
  }
}
