import type { Chat, ChatMessage, ChatThreadPage, UnreadCounts } from '../../domain/entities/chat';
import { isQuestionCategory } from '../../domain/navigation/help-panel';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { ChatPort, Question, UploadFile } from '../../application/ports/chat.port';

export const PATIENT_USER = 'a'.repeat(24);
export const SUPPORT_USER = 'b'.repeat(24);
export const SUPPORT_CHAT = 'c'.repeat(24);

const hex = (n: number) => n.toString(16).padStart(24, '0');

/**
 * One patient's chats in memory, with the contract's rules: pages of the newest messages before a
 * cursor, read marks that only move forward, questions opening the support chat. Every call is recorded.
 */
export class InMemoryChats implements ChatPort {
  readonly calls: string[] = [];
  readonly threads = new Map<string, ChatMessage[]>();
  private readonly byKey = new Map<string, ChatMessage>();
  readonly readUpTo = new Map<string, number>();
  private clock = Date.UTC(2026, 10, 1);
  private count = 0;
  /** Failures given instead of the next reads whose call starts with `call`, once each. */
  private readonly failures: { readonly call: string; readonly result: Result<never> }[] = [];

  constructor() {
    this.threads.set(SUPPORT_CHAT, []);
  }

  /** The next read (listChats, thread) whose recorded call starts with `call` fails, once. */
  failNext(call: string, message: string, statusCode: number): void {
    this.failures.push({ call, result: fail(message, statusCode) });
  }

  private failure(call: string): Result<never> | undefined {
    const index = this.failures.findIndex((failure) => call.startsWith(failure.call));
    return index >= 0 ? this.failures.splice(index, 1)[0]?.result : undefined;
  }

  /** Adds `n` messages to the support chat, alternating support and patient, the last from support. */
  fill(n: number): void {
    for (let index = n - 1; index >= 0; index -= 1) this.post(SUPPORT_CHAT, index % 2 === 0 ? SUPPORT_USER : PATIENT_USER, `Message ${n - index}`);
  }

  post(chatId: string, userId: string, message: string, file: ChatMessage['file'] = null): ChatMessage {
    this.count += 1;
    this.clock += 60_000;
    const posted: ChatMessage = {
      _id: hex(this.count),
      chatId,
      userId,
      messageType: file ? 'file' : 'text',
      message,
      file,
      createdAt: new Date(this.clock).toISOString(),
      whoHaveRead: [userId],
      user: { avatar: null },
      userName: userId === PATIENT_USER ? 'Jordan Demo' : 'Support',
    };
    this.threads.get(chatId)?.push(posted);
    if (userId === PATIENT_USER) this.readUpTo.set(chatId, this.threads.get(chatId)?.length ?? 0);
    return posted;
  }

  private chat(chatId: string, messages: readonly ChatMessage[]): Chat {
    return {
      _id: chatId,
      kind: 'support',
      subscriptionId: null,
      users: [],
      messages,
      subscription: null,
      unreadCount: this.unreadIn(chatId),
      createdAt: new Date(Date.UTC(2026, 10, 1)).toISOString(),
      lastMessageAt: this.threads.get(chatId)?.at(-1)?.createdAt ?? null,
    };
  }

  private unreadIn(chatId: string): number {
    const thread = this.threads.get(chatId) ?? [];
    return thread.slice(this.readUpTo.get(chatId) ?? 0).filter((message) => message.userId !== PATIENT_USER).length;
  }

  private counts(): UnreadCounts {
    const byChat = [...this.threads.keys()].map((chatId) => ({ chatId, count: this.unreadIn(chatId) }));
    return { byChat, total: byChat.reduce((sum, { count }) => sum + count, 0) };
  }

  async listChats(): Promise<Result<readonly Chat[]>> {
    this.calls.push('listChats');
    const failed = this.failure('listChats');
    if (failed) return failed;
    return ok([...this.threads.entries()].map(([chatId, thread]) => this.chat(chatId, thread.slice(-1))));
  }

  async thread(chatId: string, page: { readonly before: string | null; readonly limit: number }): Promise<Result<ChatThreadPage>> {
    this.calls.push(`thread ${chatId} ${page.before ?? '-'} ${page.limit}`);
    const failed = this.failure(this.calls.at(-1) ?? '');
    if (failed) return failed;
    const thread = this.threads.get(chatId);
    if (!thread) return fail('Chat not found', 404);
    const end = page.before === null ? thread.length : thread.findIndex((message) => message._id === page.before);
    if (end < 0) return fail('Message not found in this chat', 404);
    const messages = thread.slice(Math.max(0, end - page.limit), end);
    const nextBefore = end - page.limit > 0 ? (messages[0]?._id ?? null) : null;
    return ok({ chat: this.chat(chatId, messages), messages, nextBefore });
  }

  async sendMessage(chatId: string, text: string, idempotencyKey?: string): Promise<Result<ChatMessage>> {
    this.calls.push(`sendMessage ${chatId} ${JSON.stringify(text)}`);
    if (!this.threads.has(chatId)) return fail('Chat not found', 404);
    // As the server does: a key already used answers the message posted with it.
    const known = idempotencyKey ? this.byKey.get(idempotencyKey) : undefined;
    if (known) return ok(known);
    const posted = this.post(chatId, PATIENT_USER, text);
    if (idempotencyKey) this.byKey.set(idempotencyKey, posted);
    return ok(posted);
  }

  async sendFile(chatId: string, file: UploadFile): Promise<Result<ChatMessage>> {
    this.calls.push(`sendFile ${chatId} ${file.name}`);
    if (!this.threads.has(chatId)) return fail('Chat not found', 404);
    return ok(this.post(chatId, PATIENT_USER, file.name, { _id: hex(999), name: file.name, mimeType: 'application/pdf', size: file.size }));
  }

  async downloadFile(chatId: string, fileId: string): Promise<Result<Blob>> {
    this.calls.push(`downloadFile ${chatId} ${fileId}`);
    return ok(new Blob(['%PDF-1.4'], { type: 'application/pdf' }));
  }

  async markRead(chatId: string, upToMessageId: string | null): Promise<Result<UnreadCounts>> {
    this.calls.push(`markRead ${chatId} ${upToMessageId ?? 'all'}`);
    const thread = this.threads.get(chatId);
    if (!thread) return fail('Chat not found', 404);
    const upTo = upToMessageId === null ? thread.length : thread.findIndex((message) => message._id === upToMessageId) + 1;
    if (upTo === 0) return fail('Message not found in this chat', 404);
    this.readUpTo.set(chatId, Math.max(this.readUpTo.get(chatId) ?? 0, upTo));
    return ok(this.counts());
  }

  async unreadCounts(): Promise<Result<UnreadCounts>> {
    this.calls.push('unreadCounts');
    return ok(this.counts());
  }

  async askQuestion(question: Question): Promise<Result<ChatMessage>> {
    this.calls.push(`askQuestion ${question.category} ${question.subscriptionId ?? '-'} ${JSON.stringify(question.message)}`);
    if (isQuestionCategory('doctor', question.category)) return fail('No treatment to ask a doctor about yet', 409);
    return ok(this.post(SUPPORT_CHAT, PATIENT_USER, question.message));
  }
}
