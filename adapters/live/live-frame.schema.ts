import * as z from 'zod/mini';
import { chatMessageSchema } from '../http/schemas/chat.schema';
import { notificationSchema } from '../http/schemas/notification.schema';

/**
 * The `data` of each server event of the live connection (the contract's LiveServerEvent), by the kind
 * the domain's readLiveEvent gives the event.
 */
export const connectedDataSchema = z.object({ userId: z.string() });
export const notificationDataSchema = notificationSchema;
export const newMessageDataSchema = chatMessageSchema;
export const noticeReadDataSchema = z.object({ _id: z.string() });
export const refusedDataSchema = z.object({ message: z.string() });
