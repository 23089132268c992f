import type { LiveConnectionPort, LiveListener } from '../../ports/live-connection.port';

/**
 * Listens to the live connection (new messages, notifications, reconnects) until the function it resolves
 * to is called. Every listener shares one connection, closed normally when the last one stops.
 */
export class WatchLiveUpdatesUseCase {
  constructor(private readonly live: LiveConnectionPort) {}

  async execute(listener: LiveListener): Promise<() => void> {
    return this.live.listen(listener);
  }
}
