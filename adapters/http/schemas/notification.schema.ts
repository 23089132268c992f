import * as z from 'zod/mini';
import type { Notification } from '../../../domain/entities/notification';
import { withDefault } from './schema-helpers';

/** A notification (spec §3), as GET /api/notices lists it and the live connection pushes it. */
export const notificationSchema = z.object({
  _id: z.string(),
  type: withDefault(z.string(), 'system'),
  message: z.string(),
  data: withDefault(z.record(z.string(), z.unknown()), {}),
  hasRead: z.boolean(),
  createdAt: z.string(),
}) satisfies z.ZodMiniType<Notification>;
