import type { Notification } from '../../../domain/entities/notification';
import type { LiveConnectionPort } from '../../ports/live-connection.port';

/** What the bell learns from the live connection. */
export type NoticeUpdate =
  | { readonly kind: 'received'; readonly notification: Notification }
  | { readonly kind: 'read'; readonly noticeId: string }
  /** The connection is open (again): nothing is replayed, so the list is fetched afresh. */
  | { readonly kind: 'connected'; readonly reconnected: boolean };

/**
 * The bell's side of the live connection: new notifications, read marks (this page's or another's) and
 * (re)connections. Listening keeps the connection open; the function returned stops listening.
 */
export class WatchNoticesUseCase {
  constructor(private readonly live: Pick<LiveConnectionPort, 'listen'>) {}

  async execute(onUpdate: (update: NoticeUpdate) => void): Promise<() => void> {
    return this.live.listen((update) => {
      if (update.kind === 'notification') onUpdate({ kind: 'received', notification: update.notification });
      else if (update.kind === 'notice-read') onUpdate({ kind: 'read', noticeId: update.noticeId });
      else if (update.kind === 'open') onUpdate({ kind: 'connected', reconnected: update.reconnected });
    });
  }
}
