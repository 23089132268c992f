import type { ChatThreadPage } from '../../../domain/entities/chat';
import type { Result } from '../../../domain/shared/result';
import type { ChatPort } from '../../ports/chat.port';
import { CHAT_NOT_FOUND, refuseMalformed } from './malformed-ids';

/** Messages a page holds: a screenful and more, small enough to come back fast. */
export const CHAT_PAGE_SIZE = 50;

/** One page of a thread: the newest messages, or those before `before` as the patient scrolls up. */
export class LoadChatThreadUseCase {
  constructor(private readonly chats: ChatPort) {}

  execute({ chatId, before = null }: { readonly chatId: string; readonly before?: string | null }): Promise<Result<ChatThreadPage>> {
    const refused = refuseMalformed(CHAT_NOT_FOUND, chatId, before);
    if (refused) return Promise.resolve(refused);
    return this.chats.thread(chatId, { before, limit: CHAT_PAGE_SIZE });
  }
}
