import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../domain/entities/notification';
import type { LiveConnectionPort, LiveListener, LiveUpdate } from '../../../application/ports/live-connection.port';
import { LoadNoticesUseCase } from '../../../application/use-cases/notices/load-notices.use-case';
import { MarkNoticeReadUseCase } from '../../../application/use-cases/notices/mark-notice-read.use-case';
import { WatchNoticesUseCase } from '../../../application/use-cases/notices/watch-notices.use-case';
import { InMemoryShell } from '../../../tests/fakes/in-memory-shell.fake';
import { NotificationsStore } from './notifications.store';

const notice = (id: number, hasRead = false): Notification => ({
  _id: id.toString(16).padStart(24, '0'),
  type: 'system',
  message: `Notice ${id}`,
  data: {},
  hasRead,
  createdAt: '2026-03-01T10:00:00.000Z',
});

/** A live connection in memory: open or not, pushing updates, recording read marks. */
class FakeLive implements LiveConnectionPort {
  readonly listeners = new Set<LiveListener>();
  open = true;
  readonly sent: string[] = [];

  listen(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  markNoticeRead(noticeId: string): boolean {
    if (this.open) this.sent.push(noticeId);
    return this.open;
  }

  push(update: LiveUpdate): void {
    for (const listener of this.listeners) listener(update);
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

const started = async (notices: readonly Notification[]) => {
  const shell = new InMemoryShell();
  shell.notices = notices;
  const live = new FakeLive();
  const store = new NotificationsStore(new LoadNoticesUseCase(shell), new WatchNoticesUseCase(live), new MarkNoticeReadUseCase(live));
  await store.start('u1');
  await settle();
  return { shell, live, store };
};

describe('the bell store', () => {
  it('loads the first page with its counter and adds what arrives live', async () => {
    const { live, store } = await started([notice(1), notice(2, true)]);
    expect(store.status.phase).toBe('ready');
    expect(store.unread).toBe(1);
    live.push({ kind: 'notification', notification: notice(3) });
    expect(store.list.items.map((item) => item.message)).toEqual(['Notice 3', 'Notice 1', 'Notice 2']);
    expect(store.unread).toBe(2);
  });

  it('says which treatment a live notice changed, anew each time, so its screens read it again', async () => {
    const { live, store } = await started([]);
    live.push({ kind: 'notification', notification: notice(3) });
    expect(store.treatmentUpdate).toBeNull();
    live.push({ kind: 'notification', notification: { ...notice(4), type: 'subscription', data: { subscriptionId: 'sub-1', decision: 'approve' } } });
    const first = store.treatmentUpdate;
    expect(first).toEqual({ subscriptionId: 'sub-1' });
    live.push({ kind: 'notification', notification: { ...notice(5), type: 'order', data: { subscriptionId: 'sub-1', orderId: 'o1' } } });
    expect(store.treatmentUpdate).toEqual({ subscriptionId: 'sub-1' });
    expect(store.treatmentUpdate).not.toBe(first);
    store.reset();
    expect(store.treatmentUpdate).toBeNull();
  });

  it('marks an item read once 75% of it shows, sends markAsRead once, and takes its echo quietly', async () => {
    const { live, store } = await started([notice(1)]);
    store.visibilityChanged(notice(1)._id, 0.5);
    expect(store.unread).toBe(1);
    store.visibilityChanged(notice(1)._id, 0.75);
    store.visibilityChanged(notice(1)._id, 1);
    await settle();
    expect(live.sent).toEqual([notice(1)._id]);
    live.push({ kind: 'notice-read', noticeId: notice(1)._id });
    expect(store.unread).toBe(0);
  });

  it('sends a read mark made while the connection was down once it is back, and reloads what was missed', async () => {
    const { shell, live, store } = await started([notice(1)]);
    live.open = false;
    store.visibilityChanged(notice(1)._id, 1);
    await settle();
    expect(live.sent).toEqual([]);
    shell.notices = [notice(5), notice(1)];
    live.open = true;
    live.push({ kind: 'open', reconnected: true });
    await settle();
    expect(live.sent).toEqual([notice(1)._id]);
    expect(store.list.items.map((item) => item.message)).toEqual(['Notice 5', 'Notice 1']);
  });

  it('counts each opening of the live connection, for screens to read again what an opening may have missed', async () => {
    const { live, store } = await started([]);
    expect(store.liveOpens).toBe(0);
    live.push({ kind: 'open', reconnected: false });
    live.push({ kind: 'open', reconnected: true });
    expect(store.liveOpens).toBe(2);
    store.reset();
    expect(store.liveOpens).toBe(0);
  });

  it('stops listening when stopped or reset, even if the stop comes before listening began', async () => {
    const { live, store } = await started([]);
    store.reset();
    expect(live.listeners.size).toBe(0);
    const early = store.start('u1');
    store.stop();
    await early;
    expect(live.listeners.size).toBe(0);
  });

  it('shows the reason when the list cannot load', async () => {
    const shell = new InMemoryShell();
    shell.failNext('listNotices', 'The service is temporarily unavailable, please try again', 503);
    const live = new FakeLive();
    const store = new NotificationsStore(new LoadNoticesUseCase(shell), new WatchNoticesUseCase(live), new MarkNoticeReadUseCase(live));
    await store.start('u1');
    await settle();
    expect(store.status.phase).toBe('error');
    expect(store.status.error).toBe('The service is temporarily unavailable, please try again');
  });

  it('reads the older pages as the list scrolls, so every notice is seen and the counter reaches 0', async () => {
    const { shell, live, store } = await started(Array.from({ length: 14 }, (_, index) => notice(index + 1)));
    expect([store.list.items.length, store.unread, store.list.nextPage]).toEqual([10, 14, 2]);
    await Promise.all([store.loadMore(), store.loadMore()]);
    expect(shell.calls.filter((call) => call.startsWith('listNotices'))).toEqual(['listNotices 10 1', 'listNotices 10 2']);
    expect([store.list.items.length, store.list.nextPage]).toEqual([14, null]);
    await store.loadMore();
    expect(shell.calls.filter((call) => call.startsWith('listNotices'))).toHaveLength(2);
    for (const item of store.list.items) store.visibilityChanged(item._id, 1);
    expect(store.unread).toBe(0);
    expect(live.sent).toHaveLength(14);
  });

  it('keeps the notices shown when reading them again fails, with the reason as a quiet note', async () => {
    const { shell, store } = await started([notice(1)]);
    shell.failNext('listNotices', 'The service is temporarily unavailable, please try again', 503);
    await store.load();
    expect([store.status.phase, store.status.error, store.status.refreshError, store.list.items.length]).toEqual([
      'ready',
      null,
      'The service is temporarily unavailable, please try again',
      1,
    ]);
  });
});
