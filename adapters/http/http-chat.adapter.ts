import type { Chat, ChatMessage, ChatThreadPage, UnreadCounts } from '../../domain/entities/chat';
import type { Result } from '../../domain/shared/result';
import type { ChatPort, Question, UploadFile } from '../../application/ports/chat.port';
import type { ApiClient } from './api-client';
import { readBlob } from './read-blob';
import { readResult } from './read-result';
import { listEnvelope, singleEnvelope } from './schemas/envelope.schema';
import { chatMessageSchema, chatSchema, chatThreadPageSchema, unreadCountsSchema } from './schemas/chat.schema';

const chatsSchema = listEnvelope(chatSchema);
const messageEnvelope = singleEnvelope(chatMessageSchema);

/** The file as the multipart field `file`, with its name, so the server stores it under that name. */
export const fileForm = (file: UploadFile): FormData => {
  const form = new FormData();
  form.append('file', file.content, file.name);
  return form;
};

export class HttpChatAdapter implements ChatPort {
  constructor(private readonly api: ApiClient) {}

  listChats(): Promise<Result<readonly Chat[]>> {
    return readResult(this.api.GET('/api/chats'), chatsSchema, 'Loading your messages');
  }

  thread(chatId: string, page: { readonly before: string | null; readonly limit: number }): Promise<Result<ChatThreadPage>> {
    const query = { chatId, limit: page.limit, ...(page.before ? { before: page.before } : {}) };
    return readResult(this.api.GET('/api/chat', { params: { query } }), chatThreadPageSchema, 'Loading the conversation');
  }

  sendMessage(chatId: string, text: string, idempotencyKey?: string): Promise<Result<ChatMessage>> {
    const body = { message: text, ...(idempotencyKey ? { idempotencyKey } : {}) };
    return readResult(this.api.POST('/api/chat/{id}/messages', { params: { path: { id: chatId } }, body }), messageEnvelope, 'Sending your message');
  }

  sendFile(chatId: string, file: UploadFile): Promise<Result<ChatMessage>> {
    return readResult(
      this.api.POST('/api/chat/{id}/send-file', {
        params: { path: { id: chatId } },
        // The generated type says string for a binary field; the body is the form built here.
        body: { file: file.name },
        bodySerializer: () => fileForm(file),
      }),
      messageEnvelope,
      'Sending your file',
    );
  }

  downloadFile(chatId: string, fileId: string): Promise<Result<Blob>> {
    return readBlob(this.api.GET('/api/chat/{id}/files/{fileId}', { params: { path: { id: chatId, fileId } }, parseAs: 'blob' }), 'Downloading the file');
  }

  markRead(chatId: string, upToMessageId: string | null): Promise<Result<UnreadCounts>> {
    return readResult(
      this.api.POST('/api/chat/{id}/read', { params: { path: { id: chatId } }, body: upToMessageId ? { upToMessageId } : {} }),
      unreadCountsSchema,
      'Marking messages read',
    );
  }

  unreadCounts(): Promise<Result<UnreadCounts>> {
    return readResult(this.api.GET('/api/chat/unread-messages'), unreadCountsSchema, 'Counting unread messages');
  }

  askQuestion(question: Question): Promise<Result<ChatMessage>> {
    return readResult(this.api.POST('/api/chat/question-to-doctor', { body: { ...question } }), messageEnvelope, 'Sending your question');
  }
}
