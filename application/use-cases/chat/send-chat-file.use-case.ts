import type { ChatMessage } from '../../../domain/entities/chat';
import { CHAT_FILE_RULE, uploadError } from '../../../domain/chat/attachments';
import { fail, type Result } from '../../../domain/shared/result';
import type { ChatPort, UploadFile } from '../../ports/chat.port';
import { CHAT_NOT_FOUND, refuseMalformed } from './malformed-ids';

/** Sends a photo or a PDF; its type and size are checked first so the patient learns at once. */
export class SendChatFileUseCase {
  constructor(private readonly chats: ChatPort) {}

  execute({ chatId, file }: { readonly chatId: string; readonly file: UploadFile }): Promise<Result<ChatMessage>> {
    const refused = refuseMalformed(CHAT_NOT_FOUND, chatId);
    if (refused) return Promise.resolve(refused);
    const error = uploadError(file, CHAT_FILE_RULE);
    if (error) return Promise.resolve(fail(error, 400));
    return this.chats.sendFile(chatId, file);
  }
}
