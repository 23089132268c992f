import * as z from 'zod/mini';
import { chatMessageSchema } from '../http/schemas/chat.schema';
import { notificationSchema } from '../http/schemas/notification.schema';

/** A server frame of the live connection (the contract's LiveServerEvent), told apart by `event`. */
export const liveFrameSchema = z.discriminatedUnion('event', [
  z.object({ event: z.literal('connected'), data: z.object({ userId: z.string() }) }),
  z.object({ event: z.literal('notification'), data: notificationSchema }),
  z.object({ event: z.literal('newMessage'), data: chatMessageSchema }),
  z.object({ event: z.literal('noticeRead'), data: z.object({ _id: z.string() }) }),
  z.object({ event: z.literal('error'), data: z.object({ message: z.string() }) }),
]);

export type LiveFrame = z.infer<typeof liveFrameSchema>;
