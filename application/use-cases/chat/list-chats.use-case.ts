import type { Chat } from '../../../domain/entities/chat';
import type { Result } from '../../../domain/shared/result';
import type { ChatPort } from '../../ports/chat.port';

/** The patient's chats (support and doctors), most recent activity first, each with its unread count. */
export class ListChatsUseCase {
  constructor(private readonly chats: ChatPort) {}

  execute(): Promise<Result<readonly Chat[]>> {
    return this.chats.listChats();
  }
}
