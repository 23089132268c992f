import type { ChatMessage } from '../../../domain/entities/chat';
import { chatTextError } from '../../../domain/chat/attachments';
import { fail, type Result } from '../../../domain/shared/result';
import type { ChatPort } from '../../ports/chat.port';
import { CHAT_NOT_FOUND, refuseMalformed } from './malformed-ids';

/**
 * Sends a text message, trimmed; blank or overlong text is refused before it goes. The same
 * `idempotencyKey` on every try of one message makes a retry safe.
 */
export class SendChatMessageUseCase {
  constructor(private readonly chats: ChatPort) {}

  execute({
    chatId,
    text,
    idempotencyKey,
  }: {
    readonly chatId: string;
    readonly text: string;
    readonly idempotencyKey?: string;
  }): Promise<Result<ChatMessage>> {
    const refused = refuseMalformed(CHAT_NOT_FOUND, chatId);
    if (refused) return Promise.resolve(refused);
    const error = chatTextError(text);
    if (error) return Promise.resolve(fail(error, 400));
    return this.chats.sendMessage(chatId, text.trim(), idempotencyKey);
  }
}
