import { BUSINESS_CONSTANTS } from '../../../domain/shared/business-constants';
import type { Result } from '../../../domain/shared/result';
import type { NotificationPage } from '../../../domain/entities/notification';
import type { NoticesPort } from '../../ports/notices.port';

/** The bell's first page: GET /api/notices with limit=10, page=1 (spec §7, §9). */
export class LoadNoticesUseCase {
  constructor(private readonly notices: NoticesPort) {}

  execute(): Promise<Result<NotificationPage>> {
    return this.notices.listNotices(BUSINESS_CONSTANTS.notificationsPage);
  }
}
