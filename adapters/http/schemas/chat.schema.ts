import * as z from 'zod/mini';
import type { Chat, ChatMessage, ChatPeer, ChatThreadPage, UnreadCounts } from '../../../domain/entities/chat';
import { orNull } from './schema-helpers';

const id = () => z.string().check(z.regex(/^[a-f0-9]{24}$/));
const count = () => z.number().check(z.int(), z.nonnegative());

const chatPeerSchema = z.object({
  _id: id(),
  role: z.enum(['patient', 'doctor', 'support']),
  firstName: orNull(z.string()),
  lastName: orNull(z.string()),
  avatar: orNull(z.string()),
  doctorId: orNull(id()),
}) satisfies z.ZodMiniType<ChatPeer>;

const chatFileSchema = z.object({
  _id: id(),
  name: z.string(),
  mimeType: z.enum(['image/jpeg', 'image/png', 'image/heic', 'image/webp', 'application/pdf']),
  size: z.number().check(z.int(), z.positive()),
});

/** A chat message (spec §3), as pages, answers and the live connection carry it. */
export const chatMessageSchema = z.object({
  _id: id(),
  chatId: id(),
  userId: id(),
  messageType: z.enum(['text', 'file']),
  message: z.string(),
  file: orNull(chatFileSchema),
  createdAt: z.string(),
  whoHaveRead: z.array(z.string()),
  user: z.object({ avatar: orNull(z.string()) }),
  userName: z.string(),
}) satisfies z.ZodMiniType<ChatMessage>;

export const chatSchema = z.object({
  _id: id(),
  kind: z.enum(['support', 'doctor']),
  subscriptionId: orNull(id()),
  users: z.array(chatPeerSchema),
  messages: z.array(chatMessageSchema),
  subscription: orNull(z.object({ _id: id(), productType: z.string(), status: z.string(), productName: orNull(z.string()) })),
  unreadCount: count(),
  createdAt: z.string(),
  lastMessageAt: orNull(z.string()),
}) satisfies z.ZodMiniType<Chat>;

/** GET /api/chat: the chat with one page of messages and the cursor of the next older page. */
export const chatThreadPageSchema = z.pipe(
  z.object({
    status: z.literal('success'),
    data: z.tuple([chatSchema]),
    pagination: z.object({ hasMore: z.boolean(), nextBefore: orNull(id()) }),
  }),
  z.transform((body): ChatThreadPage => ({
    chat: body.data[0],
    messages: body.data[0].messages,
    nextBefore: body.pagination.hasMore ? body.pagination.nextBefore : null,
  })),
);

/** GET /api/chat/unread-messages and POST /api/chat/{id}/read: counts per chat and in total. */
export const unreadCountsSchema = z.pipe(
  z.object({ status: z.literal('success'), data: z.array(z.object({ chatId: id(), count: count() })), total: count() }),
  z.transform((body): UnreadCounts => ({ byChat: body.data, total: body.total })),
);
