import { beforeEach, describe, expect, it } from 'vitest';
import type { LiveConnectionPort, LiveListener, LiveUpdate } from '../../../application/ports/live-connection.port';
import { AskQuestionUseCase } from '../../../application/use-cases/chat/ask-question.use-case';
import { InMemoryChats, PATIENT_USER, SUPPORT_CHAT, SUPPORT_USER } from '../../../tests/fakes/in-memory-chats.fake';
import { ListChatsUseCase } from '../../../application/use-cases/chat/list-chats.use-case';
import { LoadChatThreadUseCase } from '../../../application/use-cases/chat/load-chat-thread.use-case';
import { LoadUnreadCountsUseCase } from '../../../application/use-cases/chat/load-unread-counts.use-case';
import { MarkChatReadUseCase } from '../../../application/use-cases/chat/mark-chat-read.use-case';
import { MemoryStorageAdapter } from '../../../adapters/storage/memory-storage.adapter';
import { SendChatFileUseCase } from '../../../application/use-cases/chat/send-chat-file.use-case';
import { SendChatMessageUseCase } from '../../../application/use-cases/chat/send-chat-message.use-case';
import { WatchLiveUpdatesUseCase } from '../../../application/use-cases/live/watch-live-updates.use-case';
import { ChatThreadStore } from './chat-thread.store';
import { ChatsStore } from './chats.store';
import { UnreadMessagesStore } from '../shell/unread-messages.store';

