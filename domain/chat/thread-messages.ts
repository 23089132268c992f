import type { ChatMessage } from '../entities/chat';
import { instantFromIso } from '../formatting/calendar-parts';
import { isReadBy } from './chat-view';

/**
 * A thread's messages in the app: oldest first, each once. Pages, live events and the answer to a send
 * all bring messages; the live event of the patient's own message arrives too (the contract sends it to
 * every participant), so messages are told apart by _id. Threads hold thousands of messages: a message
 * newer than all the others (the usual case) is appended without sorting.
 */

const instantOf = (message: ChatMessage): number => instantFromIso(message.createdAt) ?? 0;

/** Oldest first; messages of the same instant by id, so the order is the same on every screen. */
export const compareMessages = (a: ChatMessage, b: ChatMessage): number => instantOf(a) - instantOf(b) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

/** The thread with `incoming` added; a message already there is replaced by its newer copy. */
export const mergeMessages = (current: readonly ChatMessage[], incoming: readonly ChatMessage[]): readonly ChatMessage[] => {
  if (incoming.length === 0) return current;
  const incomingById = new Map(incoming.map((message) => [message._id, message]));
  const kept = current.filter((message) => !incomingById.has(message._id));
  const added = [...incomingById.values()].sort(compareMessages);
  const lastKept = kept.at(-1);
  const firstAdded = added[0];
  if (!lastKept || (firstAdded && compareMessages(lastKept, firstAdded) < 0)) return [...kept, ...added];
  const firstKept = kept[0];
  const lastAdded = added.at(-1);
  if (firstKept && lastAdded && compareMessages(lastAdded, firstKept) < 0) return [...added, ...kept];
  return [...kept, ...added].sort(compareMessages);
};

/** The thread after `readerId` read everything up to and including `upToMessageId` (unchanged copies kept). */
export const markReadUpTo = (messages: readonly ChatMessage[], upToMessageId: string, readerId: string): readonly ChatMessage[] => {
  // An unknown id is index -1: every message is past it, so nothing changes.
  const upTo = messages.findIndex((message) => message._id === upToMessageId);
  let changed = false;
  const next = messages.map((message, index) => {
    if (index > upTo || isReadBy(message, readerId)) return message;
    changed = true;
    return { ...message, whoHaveRead: [...message.whoHaveRead, readerId] };
  });
  return changed ? next : messages;
};

/**
 * The message to send a read mark for once the patient has seen the messages up to `newestSeenIndex`:
 * that message, when it or one before it is still unread by the patient; null when there is nothing to mark.
 */
export const readMarkTarget = (messages: readonly ChatMessage[], newestSeenIndex: number, readerId: string): string | null => {
  const newestIndex = Math.min(newestSeenIndex, messages.length - 1);
  for (let index = newestIndex; index >= 0; index -= 1) {
    const message = messages[index] as ChatMessage;
    if (!isReadBy(message, readerId)) return (messages[newestIndex] as ChatMessage)._id;
    // Read marks only move forward: once a read message from someone else is reached, all before it are read.
    if (message.userId !== readerId) return null;
  }
  return null;
};
