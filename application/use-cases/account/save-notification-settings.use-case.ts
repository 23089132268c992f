import type { NotificationPreference } from '../../../domain/entities/notification-preference';
import type { User } from '../../../domain/entities/user';
import type { Result } from '../../../domain/shared/result';
import type { AccountPort } from '../../ports/account.port';

export interface NotificationSettings {
  readonly notificationPreference: NotificationPreference;
  /** Whether the patient is alerted when the care team writes in a chat. */
  readonly chatNoticeAlert: boolean;
}

/** The notification preferences (sms, email, news by e-mail, news by SMS) and the chat notice alert, together. */
export class SaveNotificationSettingsUseCase {
  constructor(private readonly account: AccountPort) {}

  execute({ userId, settings }: { readonly userId: string; readonly settings: NotificationSettings }): Promise<Result<User>> {
    return this.account.updateUser(userId, { notificationPreference: { ...settings.notificationPreference }, chatNoticeAlert: settings.chatNoticeAlert });
  }
}
