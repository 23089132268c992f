import { BUSINESS_CONSTANTS } from '../../../domain/shared/business-constants';
import type { Result } from '../../../domain/shared/result';
import type { NotificationPage } from '../../../domain/entities/notification';
import type { NoticesPort } from '../../ports/notices.port';

/**
 * A page of the bell's notices: GET /api/notices with limit=10 (spec §7, §9), page 1 first, the older
 * pages as the list scrolls to them, so every notice can be seen and marked read.
 */
export class LoadNoticesUseCase {
  constructor(private readonly notices: NoticesPort) {}

  execute(page: number = BUSINESS_CONSTANTS.notificationsPage.page): Promise<Result<NotificationPage>> {
    return this.notices.listNotices({ limit: BUSINESS_CONSTANTS.notificationsPage.limit, page });
  }
}
