import type { NotificationPage } from '../../domain/entities/notification';
import type { Result } from '../../domain/shared/result';

/** GET /api/notices (spec §7: limit=10, page=1): the bell's list and its unread counter. */
export interface NoticesPort {
  listNotices(query: { readonly limit: number; readonly page: number }): Promise<Result<NotificationPage>>;
}
