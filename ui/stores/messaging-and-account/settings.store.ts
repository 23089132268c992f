import { makeAutoObservable, runInAction } from 'mobx';
import type { LoadCurrentUserUseCase } from '../../../application/use-cases/auth/load-current-user.use-case';
import type { NotificationSettings } from '../../../application/use-cases/account/save-notification-settings.use-case';
import { ACCOUNT_MESSAGES } from '../../../domain/account/account-messages';
import type { User } from '../../../domain/entities/user';
import { Loadable } from '../loadable';
import type { LoadStatus } from '../load-status';
import type { MessagingAndAccountUseCases } from '../../../application/areas/messaging-and-account.use-cases';
import { errorText } from '../../i18n/error-text';

/** Settings (/user/settings): notification preferences and the chat notice alert, as stored. */
export class SettingsStore {
  private readonly account = new Loadable<User>();
  readonly status: LoadStatus = this.account;
  saving = false;
  saveError: string | null = null;
  done: string | null = null;

  constructor(
    private readonly useCases: Pick<MessagingAndAccountUseCases, 'saveNotificationSettings'>,
    private readonly loadCurrentUser: LoadCurrentUserUseCase,
  ) {
    makeAutoObservable<SettingsStore, 'useCases' | 'loadCurrentUser' | 'account'>(
      this,
      { useCases: false, loadCurrentUser: false, account: false, status: false },
      { autoBind: true },
    );
  }

  get user(): User | null {
    return this.account.value;
  }

  get settings(): NotificationSettings | null {
    return this.user ? { notificationPreference: this.user.notificationPreference, chatNoticeAlert: this.user.chatNoticeAlert } : null;
  }

  async load(): Promise<void> {
    await this.account.load('me', () => this.loadCurrentUser.execute());
  }

  async save(settings: NotificationSettings): Promise<boolean> {
    const userId = this.user?._id;
    if (!userId || this.saving) return false;
    this.saving = true;
    this.saveError = null;
    this.done = null;
    const saved = await this.useCases.saveNotificationSettings.execute({ userId, settings });
    return runInAction(() => {
      this.saving = false;
      if (!saved.ok) {
        this.saveError = errorText(saved.error);
        return false;
      }
      if (this.user)
        this.account.set({ ...this.user, notificationPreference: saved.value.notificationPreference, chatNoticeAlert: saved.value.chatNoticeAlert });
      this.done = ACCOUNT_MESSAGES.settingsSaved;
      return true;
    });
  }

  reset(): void {
    this.account.reset();
    this.saving = false;
    this.saveError = null;
    this.done = null;
  }
}
