import { makeAutoObservable, observableRef } from 'mobx';
import type { LiveUpdate } from '../../../application/ports/live-connection.port';
import type { Question } from '../../../application/ports/chat.port';
import type { Chat, ChatMessage } from '../../../domain/entities/chat';
import { ok, type Result } from '../../../domain/shared/result';
import { Loadable } from '../loadable';
import type { LoadStatus } from '../load-status';
import { ChatThreadStore } from './chat-thread.store';
import type { MessagingAndAccountUseCases } from '../../../application/areas/messaging-and-account.use-cases';
import type { UnreadMessagesStore } from '../shell/unread-messages.store';

type ChatsUseCases = Pick<
  MessagingAndAccountUseCases,
  'listChats' | 'loadChatThread' | 'sendChatMessage' | 'sendChatFile' | 'markChatRead' | 'askQuestion' | 'watchLiveUpdates'
>;

/** How the live connection stands, for the page's status line. */
export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';

const latestFirst = (a: Chat, b: Chat): number => (b.lastMessageAt ?? b.createdAt).localeCompare(a.lastMessageAt ?? a.createdAt);

/**
 * Doctor Messaging (/user/chat): the patient's chats with their latest message, the open conversation,
 * and what the live connection brings while the page is open (new messages; after a reconnect, the
 * list, the counts and the open thread are read again, since nothing is replayed).
 */
export class ChatsStore {
  /** The chats, latest first: as listed, then moved up as live messages come. */
  private readonly listed = new Loadable<readonly Chat[]>();
  readonly status: LoadStatus = this.listed;
  thread: ChatThreadStore | null = null;
  liveStatus: LiveStatus = 'connecting';
  /** The latest live message from the care team, for the page's announcement. */
  lastArrival: ChatMessage | null = null;
  private stopWatching: (() => void) | null = null;
  private openCount = 0;

  constructor(
    private readonly useCases: ChatsUseCases,
    readonly unread: UnreadMessagesStore,
    private readonly currentUserId: () => string | null,
  ) {
    makeAutoObservable<ChatsStore, 'listed' | 'useCases' | 'currentUserId' | 'stopWatching' | 'openCount'>(
      this,
      { listed: false, status: false, useCases: false, unread: false, currentUserId: false, stopWatching: false, openCount: false, lastArrival: observableRef },
      { autoBind: true },
    );
  }

  get chats(): readonly Chat[] {
    return this.listed.value ?? [];
  }

  get selectedChatId(): string | null {
    return this.thread?.chatId ?? null;
  }

  /** The page opened: load the chats and follow the live connection until it closes. */
  async open(): Promise<void> {
    this.openCount += 1;
    const opened = this.openCount;
    void this.unread.follow();
    const stop = await this.useCases.watchLiveUpdates.execute(this.onLiveUpdate);
    if (opened !== this.openCount) return stop();
    this.stopWatching = stop;
    await this.load();
  }

  /** The page closed: stop following (the unread counter goes on for the menu badge). */
  close(): void {
    this.openCount += 1;
    this.stopWatching?.();
    this.stopWatching = null;
    this.unread.setViewing(null);
  }

  async load(): Promise<void> {
    await this.listed.load(
      'chats',
      async () => {
        const chats = await this.useCases.listChats.execute();
        return chats.ok ? ok([...chats.value].sort(latestFirst)) : chats;
      },
      this.countUnread,
    );
  }

  /** The list's counts are the server's: the menu badge and the list agree. */
  private countUnread(chats: readonly Chat[]): void {
    const byChat = chats.map((chat) => ({ chatId: chat._id, count: chat.unreadCount }));
    this.unread.apply({ byChat, total: byChat.reduce((sum, { count }) => sum + count, 0) });
  }

  select(chatId: string): void {
    if (this.thread?.chatId === chatId) return;
    this.unread.setViewing(null);
    this.thread = new ChatThreadStore(chatId, this.useCases, this.unread, this.currentUserId);
    void this.thread.load();
  }

  deselect(): void {
    this.thread = null;
    this.unread.setViewing(null);
  }

  /** Sends a question to the care team; the chat it went to is opened (new chats appear in the list). */
  async ask(question: Question): Promise<Result<ChatMessage>> {
    const asked = await this.useCases.askQuestion.execute(question);
    if (!asked.ok) return asked;
    await this.load();
    this.select(asked.value.chatId);
    return asked;
  }

  onLiveUpdate(update: LiveUpdate): void {
    switch (update.kind) {
      case 'open':
        this.liveStatus = 'live';
        if (update.reconnected) {
          void this.load();
          void this.thread?.refreshNewest();
        }
        return;
      case 'closed':
        this.liveStatus = update.retryInMs === null ? 'offline' : 'reconnecting';
        return;
      case 'new-message':
        this.messageArrived(update.message);
        return;
      default:
        return;
    }
  }

  private messageArrived(message: ChatMessage): void {
    const known = this.chats.find((chat) => chat._id === message.chatId);
    if (!known) {
      // A chat opened by the care team: the list is read again to show it with its peers.
      void this.load();
    } else {
      const updated: Chat = { ...known, messages: [message], lastMessageAt: message.createdAt };
      this.listed.update((chats) => [updated, ...chats.filter((chat) => chat._id !== message.chatId)]);
    }
    const viewing = this.unread.viewingChatId === message.chatId;
    this.thread?.receive(message, viewing);
    if (message.userId !== this.currentUserId()) this.lastArrival = message;
  }

  reset(): void {
    this.close();
    this.listed.reset();
    this.thread = null;
    this.liveStatus = 'connecting';
    this.lastArrival = null;
  }
}