class FakeLive implements LiveConnectionPort {
  readonly listeners = new Set<LiveListener>();
  listen(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  markNoticeRead(): boolean {
    return false;
  }
  push(update: LiveUpdate): void {
    for (const listener of [...this.listeners]) listener(update);
  }
}

/** Lets awaited calls to the in-memory ports finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let chats: InMemoryChats;
let live: FakeLive;
let unread: UnreadMessagesStore;
const me = () => PATIENT_USER;

const useCases = () => ({
  listChats: new ListChatsUseCase(chats),
  loadChatThread: new LoadChatThreadUseCase(chats),
  sendChatMessage: new SendChatMessageUseCase(chats),
  sendChatFile: new SendChatFileUseCase(chats),
  markChatRead: new MarkChatReadUseCase(chats, new MemoryStorageAdapter(), { now: () => Date.now() }),
  askQuestion: new AskQuestionUseCase(chats),
  loadUnreadCounts: new LoadUnreadCountsUseCase(chats),
  watchLiveUpdates: new WatchLiveUpdatesUseCase(live),
});

beforeEach(() => {
  chats = new InMemoryChats();
  live = new FakeLive();
  unread = new UnreadMessagesStore(useCases(), me);
});

describe('the unread counter (the menu badge)', () => {
  it("starts from the server's counts and adds the care team's live messages, not the patient's own", async () => {
    chats.fill(3);
    await unread.follow();
    expect(unread.total).toBe(1);
    live.push({ kind: 'new-message', message: chats.post(SUPPORT_CHAT, SUPPORT_USER, 'Another reply') });
    live.push({ kind: 'new-message', message: chats.post(SUPPORT_CHAT, PATIENT_USER, 'My answer') });
    expect(unread.total).toBe(2);
  });

  it('does not count a message in the chat the patient is looking at, and reads the counts again after a reconnect', async () => {
    await unread.follow();
    unread.setViewing(SUPPORT_CHAT);
    live.push({ kind: 'new-message', message: chats.post(SUPPORT_CHAT, SUPPORT_USER, 'Seen at once') });
    expect(unread.total).toBe(0);
    unread.setViewing(null);
    chats.post(SUPPORT_CHAT, SUPPORT_USER, 'Missed while offline');
    live.push({ kind: 'open', reconnected: true });
    await settle();
    expect(unread.total).toBe(2);
  });

  it('never goes below 0, and empties at sign-out (stopping to listen)', async () => {
    await unread.follow();
    unread.apply({ byChat: [{ chatId: SUPPORT_CHAT, count: -3 }], total: -3 });
    expect(unread.total).toBe(0);
    unread.reset();
    expect(live.listeners.size).toBe(0);
  });

  it('starts again on the next follow when its first start failed (its code did not download)', async () => {
    chats.fill(3);
    let attempts = 0;
    const flakyLive: LiveConnectionPort = {
      listen: (listener) => {
        if (++attempts === 1) throw new Error('chunk');
        return live.listen(listener);
      },
      markNoticeRead: () => false,
    };
    const counter = new UnreadMessagesStore(
      { loadUnreadCounts: new LoadUnreadCountsUseCase(chats), watchLiveUpdates: new WatchLiveUpdatesUseCase(flakyLive) },
      me,
    );
    await expect(counter.follow()).rejects.toThrow('chunk');
    await counter.follow();
    expect(counter.total).toBe(1);
    expect(live.listeners.size).toBe(1);
  });
});

describe('an open conversation', () => {
  it('opens at the newest page and loads older pages, one at a time, to the start', async () => {
    chats.fill(120);
    const thread = new ChatThreadStore(SUPPORT_CHAT, useCases(), unread, me);
    await thread.load();
    expect(thread.messages).toHaveLength(50);
    const first = thread.loadOlder();
    void thread.loadOlder();
    await first;
    await thread.loadOlder();
    expect(thread.messages).toHaveLength(120);
    expect(thread.hasOlder).toBe(false);
    expect(chats.calls.filter((call) => call.startsWith('thread'))).toHaveLength(3);
  });

  it('marks what was seen read once, and the counter follows the server', async () => {
    chats.fill(4);
    await unread.refresh();
    expect(unread.total).toBe(1);
    const thread = new ChatThreadStore(SUPPORT_CHAT, useCases(), unread, me);
    await thread.load();
    thread.seen(3);
    thread.seen(3);
    await settle();
    thread.seen(3);
    expect(chats.calls.filter((call) => call.startsWith('markRead'))).toEqual([`markRead ${SUPPORT_CHAT} ${thread.messages[3]?._id}`]);
    expect(unread.total).toBe(0);
    expect(thread.messages[3]?.whoHaveRead).toContain(PATIENT_USER);
  });

  it('keeps what the patient wrote when sending fails, and clears it once sent', async () => {
    const thread = new ChatThreadStore(SUPPORT_CHAT, useCases(), unread, me);
    await thread.load();
    thread.setDraft('   ');
    expect(thread.send()).toBe(false);
    expect(thread.sendError).toBe('Write a message first');
    expect(thread.draft).toBe('   ');
    thread.setDraft('Hello');
    expect(thread.send()).toBe(true);
    expect(thread.draft).toBe('');
    await settle();
    expect(thread.messages.map((message) => message.message)).toEqual(['Hello']);
  });

  it('takes a live copy of its own sent message once, and counts care-team arrivals the patient has not seen', async () => {
    const thread = new ChatThreadStore(SUPPORT_CHAT, useCases(), unread, me);
    await thread.load();
    thread.setDraft('Hello');
    thread.send();
    await settle();
    thread.receive(thread.messages[0]!, false);
    thread.receive(chats.post(SUPPORT_CHAT, SUPPORT_USER, 'Reply'), false);
    expect(thread.messages).toHaveLength(2);
    expect(thread.unseenArrivals).toBe(1);
    thread.seen(1);
    expect(thread.unseenArrivals).toBe(0);
  });

  it('keeps the messages shown when an older page fails, says why, and reads that page on the next try', async () => {
    chats.fill(60);
    const thread = new ChatThreadStore(SUPPORT_CHAT, useCases(), unread, me);
    await thread.load();
    chats.failNext(`thread ${SUPPORT_CHAT} ${thread.messages[0]?._id}`, 'The service is temporarily unavailable, please try again', 503);
    await thread.loadOlder();
    expect([thread.messages.length, thread.olderError, thread.loadingOlder, thread.hasOlder]).toEqual([
      50,
      'The service is temporarily unavailable, please try again',
      false,
      true,
    ]);
    await thread.loadOlder();
    expect([thread.messages.length, thread.olderError, thread.hasOlder]).toEqual([60, null, false]);
  });

  it('says why the conversation could not open, and opens on the next try', async () => {
    chats.fill(3);
    chats.failNext('thread', 'The service is temporarily unavailable, please try again', 503);
    const thread = new ChatThreadStore(SUPPORT_CHAT, useCases(), unread, me);
    await thread.load();
    expect([thread.status.phase, thread.status.error, thread.messages]).toEqual(['error', 'The service is temporarily unavailable, please try again', []]);
    await thread.load();
    expect([thread.status.phase, thread.messages.length]).toEqual(['ready', 3]);
  });

  it('after a reconnect that missed more than a page, shows the newest page instead of a gap', async () => {
    chats.fill(10);
    const thread = new ChatThreadStore(SUPPORT_CHAT, useCases(), unread, me);
    await thread.load();
    for (let n = 0; n < 60; n += 1) chats.post(SUPPORT_CHAT, SUPPORT_USER, `Missed ${n}`);
    await thread.refreshNewest();
    expect(thread.messages).toHaveLength(50);
    expect(thread.messages.at(-1)?.message).toBe('Missed 59');
    expect(thread.hasOlder).toBe(true);
  });
});

describe('the chat page', () => {
  it('moves a chat with a live message to the top with its preview, and passes it to the open thread', async () => {
    const page = new ChatsStore(useCases(), unread, me);
    await page.open();
    await page.ask({ category: 'order', message: 'Where is my order?' });
    await page.thread?.load();
    expect(page.selectedChatId).toBe(SUPPORT_CHAT);
    const reply = chats.post(SUPPORT_CHAT, SUPPORT_USER, 'It ships today');
    live.push({ kind: 'new-message', message: reply });
    expect(page.chats[0]?.messages).toEqual([reply]);
    expect(page.thread?.messages.at(-1)).toEqual(reply);
    expect(page.lastArrival).toEqual(reply);
    live.push({ kind: 'closed', retryInMs: 1000 });
    expect(page.liveStatus).toBe('reconnecting');
    page.close();
    expect(live.listeners.size).toBe(1);
  });

  it('keeps the chats shown when reading them again fails (a reconnect), with the reason as a quiet note', async () => {
    chats.fill(3);
    const page = new ChatsStore(useCases(), unread, me);
    await page.open();
    expect([page.status.phase, page.chats.length, unread.total]).toEqual(['ready', 1, 1]);
    chats.failNext('listChats', 'The service is temporarily unavailable, please try again', 503);
    live.push({ kind: 'open', reconnected: true });
    await settle();
    expect([page.status.phase, page.status.error, page.status.refreshError, page.chats.length]).toEqual([
      'ready',
      null,
      'The service is temporarily unavailable, please try again',
      1,
    ]);
    page.reset();
    expect([page.status.phase, page.chats]).toEqual(['idle', []]);
  });
});
