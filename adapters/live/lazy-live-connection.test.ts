import { describe, expect, it } from 'vitest';
import type { LiveConnectionPort, LiveListener, LiveUpdate } from '../../application/ports/live-connection.port';
import { LazyLiveConnection } from './lazy-live-connection';

class RecordingConnection implements LiveConnectionPort {
  readonly listeners = new Set<LiveListener>();
  listen(listener: LiveListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  markNoticeRead(): boolean {
    return this.listeners.size > 0;
  }
  push(update: LiveUpdate): void {
    for (const listener of this.listeners) listener(update);
  }
}

describe('the lazily loaded live connection', () => {
  it('loads the adapter once, on the first listener, and shares it', async () => {
    const real = new RecordingConnection();
    let loads = 0;
    const live = new LazyLiveConnection(async () => {
      loads += 1;
      return real;
    });
    expect(loads).toBe(0);
    const heard: string[] = [];
    live.listen((update) => heard.push(`a ${update.kind}`));
    live.listen((update) => heard.push(`b ${update.kind}`));
    expect(live.markNoticeRead('n', 'u')).toBe(false);
    await Promise.resolve();
    await Promise.resolve();
    real.push({ kind: 'open', reconnected: false });
    expect(loads).toBe(1);
    expect(heard).toEqual(['a open', 'b open']);
    expect(live.markNoticeRead('n', 'u')).toBe(true);
  });

  it('never starts listening for a listener that stopped while the adapter loaded', async () => {
    const real = new RecordingConnection();
    const live = new LazyLiveConnection(async () => real);
    const stop = live.listen(() => undefined);
    stop();
    await Promise.resolve();
    await Promise.resolve();
    expect(real.listeners.size).toBe(0);
  });
});
