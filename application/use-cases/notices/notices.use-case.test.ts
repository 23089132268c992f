import { describe, expect, it } from 'vitest';
import type { Notification } from '../../../domain/entities/notification';
import type { LiveListener, LiveConnectionPort } from '../../ports/live-connection.port';
import { InMemoryShell } from '../../../tests/fakes/in-memory-shell.fake';
import { LoadNoticesUseCase } from './load-notices.use-case';
import { MarkNoticeReadUseCase } from './mark-notice-read.use-case';
import { WatchNoticesUseCase, type NoticeUpdate } from './watch-notices.use-case';

const notice = (id: number, hasRead = false): Notification => ({
  _id: id.toString(16).padStart(24, '0'),
  type: 'system',
  message: `Notice ${id}`,
  data: {},
  hasRead,
  createdAt: '2026-03-01T10:00:00.000Z',
});

/** A live connection in memory: the test pushes updates; sent read marks are recorded. */
class FakeLive implements LiveConnectionPort {
  listeners = new Set<LiveListener>();
  open = true;
  readonly sent: string[] = [];

  listen(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  markNoticeRead(noticeId: string, userId: string): boolean {
    if (this.open) this.sent.push(`${noticeId} ${userId}`);
    return this.open;
  }

  push(...updates: Parameters<LiveListener>[0][]): void {
    for (const update of updates) for (const listener of this.listeners) listener(update);
  }
}

describe('the bell', () => {
  it('loads the first page of ten with the unread counter', async () => {
    const shell = new InMemoryShell();
    shell.notices = Array.from({ length: 12 }, (_, n) => notice(n, n > 2));
    const page = await new LoadNoticesUseCase(shell).execute();
    if (!page.ok) throw new Error(page.error.message);
    expect(page.value.notifications).toHaveLength(10);
    expect(page.value.unread).toBe(3);
    expect(shell.calls).toEqual(['listNotices 10 1']);
  });

  it('hears new notifications, read marks and (re)connections, and nothing of the chat', async () => {
    const live = new FakeLive();
    const heard: NoticeUpdate[] = [];
    const stop = await new WatchNoticesUseCase(live).execute((update) => heard.push(update));
    live.push(
      { kind: 'open', reconnected: false },
      { kind: 'notification', notification: notice(1) },
      { kind: 'new-message', message: {} as never },
      { kind: 'notice-read', noticeId: notice(1)._id },
      { kind: 'closed', retryInMs: 1000 },
      { kind: 'open', reconnected: true },
    );
    expect(heard).toEqual([
      { kind: 'connected', reconnected: false },
      { kind: 'received', notification: notice(1) },
      { kind: 'read', noticeId: notice(1)._id },
      { kind: 'connected', reconnected: true },
    ]);
    stop();
    expect(live.listeners.size).toBe(0);
  });

  it('sends markAsRead while the connection is open, and says so when it is not', async () => {
    const live = new FakeLive();
    const mark = new MarkNoticeReadUseCase(live);
    expect((await mark.execute({ noticeId: notice(1)._id, userId: 'u1' })).ok).toBe(true);
    live.open = false;
    expect(await mark.execute({ noticeId: notice(2)._id, userId: 'u1' })).toMatchObject({ ok: false, error: { statusCode: 503 } });
    expect(live.sent).toEqual([`${notice(1)._id} u1`]);
  });
});
