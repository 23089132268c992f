import { makeAutoObservable, runInAction } from 'mobx';
import type { UploadFile } from '../../../application/ports/chat.port';
import type { Chat, ChatMessage, ChatThreadPage } from '../../../domain/entities/chat';
import { chatTextError } from '../../../domain/chat/attachments';
import type { ThreadEntry } from '../../../domain/chat/outgoing-message';
import { markReadUpTo, mergeMessages, readMarkTarget } from '../../../domain/chat/thread-messages';
import { Loadable } from '../loadable';
import type { LoadStatus } from '../load-status';
import type { MessagingAndAccountUseCases } from '../../../application/areas/messaging-and-account.use-cases';
import { OutgoingMessages } from './outgoing-messages';
import type { UnreadMessagesStore } from '../shell/unread-messages.store';
import { errorText } from '../../i18n/error-text';

type ThreadUseCases = Pick<MessagingAndAccountUseCases, 'loadChatThread' | 'sendChatMessage' | 'sendChatFile' | 'markChatRead'>;

/**
 * One open conversation: its messages oldest first (pages loaded as the patient scrolls up, live messages
 * added as they come), the message being written, and the read mark sent once messages are seen. A sent
 * message shows at once as outgoing until the server's copy replaces it; a failed one keeps its text, with
 * Retry.
 */
export class ChatThreadStore {
  /** The conversation as shown: its newest page as loaded, older pages and new messages merged into it. */
  private readonly shown = new Loadable<ChatThreadPage>();
  readonly status: LoadStatus = this.shown;
  /** An older page is being read. */
  loadingOlder = false;
  olderError: string | null = null;
  draft = '';
  readonly outgoing = new OutgoingMessages();
  /** The name of the file being sent, while it uploads. */
  uploading: string | null = null;
  sendError: string | null = null;
  /** Messages from the care team that arrived while the patient was scrolled up. */
  unseenArrivals = 0;
  /** The message a read mark is on its way for, and the newer one to send next. */
  private markSending: string | null = null;
  private markWanted: string | null = null;

  constructor(
    readonly chatId: string,
    private readonly useCases: ThreadUseCases,
    private readonly unread: UnreadMessagesStore,
    private readonly currentUserId: () => string | null,
  ) {
    makeAutoObservable<ChatThreadStore, 'shown' | 'useCases' | 'unread' | 'currentUserId' | 'markSending' | 'markWanted'>(
      this,
      {
        shown: false,
        status: false,
        chatId: false,
        outgoing: false,
        useCases: false,
        unread: false,
        currentUserId: false,
        markSending: false,
        markWanted: false,
      },
      { autoBind: true },
    );
  }

  get chat(): Chat | null {
    return this.shown.value?.chat ?? null;
  }

  /** The server's messages, oldest first: immutable snapshots, replaced whole (Loadable keeps them by reference). */
  get messages(): readonly ChatMessage[] {
    return this.shown.value?.messages ?? [];
  }

  /** What the conversation lists: the server's messages, then the patient's own still outgoing. */
  get entries(): readonly ThreadEntry[] {
    const outgoing = this.outgoing.items;
    return outgoing.length === 0 ? this.messages : [...this.messages, ...outgoing];
  }

  get hasOlder(): boolean {
    return (this.shown.value?.nextBefore ?? null) !== null;
  }

  async load(): Promise<void> {
    await this.shown.load(this.chatId, () => this.useCases.loadChatThread.execute({ chatId: this.chatId }));
  }

  /** The next older page, asked for as the patient nears the top; one at a time. */
  async loadOlder(): Promise<void> {
    const before = this.shown.value?.nextBefore ?? null;
    if (before === null || this.loadingOlder || this.shown.phase !== 'ready') return;
    this.loadingOlder = true;
    this.olderError = null;
    const older = await this.shown.extend(
      () => this.useCases.loadChatThread.execute({ chatId: this.chatId, before }),
      (thread, page) => ({ ...thread, messages: mergeMessages(thread.messages, page.messages), nextBefore: page.nextBefore }),
    );
    runInAction(() => {
      this.loadingOlder = false;
      if (older && !older.ok) this.olderError = errorText(older.error);
    });
  }

