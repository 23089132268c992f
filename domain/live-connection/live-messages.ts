/**
 * The live connection's messages (spec §4, §7; the contract's LiveServerEvent and LiveClientAction).
 * Incoming frames are JSON `{ "event", "data" }`: the spec's notification and new message, and the
 * contract's connected, noticeRead and error. Outgoing is `{ "action": "markAsRead", "data": { "id",
 * "userId", "type": "notice" } }`. The adapter checks each event's `data` with its schema; this only sorts
 * the frames.
 */

export const LIVE_EVENTS = {
  connected: 'connected',
  notification: 'notification',
  newMessage: 'newMessage',
  noticeRead: 'noticeRead',
  error: 'error',
} as const;

/** connected: the token was accepted; refused: the server refused a client action (the socket stays open). */
export type LiveEventKind = 'connected' | 'notification' | 'new-message' | 'notice-read' | 'refused';

export interface LiveEvent {
  readonly kind: LiveEventKind;
  readonly data: unknown;
}

const KINDS: ReadonlyMap<unknown, LiveEventKind> = new Map<unknown, LiveEventKind>([
  [LIVE_EVENTS.connected, 'connected'],
  [LIVE_EVENTS.notification, 'notification'],
  [LIVE_EVENTS.newMessage, 'new-message'],
  [LIVE_EVENTS.noticeRead, 'notice-read'],
  [LIVE_EVENTS.error, 'refused'],
]);

/** An incoming frame as one of the contract's events, or null for anything else (ignored, never an error). */
export const readLiveEvent = (frame: string): LiveEvent | null => {
  let fields: { readonly event?: unknown; readonly data?: unknown } = {};
  try {
    // Object() makes any JSON value an object (null an empty one), whose missing event is ignored below.
    fields = Object(JSON.parse(frame)) as typeof fields;
  } catch {
    // Not JSON: no event either.
  }
  const kind = KINDS.get(fields.event);
  return kind === undefined ? null : { kind, data: fields.data };
};

export interface MarkAsReadAction {
  readonly action: 'markAsRead';
  readonly data: { readonly id: string; readonly userId: string; readonly type: 'notice' };
}

/** The outgoing markAsRead action for a notice: id, userId and type notice under `data` (LiveClientAction). */
export const markAsReadAction = (id: string, userId: string): MarkAsReadAction => ({
  action: 'markAsRead',
  data: { id, userId, type: 'notice' },
});

/**
 * The socket address: the live-update endpoint with the token in its query string (spec §7), and the
 * language its notices are to be worded in, when one is given.
 */
export const liveConnectionUrl = (endpoint: string, token: string, language: string | null = null): string =>
  `${endpoint}${endpoint.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}${language ? `&lang=${encodeURIComponent(language)}` : ''}`;
