import { makeAutoObservable, observable, runInAction } from 'mobx';
import type { LiveUpdate } from '../../../application/ports/live-connection.port';
import type { UnreadMessagesUseCases } from '../../../application/areas/unread-messages.use-cases';
import type { UnreadCounts } from '../../../domain/entities/chat';
import { chatUnreadAfter } from '../../../domain/notifications/counters';

/**
 * The chat unread counter (spec §2: the Doctor Messaging menu badge; §4: never below 0). The server's
 * counts are the truth, taken on start, after a reconnect and after every read mark; a message from the
 * care team arriving live adds one to its chat unless the patient is looking at that chat's newest
 * messages (it is marked read at once).
 */
export class UnreadMessagesStore {
  readonly byChat = observable.map<string, number>();
  /** The chat whose newest messages are on screen now, or null. */
  viewingChatId: string | null = null;
  private stopWatching: (() => void) | null = null;
  private following = false;

  constructor(
    private readonly useCases: UnreadMessagesUseCases,
    private readonly currentUserId: () => string | null,
  ) {
    makeAutoObservable<UnreadMessagesStore, 'useCases' | 'currentUserId' | 'stopWatching' | 'following'>(
      this,
      { useCases: false, currentUserId: false, stopWatching: false, following: false },
      { autoBind: true },
    );
  }

  get total(): number {
    let total = 0;
    for (const count of this.byChat.values()) total += count;
    return total;
  }

  countFor(chatId: string): number {
    return this.byChat.get(chatId) ?? 0;
  }

  /**
   * Keeps the counter current while the patient is signed in (the menu badge and the chat page call it).
   * A start that fails (its code did not download) leaves the next call to try again.
   */
  async follow(): Promise<void> {
    if (this.following) return;
    this.following = true;
    const stop = await this.useCases.watchLiveUpdates.execute(this.onLiveUpdate).catch((error: unknown) => {
      this.following = false;
      throw error;
    });
    if (!this.following) return stop();
    this.stopWatching = stop;
    await this.refresh();
  }

  async refresh(): Promise<void> {
    const counts = await this.useCases.loadUnreadCounts.execute();
    if (counts.ok) this.apply(counts.value);
  }

  /** The server's counts (after a read mark, or loaded). */
  apply(counts: UnreadCounts): void {
    this.byChat.replace(counts.byChat.map(({ chatId, count }) => [chatId, chatUnreadAfter(count, 0)]));
  }

  setViewing(chatId: string | null): void {
    this.viewingChatId = chatId;
  }

  onLiveUpdate(update: LiveUpdate): void {
    if (update.kind === 'open' && update.reconnected) {
      void this.refresh();
      return;
    }
    if (update.kind !== 'new-message') return;
    const { chatId, userId } = update.message;
    if (userId === this.currentUserId() || chatId === this.viewingChatId) return;
    this.byChat.set(chatId, chatUnreadAfter(this.countFor(chatId), 1));
  }

  reset(): void {
    this.following = false;
    this.stopWatching?.();
    this.stopWatching = null;
    runInAction(() => {
      this.byChat.clear();
      this.viewingChatId = null;
    });
  }
}
