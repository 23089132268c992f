import type { Result } from '../../../domain/shared/result';
import type { ChatPort } from '../../ports/chat.port';
import { refuseMalformed } from './malformed-ids';

/** The bytes of a file in one of the patient's chats, for an inline image or a download. */
export class DownloadChatFileUseCase {
  constructor(private readonly chats: ChatPort) {}

  execute({ chatId, fileId }: { readonly chatId: string; readonly fileId: string }): Promise<Result<Blob>> {
    const refused = refuseMalformed('File not found', chatId, fileId);
    if (refused) return Promise.resolve(refused);
    return this.chats.downloadFile(chatId, fileId);
  }
}
