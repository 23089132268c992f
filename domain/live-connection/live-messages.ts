/**
 * The live connection's messages (spec §4, §7). The spec names the events and the action, not the
 * frames; ours are JSON: incoming `{ "event": "notification" | "newMessage", "data": {...} }`, outgoing
 * `{ "action": "markAsRead", "id", "userId", "type": "notice" }` (an action-routed socket, as API
 * Gateway's is). The adapter validates `data` with its schema; this only sorts the frames.
 */

export const LIVE_EVENTS = { notification: 'notification', newMessage: 'newMessage' } as const;

export type LiveEvent =
  | { readonly kind: 'notification'; readonly data: unknown }
  | { readonly kind: 'new-message'; readonly data: unknown };

const KINDS: ReadonlyMap<unknown, LiveEvent['kind']> = new Map([
  [LIVE_EVENTS.notification, 'notification'],
  [LIVE_EVENTS.newMessage, 'new-message'],
]);

/** An incoming frame as one of the two events, or null for anything else (ignored, never an error). */
export const readLiveEvent = (frame: string): LiveEvent | null => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(frame);
  } catch {
    return null;
  }
  // Any JSON value: a property read on a primitive gives undefined, so only null needs replacing.
  const fields = (parsed ?? {}) as { readonly event?: unknown; readonly data?: unknown };
  const kind = KINDS.get(fields.event);
  return kind === undefined ? null : { kind, data: fields.data };
};

export interface MarkAsReadAction {
  readonly action: 'markAsRead';
  readonly id: string;
  readonly userId: string;
  readonly type: 'notice';
}

/** The outgoing markAsRead action for a notification: id, userId and type notice. */
export const markAsReadAction = (id: string, userId: string): MarkAsReadAction => ({ action: 'markAsRead', id, userId, type: 'notice' });

/** The socket address: the live-update endpoint with the token in its query string (spec §7). */
export const liveConnectionUrl = (endpoint: string, token: string): string =>
  `${endpoint}${endpoint.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
