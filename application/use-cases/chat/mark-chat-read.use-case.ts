import type { UnreadCounts } from '../../../domain/entities/chat';
import { APP_STORAGE_KEYS } from '../../../domain/session/app-storage-keys';
import type { Result } from '../../../domain/shared/result';
import type { ChatPort } from '../../ports/chat.port';
import type { ClockPort } from '../../ports/clock.port';
import type { KeyValueStoragePort } from '../../ports/key-value-storage.port';
import { CHAT_NOT_FOUND, refuseMalformed } from './malformed-ids';

/**
 * Marks a chat read up to the newest message the patient has seen (all of it without one), and leaves the
 * time of it in local storage, where the patient's other tabs hear of it and read their counts again.
 */
export class MarkChatReadUseCase {
  constructor(
    private readonly chats: ChatPort,
    private readonly storage: KeyValueStoragePort,
    private readonly clock: ClockPort,
  ) {}

  async execute({ chatId, upToMessageId = null }: { readonly chatId: string; readonly upToMessageId?: string | null }): Promise<Result<UnreadCounts>> {
    const refused = refuseMalformed(CHAT_NOT_FOUND, chatId, upToMessageId);
    if (refused) return refused;
    const counts = await this.chats.markRead(chatId, upToMessageId);
    if (counts.ok) this.storage.set(APP_STORAGE_KEYS.chatsReadAt, String(this.clock.now()));
    return counts;
  }
}
