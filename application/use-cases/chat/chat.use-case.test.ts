import { beforeEach, describe, expect, it } from 'vitest';
import { AskQuestionUseCase } from './ask-question.use-case';
import { DownloadChatFileUseCase } from './download-chat-file.use-case';
import { InMemoryChats, PATIENT_USER, SUPPORT_CHAT } from '../../../tests/fakes/in-memory-chats.fake';
import { ListChatsUseCase } from './list-chats.use-case';
import { CHAT_PAGE_SIZE, LoadChatThreadUseCase } from './load-chat-thread.use-case';
import { LoadUnreadCountsUseCase } from './load-unread-counts.use-case';
import { MarkChatReadUseCase } from './mark-chat-read.use-case';
import { SendChatFileUseCase } from './send-chat-file.use-case';
import { SendChatMessageUseCase } from './send-chat-message.use-case';
import { MemoryStorageAdapter } from '../../../adapters/storage/memory-storage.adapter';

let chats: InMemoryChats;
const MB = 1024 * 1024;
const file = (name: string, type: string, size: number) => ({ name, type, size, content: new Blob([new Uint8Array(Math.min(size, 8))]) });

beforeEach(() => {
  chats = new InMemoryChats();
});

describe('reading a long thread', () => {
  it('loads the newest page first, then older pages until the start of the thread', async () => {
    chats.fill(120);
    const load = new LoadChatThreadUseCase(chats);
    const sizes: number[] = [];
    let before: string | null = null;
    do {
      const page = await load.execute({ chatId: SUPPORT_CHAT, before });
      if (!page.ok) throw new Error(page.error.message);
      sizes.push(page.value.messages.length);
      before = page.value.nextBefore;
    } while (before !== null);
    expect(sizes).toEqual([CHAT_PAGE_SIZE, CHAT_PAGE_SIZE, 20]);
    expect(chats.calls.at(-1)).toMatch(/^thread c{24} [0-9a-f]{24} 50$/);
  });

  it('answers a mistyped chat id as an unknown chat without asking', async () => {
    expect(await new LoadChatThreadUseCase(chats).execute({ chatId: '../me' })).toEqual({ ok: false, error: { message: 'Chat not found', statusCode: 404 } });
    expect(await new DownloadChatFileUseCase(chats).execute({ chatId: SUPPORT_CHAT, fileId: 'x' })).toEqual({
      ok: false,
      error: { message: 'File not found', statusCode: 404 },
    });
    expect(chats.calls).toEqual([]);
  });

  it('lists the chats with what the patient has not read, and clears it once read', async () => {
    chats.fill(3);
    const list = await new ListChatsUseCase(chats).execute();
    expect(list.ok && list.value.map((chat) => [chat.messages.length, chat.unreadCount])).toEqual([[1, 1]]);
    expect(await new LoadUnreadCountsUseCase(chats).execute()).toMatchObject({ ok: true, value: { total: 1 } });
    const newest = chats.threads.get(SUPPORT_CHAT)?.at(-1)?._id ?? '';
    const storage = new MemoryStorageAdapter();
    expect(await new MarkChatReadUseCase(chats, storage, { now: () => 1234 }).execute({ chatId: SUPPORT_CHAT, upToMessageId: newest })).toMatchObject({
      ok: true,
      value: { total: 0 },
    });
    // The patient's other tabs hear of it through local storage and read their counts again.
    expect(storage.get('chatsReadAt')).toBe('1234');
  });
});

describe('sending', () => {
  it('sends text trimmed, and refuses blank or overlong text before it goes', async () => {
    const send = new SendChatMessageUseCase(chats);
    expect(await send.execute({ chatId: SUPPORT_CHAT, text: '  Hello doctor \n' })).toMatchObject({
      ok: true,
      value: { message: 'Hello doctor', userId: PATIENT_USER },
    });
    expect(await send.execute({ chatId: SUPPORT_CHAT, text: ' \n ' })).toEqual({ ok: false, error: { message: 'Write a message first', statusCode: 400 } });
    expect(await send.execute({ chatId: SUPPORT_CHAT, text: 'x'.repeat(4001) })).toMatchObject({ ok: false, error: { statusCode: 400 } });
    expect(chats.calls).toEqual([`sendMessage ${SUPPORT_CHAT} "Hello doctor"`]);
  });

  it('sends a photo or a PDF up to 10 MB, and refuses other files before uploading', async () => {
    const send = new SendChatFileUseCase(chats);
    expect(await send.execute({ chatId: SUPPORT_CHAT, file: file('lab-results.pdf', 'application/pdf', 2 * MB) })).toMatchObject({
      ok: true,
      value: { messageType: 'file', message: 'lab-results.pdf' },
    });
    expect(await send.execute({ chatId: SUPPORT_CHAT, file: file('notes.txt', 'text/plain', 100) })).toMatchObject({ ok: false, error: { statusCode: 400 } });
    expect(await send.execute({ chatId: SUPPORT_CHAT, file: file('scan.pdf', 'application/pdf', 11 * MB) })).toEqual({
      ok: false,
      error: { message: 'Choose a file of at most 10 MB', statusCode: 400 },
    });
    expect(chats.calls).toEqual([`sendFile ${SUPPORT_CHAT} lab-results.pdf`]);
  });
});

describe('asking the care team a question', () => {
  it('sends a support question without a treatment, and a doctor question with one', async () => {
    const ask = new AskQuestionUseCase(chats);
    const subscriptionId = 'd'.repeat(24);
    expect(await ask.execute({ category: 'order', message: ' Where is my order? ', subscriptionId })).toMatchObject({
      ok: true,
      value: { chatId: SUPPORT_CHAT },
    });
    expect(await ask.execute({ category: 'side-effects', message: 'Headache', subscriptionId })).toEqual({
      ok: false,
      error: { message: 'No treatment to ask a doctor about yet', statusCode: 409 },
    });
    expect(chats.calls).toEqual(['askQuestion order - "Where is my order?"', `askQuestion side-effects ${subscriptionId} "Headache"`]);
  });

  it('refuses an unknown category, blank text and a mistyped treatment without asking', async () => {
    const ask = new AskQuestionUseCase(chats);
    expect(await ask.execute({ category: 'billing' as never, message: 'Hi' })).toMatchObject({ ok: false, error: { statusCode: 400 } });
    expect(await ask.execute({ category: 'plan', message: '  ' })).toMatchObject({ ok: false, error: { message: 'Write a message first' } });
    expect(await ask.execute({ category: 'plan', message: 'Hi', subscriptionId: 'nope' })).toEqual({
      ok: false,
      error: { message: 'Treatment not found', statusCode: 404 },
    });
    expect(chats.calls).toEqual([]);
  });
});