  /**
   * After a reconnect nothing is replayed: the newest page is read again and merged. When it does not
   * reach the messages already here (more were missed than a page holds), it replaces them.
   */
  async refreshNewest(): Promise<void> {
    if (this.shown.phase !== 'ready') return this.load();
    await this.shown.extend(
      () => this.useCases.loadChatThread.execute({ chatId: this.chatId }),
      (thread, page) => {
        const known = new Set(thread.messages.map((message) => message._id));
        const overlaps = page.nextBefore === null || page.messages.some((message) => known.has(message._id));
        return overlaps ? { ...thread, chat: page.chat, messages: mergeMessages(thread.messages, page.messages) } : page;
      },
    );
  }

  /** A message that arrived live (the patient's own included: the copy from the send is the same _id). */
  receive(message: ChatMessage, seenAtOnce: boolean): void {
    if (message.chatId !== this.chatId || this.shown.phase !== 'ready') return;
    if (message.userId === this.currentUserId()) this.outgoing.echoed(message);
    const isNew = !this.messages.some((known) => known._id === message._id);
    this.merge(message);
    if (isNew && !seenAtOnce && message.userId !== this.currentUserId()) this.unseenArrivals += 1;
  }

  setDraft(text: string): void {
    this.draft = text;
    this.sendError = null;
  }

  /** Shows the draft at once as outgoing and sends it; false when there is nothing to send. */
  send(): boolean {
    if (this.uploading) return false;
    // A double click's second press finds the box already emptied by the first: nothing to say.
    if (this.draft.trim() === '' && this.outgoing.items.some((item) => item.state === 'sending')) return false;
    const error = chatTextError(this.draft);
    if (error) {
      this.sendError = error;
      return false;
    }
    const { key } = this.outgoing.add(this.draft.trim());
    this.draft = '';
    this.sendError = null;
    void this.deliver(key);
    return true;
  }

  /** A message marked 'Not sent' goes again with its key, so it is posted once however often it is tried. */
  retry(key: string): void {
    if (this.outgoing.resend(key)) void this.deliver(key);
  }

  private async deliver(key: string): Promise<void> {
    const item = this.outgoing.find(key);
    if (!item) return;
    const sent = await this.useCases.sendChatMessage.execute({ chatId: this.chatId, text: item.text, idempotencyKey: key });
    runInAction(() => {
      if (!sent.ok) return this.outgoing.failed(key, errorText(sent.error));
      this.outgoing.remove(key);
      this.merge(sent.value);
    });
  }

  async sendFile(file: UploadFile): Promise<boolean> {
    if (this.uploading) return false;
    this.uploading = file.name;
    this.sendError = null;
    const sent = await this.useCases.sendChatFile.execute({ chatId: this.chatId, file });
    return runInAction(() => {
      this.uploading = null;
      if (!sent.ok) {
        this.sendError = errorText(sent.error);
        return false;
      }
      this.merge(sent.value);
      return true;
    });
  }

  /** The patient has seen the messages up to `index`: send a read mark when one of them is unread. */
  seen(index: number): void {
    const me = this.currentUserId();
    if (!me) return;
    if (index >= this.messages.length - 1) this.unseenArrivals = 0;
    const target = readMarkTarget(this.messages, index, me);
    if (target === null || target === this.markSending) return;
    this.markWanted = target;
    if (this.markSending === null) void this.sendReadMarks(me);
  }

  private async sendReadMarks(me: string): Promise<void> {
    while (this.markWanted !== null) {
      const upToMessageId = this.markWanted;
      this.markWanted = null;
      this.markSending = upToMessageId;
      const counts = await this.useCases.markChatRead.execute({ chatId: this.chatId, upToMessageId });
      runInAction(() => {
        this.markSending = null;
        if (!counts.ok) return;
        this.shown.update((thread) => ({ ...thread, messages: markReadUpTo(thread.messages, upToMessageId, me) }));
        this.unread.apply(counts.value);
      });
    }
  }

  /** A message the server confirmed (sent, or arrived live), in its place among those shown. */
  private merge(message: ChatMessage): void {
    this.shown.update((thread) => ({ ...thread, messages: mergeMessages(thread.messages, [message]) }));
  }
}
