import type { UnreadCounts } from '../../../domain/entities/chat';
import type { Result } from '../../../domain/shared/result';
import type { ChatPort } from '../../ports/chat.port';
import { CHAT_NOT_FOUND, refuseMalformed } from './malformed-ids';

/** Marks a chat read up to the newest message the patient has seen (all of it without one). */
export class MarkChatReadUseCase {
  constructor(private readonly chats: ChatPort) {}

  execute({ chatId, upToMessageId = null }: { readonly chatId: string; readonly upToMessageId?: string | null }): Promise<Result<UnreadCounts>> {
    const refused = refuseMalformed(CHAT_NOT_FOUND, chatId, upToMessageId);
    if (refused) return Promise.resolve(refused);
    return this.chats.markRead(chatId, upToMessageId);
  }
}
