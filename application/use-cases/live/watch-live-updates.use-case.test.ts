import { describe, expect, it } from 'vitest';
import type { LiveConnectionPort, LiveListener, LiveUpdate } from '../../ports/live-connection.port';
import { WatchLiveUpdatesUseCase } from './watch-live-updates.use-case';

/** A live connection in memory: open while anyone listens, every update told to every listener. */
class InMemoryLiveConnection implements LiveConnectionPort {
  readonly listeners = new Set<LiveListener>();
  readonly sent: string[] = [];

  listen(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  markNoticeRead(noticeId: string, userId: string): boolean {
    this.sent.push(`${noticeId} ${userId}`);
    return this.listeners.size > 0;
  }

  push(update: LiveUpdate): void {
    for (const listener of this.listeners) listener(update);
  }
}

describe('watching live updates', () => {
  it('hears updates until it stops, alongside other listeners', async () => {
    const live = new InMemoryLiveConnection();
    const watch = new WatchLiveUpdatesUseCase(live);
    const heard: string[] = [];
    const stopChat = await watch.execute((update) => heard.push(`chat ${update.kind}`));
    const stopBell = await watch.execute((update) => heard.push(`bell ${update.kind}`));
    live.push({ kind: 'open', reconnected: false });
    stopChat();
    live.push({ kind: 'notice-read', noticeId: 'n1' });
    stopBell();
    live.push({ kind: 'closed', retryInMs: null });
    expect(heard).toEqual(['chat open', 'bell open', 'bell notice-read']);
    expect(live.listeners.size).toBe(0);
  });
});
