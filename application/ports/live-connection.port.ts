import type { ChatMessage } from '../../domain/entities/chat';
import type { Notification } from '../../domain/entities/notification';

/** What the live connection tells its listeners. */
export type LiveUpdate =
  /** The connection is open; `reconnected` after a drop: refetch what is shown, nothing is replayed. */
  | { readonly kind: 'open'; readonly reconnected: boolean }
  /** The connection dropped; the next attempt in `retryInMs`, or null when it stays closed. */
  | { readonly kind: 'closed'; readonly retryInMs: number | null }
  | { readonly kind: 'notification'; readonly notification: Notification }
  | { readonly kind: 'new-message'; readonly message: ChatMessage }
  | { readonly kind: 'notice-read'; readonly noticeId: string }
  /** The server refused an action (the connection stays open). */
  | { readonly kind: 'refused'; readonly message: string };

export type LiveListener = (update: LiveUpdate) => void;

/**
 * The live connection (spec §4, §7). One connection serves every listener: it opens with the first and
 * closes normally (code 1000) when the last one leaves; in between it reconnects after a drop.
 */
export interface LiveConnectionPort {
  /** Starts listening; the function returned stops. */
  listen(listener: LiveListener): () => void;
  /** Sends markAsRead for one of the patient's notices; false when the connection is not open. */
  markNoticeRead(noticeId: string, userId: string): boolean;
}
