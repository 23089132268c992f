import { makeAutoObservable, runInAction } from 'mobx';
import { ok } from '../../../domain/shared/result';
import { EMPTY_NOTICE_LIST, withNoticeRead, withOlderNotices, withReceivedNotice, type NoticeList } from '../../../domain/notifications/notice-list';
import { shouldMarkRead } from '../../../domain/notifications/read-marking';
import { updatedTreatmentOf } from '../../../domain/notifications/treatment-updates';
import type { LoadNoticesUseCase } from '../../../application/use-cases/notices/load-notices.use-case';
import type { MarkNoticeReadUseCase } from '../../../application/use-cases/notices/mark-notice-read.use-case';
import type { NoticeUpdate, WatchNoticesUseCase } from '../../../application/use-cases/notices/watch-notices.use-case';
import { Loadable } from '../loadable';
import type { LoadStatus } from '../load-status';
import { errorText } from '../../i18n/error-text';

/**
 * The notification bell: the first page of notices with the unread counter (GET /api/notices), the older
 * pages as the list scrolls to its end, kept current by the live connection (new notices, read marks, a
 * fresh load after a reconnect), and read marks sent as items become 75% visible. A mark that could not go
 * out (connection down) goes out once the connection is back.
 */
export class NotificationsStore {
  /** The notices so far: the first page as loaded, older pages and live changes added to it. */
  private readonly loaded = new Loadable<NoticeList>();
  readonly status: LoadStatus = this.loaded;
  /** The last treatment a live notice said has changed (a new object each time), for its screens to read it again. */
  treatmentUpdate: { readonly subscriptionId: string } | null = null;
  /**
   * How often the live connection has opened since the start (first, again after a drop or a language
   * switch): the live events replay nothing, so a screen read before an open may have missed a change.
   */
  liveOpens = 0;
  /** An older page is being read. */
  loadingMore = false;
  moreError: string | null = null;
  private userId: string | null = null;
  private stopWatching: (() => void) | null = null;
  /** Bumped on every start and stop, so a listener that arrives after a stop is dropped at once. */
  private run = 0;
  private readonly unsentReads = new Set<string>();

  constructor(
    private readonly loadNotices: LoadNoticesUseCase,
    private readonly watchNotices: WatchNoticesUseCase,
    private readonly markNoticeRead: MarkNoticeReadUseCase,
  ) {
    makeAutoObservable<NotificationsStore, 'loaded' | 'userId' | 'stopWatching' | 'run' | 'unsentReads'>(
      this,
      { loaded: false, status: false, userId: false, stopWatching: false, run: false, unsentReads: false },
      { autoBind: true },
    );
  }

  get list(): NoticeList {
    return this.loaded.value ?? EMPTY_NOTICE_LIST;
  }

  get unread(): number {
    return this.list.unread;
  }

  /** Starts for the signed-in user: loads, then listens (which opens the live connection). */
  async start(userId: string): Promise<void> {
    this.stop();
    this.userId = userId;
    const run = this.run;
    void this.load();
    const stop = await this.watchNotices.execute(this.apply);
    if (run === this.run) this.stopWatching = stop;
    else stop();
  }

  /** Stops listening (the live connection closes normally once nobody listens). */
  stop(): void {
    this.run += 1;
    this.stopWatching?.();
    this.stopWatching = null;
  }

  async load(): Promise<void> {
    await this.loaded.load(this.userId ?? '', async () => {
      const page = await this.loadNotices.execute();
      return page.ok ? ok({ items: page.value.notifications, unread: page.value.unread, nextPage: page.value.nextPage }) : page;
    });
  }

  /** The list's end came into view: the next older page, once however often it is asked. */
  async loadMore(): Promise<void> {
    const page = this.list.nextPage;
    if (page === null || this.loadingMore || this.loaded.phase !== 'ready') return;
    this.loadingMore = true;
    this.moreError = null;
    // A fresh load meanwhile (a reconnect) starts the list again: this page is not its next, and is dropped.
    const older = await this.loaded.extend(() => this.loadNotices.execute(page), withOlderNotices);
    runInAction(() => {
      this.loadingMore = false;
      if (older && !older.ok) this.moreError = errorText(older.error);
    });
  }

  /** An item's visible share changed (IntersectionObserver): read once 75% of it shows. */
  visibilityChanged(noticeId: string, visibleRatio: number): void {
    const item = this.list.items.find((candidate) => candidate._id === noticeId);
    if (!item || !shouldMarkRead(visibleRatio, item.hasRead)) return;
    this.loaded.update((list) => withNoticeRead(list, noticeId));
    void this.send(noticeId);
  }

  reset(): void {
    this.stop();
    this.userId = null;
    this.unsentReads.clear();
    this.loaded.reset();
    this.treatmentUpdate = null;
    this.liveOpens = 0;
    this.loadingMore = false;
    this.moreError = null;
  }

  private apply(update: NoticeUpdate): void {
    if (update.kind === 'received') {
      this.loaded.update((list) => withReceivedNotice(list, update.notification));
      const subscriptionId = updatedTreatmentOf(update.notification);
      if (subscriptionId) this.treatmentUpdate = { subscriptionId };
    } else if (update.kind === 'read') this.loaded.update((list) => withNoticeRead(list, update.noticeId));
    else {
      this.liveOpens += 1;
      for (const noticeId of [...this.unsentReads]) void this.send(noticeId);
      // Nothing is replayed after a drop: what arrived meanwhile comes with a fresh load.
      if (update.reconnected) void this.load();
    }
  }

  private async send(noticeId: string): Promise<void> {
    if (!this.userId) return;
    this.unsentReads.add(noticeId);
    const sent = await this.markNoticeRead.execute({ noticeId, userId: this.userId });
    if (sent.ok) this.unsentReads.delete(noticeId);
  }
}
