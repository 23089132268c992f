import type { Chat, ChatMessage, ChatThreadPage, UnreadCounts } from '../../domain/entities/chat';
import type { QuestionCategory } from '../../domain/navigation/help-panel';
import type { Result } from '../../domain/shared/result';

/** A file picked by the patient (a browser File, or bytes the CLI read), with what the checks need. */
export interface UploadFile {
  readonly name: string;
  /** The reported type; may be empty. */
  readonly type: string;
  readonly size: number;
  readonly content: Blob;
}

export interface Question {
  readonly category: QuestionCategory;
  readonly message: string;
  /** Doctor categories: the treatment the question is about (the newest when absent). */
  readonly subscriptionId?: string;
}

/** The patient's chats with the care team (support and doctors). */
export interface ChatPort {
  /** Every chat with its latest message and unread count, most recent activity first. */
  listChats(): Promise<Result<readonly Chat[]>>;
  /** The newest `limit` messages before `before` (the newest overall without it), oldest first. */
  thread(chatId: string, page: { readonly before: string | null; readonly limit: number }): Promise<Result<ChatThreadPage>>;
  /** With `idempotencyKey`, a retry of a send finds the message already posted instead of posting it again. */
  sendMessage(chatId: string, text: string, idempotencyKey?: string): Promise<Result<ChatMessage>>;
  sendFile(chatId: string, file: UploadFile): Promise<Result<ChatMessage>>;
  /** The bytes of a file sent in a chat, read with the patient's token (never a URL carrying it). */
  downloadFile(chatId: string, fileId: string): Promise<Result<Blob>>;
  /** Marks the patient's messages read up to one (all without it); the counts after. */
  markRead(chatId: string, upToMessageId: string | null): Promise<Result<UnreadCounts>>;
  unreadCounts(): Promise<Result<UnreadCounts>>;
  /** Opens or continues the right chat; the posted message names it. */
  askQuestion(question: Question): Promise<Result<ChatMessage>>;
}
