import type { Chat, ChatFile, ChatMessage, ChatPeer } from '../entities/chat';
import { MESSAGES } from '../feedback/messages';
import { instantFromIso } from '../formatting/calendar-parts';
import { formatNotificationDate } from '../formatting/date-formats';

/**
 * How chats read on screen (spec §3: peers' names and avatars, the support peer named 'Support' by
 * default; messages with their date and read state). Our choices are in domain/README.md.
 */

const fullName = (peer: Pick<ChatPeer, 'firstName' | 'lastName'>): string =>
  [peer.firstName, peer.lastName]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part !== '')
    .join(' ');

/** A peer's name: the support team is 'Support' unless it has a name; a doctor without one is 'Your doctor'. */
export const peerDisplayName = (peer: ChatPeer): string => {
  const name = fullName(peer);
  if (name !== '') return name;
  if (peer.role === 'support') return MESSAGES.supportName;
  return peer.role === 'doctor' ? 'Your doctor' : 'Patient';
};

/** The care-team side of a chat (the doctor or support), whoever the patient talks to. */
export const careTeamPeer = (chat: Pick<Chat, 'users' | 'kind'>): ChatPeer | null =>
  chat.users.find((peer) => peer.role === chat.kind) ?? chat.users.find((peer) => peer.role !== 'patient') ?? null;

/** The chat's name in the list and the thread header: the doctor's or support's name. */
export const chatTitle = (chat: Pick<Chat, 'users' | 'kind'>): string => {
  const peer = careTeamPeer(chat);
  if (peer) return peerDisplayName(peer);
  return chat.kind === 'support' ? MESSAGES.supportName : 'Your doctor';
};

/** What the chat is about, under its title: the treatment of a doctor chat, the care team for support. */
export const chatSubtitle = (chat: Pick<Chat, 'kind' | 'subscription'>): string =>
  chat.kind === 'support' ? 'Care team' : chat.subscription?.productName ? `Doctor · ${chat.subscription.productName}` : 'Doctor';

/** The sender's name on a message: 'You' for the patient's own. */
export const senderName = (message: Pick<ChatMessage, 'userId' | 'userName'>, myUserId: string): string =>
  message.userId === myUserId ? 'You' : message.userName.trim() || MESSAGES.supportName;

export const isOwnMessage = (message: Pick<ChatMessage, 'userId'>, myUserId: string): boolean => message.userId === myUserId;

/** Read by me: I sent it, or my id is among whoHaveRead. */
export const isReadBy = (message: Pick<ChatMessage, 'userId' | 'whoHaveRead'>, userId: string): boolean =>
  message.userId === userId || message.whoHaveRead.includes(userId);

export type ReadState = 'sent' | 'read';

/** An own message is 'read' once someone other than its sender is in whoHaveRead; null for others' messages. */
export const ownReadState = (message: Pick<ChatMessage, 'userId' | 'whoHaveRead'>, myUserId: string): ReadState | null => {
  if (message.userId !== myUserId) return null;
  return message.whoHaveRead.some((reader) => reader !== myUserId) ? 'read' : 'sent';
};

/** A message's date, MM-DD-YYYY HH:mm in the patient's zone (the notification format of spec §9). */
export const messageDateLabel = (createdAt: string, utcOffsetAt: (instantMs: number) => number): string => {
  const instant = instantFromIso(createdAt);
  return instant === null ? '' : formatNotificationDate(instant, utcOffsetAt(instant));
};

/** Images a browser can show inline; HEIC (and PDF) are offered as downloads instead. */
const INLINE_IMAGE_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp']);

export const showsInline = (file: Pick<ChatFile, 'mimeType'>): boolean => INLINE_IMAGE_TYPES.has(file.mimeType);

/** A size as people read it: '900 B', '12 KB', '2.4 MB'. */
export const fileSizeLabel = (bytes: number): string => {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(Math.round((bytes / (1024 * 1024)) * 10) / 10).toFixed(1)} MB`;
};

/** The latest message in one line for the chat list. */
export const chatPreview = (chat: Pick<Chat, 'messages'>, myUserId: string): string => {
  const latest = chat.messages.at(-1);
  if (!latest) return 'No messages yet';
  const text = latest.messageType === 'file' ? `Sent a file: ${latest.message}` : latest.message.replace(/\s+/g, ' ').trim();
  return isOwnMessage(latest, myUserId) ? `You: ${text}` : text;
};
