import type { LiveConnectionPort, LiveListener } from '../../application/ports/live-connection.port';

/**
 * The page's one live connection, whose adapter (with its schemas) is loaded when the first listener
 * comes: the app's first download stays without it, and the chat, the unread counter and the bell all
 * share a single socket.
 */
export class LazyLiveConnection implements LiveConnectionPort {
  private connection: LiveConnectionPort | null = null;
  private loading: Promise<LiveConnectionPort> | null = null;

  constructor(private readonly load: () => Promise<LiveConnectionPort>) {}

  listen(listener: LiveListener): () => void {
    if (this.connection) return this.connection.listen(listener);
    let stopped = false;
    let stop: (() => void) | null = null;
    this.loading ??= this.load().then((connection) => (this.connection = connection));
    void this.loading.then((connection) => {
      if (!stopped) stop = connection.listen(listener);
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }

  markNoticeRead(noticeId: string, userId: string): boolean {
    return this.connection?.markNoticeRead(noticeId, userId) ?? false;
  }
}
