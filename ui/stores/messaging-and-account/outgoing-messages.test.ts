import { beforeEach, describe, expect, it } from 'vitest';
import { InMemoryChats, PATIENT_USER, SUPPORT_CHAT } from '../../../tests/fakes/in-memory-chats.fake';
import { LoadChatThreadUseCase } from '../../../application/use-cases/chat/load-chat-thread.use-case';
import { MarkChatReadUseCase } from '../../../application/use-cases/chat/mark-chat-read.use-case';
import { SendChatFileUseCase } from '../../../application/use-cases/chat/send-chat-file.use-case';
import { SendChatMessageUseCase } from '../../../application/use-cases/chat/send-chat-message.use-case';
import { MemoryStorageAdapter } from '../../../adapters/storage/memory-storage.adapter';
import type { ChatMessage } from '../../../domain/entities/chat';
import { fail, type Result } from '../../../domain/shared/result';
import { ChatThreadStore } from './chat-thread.store';
import type { UnreadMessagesStore } from '../shell/unread-messages.store';

/**
 * The chats fake, whose sends wait until the test answers each: posted ('ok'), never arrived ('fail'), or
 * posted with the answer lost on the way back ('lost').
 */
class HeldChats extends InMemoryChats {
  readonly held: { readonly answer: (outcome: 'ok' | 'fail' | 'lost') => void; readonly key: string | undefined }[] = [];

  override sendMessage(chatId: string, text: string, idempotencyKey?: string): Promise<Result<ChatMessage>> {
    const lost: Result<ChatMessage> = fail('The connection was lost', 0);
    return new Promise((resolve) => {
      this.held.push({
        key: idempotencyKey,
        answer: (outcome) => {
          if (outcome === 'fail') return resolve(lost);
          const posted = super.sendMessage(chatId, text, idempotencyKey);
          resolve(outcome === 'ok' ? posted : posted.then(() => lost));
        },
      });
    });
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let chats: HeldChats;
let thread: ChatThreadStore;

beforeEach(async () => {
  chats = new HeldChats();
  const useCases = {
    loadChatThread: new LoadChatThreadUseCase(chats),
    sendChatMessage: new SendChatMessageUseCase(chats),
    sendChatFile: new SendChatFileUseCase(chats),
    markChatRead: new MarkChatReadUseCase(chats, new MemoryStorageAdapter(), { now: () => Date.now() }),
  };
  const unread = { apply: () => undefined } as unknown as UnreadMessagesStore;
  thread = new ChatThreadStore(SUPPORT_CHAT, useCases, unread, () => PATIENT_USER);
  await thread.load();
});

const texts = () => thread.entries.map((entry) => ('key' in entry ? `${entry.text} (${entry.state})` : entry.message));

describe('a sent message shows at once', () => {
  it('as sending before the server answers, then as the server copy', async () => {
    thread.setDraft('  Hello  ');
    expect(thread.send()).toBe(true);
    expect(thread.draft).toBe('');
    expect(texts()).toEqual(['Hello (sending)']);
    expect(thread.outgoing.status).toBe('Sending your message…');
    chats.held[0]?.answer('ok');
    await settle();
    expect(texts()).toEqual(['Hello']);
    expect(thread.messages).toHaveLength(1);
    expect(thread.outgoing.status).toBeNull();
  });

  it('is marked Not sent when the send fails, keeping its text, and a retry sends the same key once', async () => {
    thread.setDraft('Is my order on its way?');
    thread.send();
    chats.held[0]?.answer('fail');
    await settle();
    expect(thread.outgoing.items).toMatchObject([{ text: 'Is my order on its way?', state: 'failed', error: 'The connection was lost' }]);
    expect(thread.outgoing.status).toMatch(/not sent/);
    const key = thread.outgoing.items[0]?.key ?? '';
    thread.retry(key);
    thread.retry(key);
    expect(chats.held).toHaveLength(2);
    expect(chats.held[1]?.key).toBe(key);
    expect(texts()).toEqual(['Is my order on its way? (sending)']);
    chats.held[1]?.answer('ok');
    await settle();
    expect(texts()).toEqual(['Is my order on its way?']);
  });

  it('is shown once when the server posted it but the answer was lost: the retry finds the same message', async () => {
    thread.setDraft('Posted, answer lost');
    thread.send();
    chats.held[0]?.answer('lost');
    await settle();
    expect(texts()).toEqual(['Posted, answer lost (failed)']);
    thread.retry(thread.outgoing.items[0]?.key ?? '');
    chats.held[1]?.answer('ok');
    await settle();
    expect(texts()).toEqual(['Posted, answer lost']);
    expect(chats.threads.get(SUPPORT_CHAT)?.map((message) => message.message)).toEqual(['Posted, answer lost']);
  });

  it('is replaced by its live echo when that comes before the answer, and not doubled by the answer', async () => {
    thread.setDraft('Echoed first');
    thread.send();
    const posted = chats.post(SUPPORT_CHAT, PATIENT_USER, 'Echoed first');
    thread.receive(posted, true);
    expect(texts()).toEqual(['Echoed first']);
    expect(thread.unseenArrivals).toBe(0);
  });

  it('refuses blank text without showing anything', () => {
    thread.setDraft('   ');
    expect(thread.send()).toBe(false);
    expect(thread.entries).toHaveLength(0);
    expect(thread.sendError).toBe('Write a message first');
  });

  it("ignores a double click's second press quietly while the first message is on its way", () => {
    thread.setDraft('Once');
    expect(thread.send()).toBe(true);
    expect(thread.send()).toBe(false);
    expect(texts()).toEqual(['Once (sending)']);
    expect(thread.sendError).toBeNull();
  });
});
