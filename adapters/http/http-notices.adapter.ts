import * as z from 'zod/mini';
import type { NotificationPage } from '../../domain/entities/notification';
import type { Result } from '../../domain/shared/result';
import type { NoticesPort } from '../../application/ports/notices.port';
import type { ApiClient } from './api-client';
import { readResult } from './read-result';
import { notificationSchema } from './schemas/notification.schema';
import { orNull } from './schemas/schema-helpers';

const noticesPageSchema = z.pipe(
  z.object({
    status: z.literal('success'),
    data: z.array(notificationSchema),
    pagination: z.object({ nextPage: orNull(z.number()) }),
    metadata: z.object({ unread: z.number().check(z.nonnegative()) }),
  }),
  z.transform((body): NotificationPage => ({ notifications: body.data, unread: body.metadata.unread, nextPage: body.pagination.nextPage })),
);

export class HttpNoticesAdapter implements NoticesPort {
  constructor(private readonly api: ApiClient) {}

  listNotices(query: { readonly limit: number; readonly page: number }): Promise<Result<NotificationPage>> {
    return readResult(this.api.GET('/api/notices', { params: { query } }), noticesPageSchema, 'Loading your notifications');
  }
}
