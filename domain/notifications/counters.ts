/**
 * Counters of spec §4: the chat unread counter never goes below 0; notification counters change by 1,
 * a new notification adding one and marking one read taking one away (never below 0 either, so a read
 * mark arriving twice cannot show a negative badge).
 */

/** The chat unread counter after a change (a new message +1, messages read -n, a server count reset). */
export const chatUnreadAfter = (current: number, change: number): number => Math.max(0, current + change);

export type NotificationCounterEvent = 'received' | 'marked-read';

export const notificationCountAfter = (current: number, event: NotificationCounterEvent): number =>
  event === 'received' ? current + 1 : Math.max(0, current - 1);
