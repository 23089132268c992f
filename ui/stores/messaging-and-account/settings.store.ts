import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { LoadCurrentUserUseCase } from '../../../application/use-cases/auth/load-current-user.use-case';
import type { NotificationSettings } from '../../../application/use-cases/account/save-notification-settings.use-case';
import { ACCOUNT_MESSAGES } from '../../../domain/account/account-messages';
import type { User } from '../../../domain/entities/user';
import type { LoadPhase } from '../load-phase';
import type { MessagingAndAccountUseCases } from '../../../application/areas/messaging-and-account.use-cases';

/** Settings (/user/settings): notification preferences and the chat notice alert, as stored. */
export class SettingsStore {
  phase: LoadPhase = 'idle';
  loadError: string | null = null;
  user: User | null = null;
  saving = false;
  saveError: string | null = null;
  done: string | null = null;

  constructor(
    private readonly useCases: Pick<MessagingAndAccountUseCases, 'saveNotificationSettings'>,
    private readonly loadCurrentUser: LoadCurrentUserUseCase,
  ) {
    makeAutoObservable<SettingsStore, 'useCases' | 'loadCurrentUser'>(this, { useCases: false, loadCurrentUser: false, user: observableRef }, { autoBind: true });
  }

  get settings(): NotificationSettings | null {
    return this.user ? { notificationPreference: this.user.notificationPreference, chatNoticeAlert: this.user.chatNoticeAlert } : null;
  }

  async load(): Promise<void> {
    this.phase = this.user ? 'ready' : 'loading';
    this.loadError = null;
    const user = await this.loadCurrentUser.execute();
    runInAction(() => {
      if (user.ok) {
        this.user = user.value;
        this.phase = 'ready';
      } else {
        this.phase = this.user ? 'ready' : 'error';
        this.loadError = user.error.message;
      }
    });
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
        this.saveError = saved.error.message;
        return false;
      }
      if (this.user) this.user = { ...this.user, notificationPreference: saved.value.notificationPreference, chatNoticeAlert: saved.value.chatNoticeAlert };
      this.done = ACCOUNT_MESSAGES.settingsSaved;
      return true;
    });
  }

  reset(): void {
    this.phase = 'idle';
    this.loadError = null;
    this.user = null;
    this.saving = false;
    this.saveError = null;
    this.done = null;
  }
}
