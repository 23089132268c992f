import type { ClockPort } from '../../application/ports/clock.port';
import type { KeyValueStoragePort } from '../../application/ports/key-value-storage.port';
import type { LiveConnectionPort } from '../../application/ports/live-connection.port';
import { ChangePasswordUseCase } from '../../application/use-cases/account/change-password.use-case';
import { ListServedStatesUseCase } from '../../application/use-cases/account/list-served-states.use-case';
import { LoadAvatarUseCase } from '../../application/use-cases/account/load-avatar.use-case';
import { SaveNotificationSettingsUseCase } from '../../application/use-cases/account/save-notification-settings.use-case';
import { SaveShippingAddressUseCase } from '../../application/use-cases/account/save-shipping-address.use-case';
import { UpdateContactDetailsUseCase } from '../../application/use-cases/account/update-contact-details.use-case';
import { UpdatePersonalDetailsUseCase } from '../../application/use-cases/account/update-personal-details.use-case';
import { UploadAvatarUseCase } from '../../application/use-cases/account/upload-avatar.use-case';
import { VerifyShippingAddressUseCase } from '../../application/use-cases/account/verify-shipping-address.use-case';
import { AskQuestionUseCase } from '../../application/use-cases/chat/ask-question.use-case';
import { DownloadChatFileUseCase } from '../../application/use-cases/chat/download-chat-file.use-case';
import { ListChatsUseCase } from '../../application/use-cases/chat/list-chats.use-case';
import { LoadChatThreadUseCase } from '../../application/use-cases/chat/load-chat-thread.use-case';
import { LoadUnreadCountsUseCase } from '../../application/use-cases/chat/load-unread-counts.use-case';
import { MarkChatReadUseCase } from '../../application/use-cases/chat/mark-chat-read.use-case';
import { SendChatFileUseCase } from '../../application/use-cases/chat/send-chat-file.use-case';
import { SendChatMessageUseCase } from '../../application/use-cases/chat/send-chat-message.use-case';
import { LoadDoctorProfileUseCase } from '../../application/use-cases/doctors/load-doctor-profile.use-case';
import { WatchLiveUpdatesUseCase } from '../../application/use-cases/live/watch-live-updates.use-case';
import type { ApiClient } from '../http/api-client';
import { HttpAccountAdapter } from '../http/http-account.adapter';
import { HttpAddressVerificationAdapter } from '../http/http-address-verification.adapter';
import { HttpChatAdapter } from '../http/http-chat.adapter';
import { HttpDoctorsAdapter } from '../http/http-doctors.adapter';

export interface MessagingAndAccountDependencies {
  readonly api: ApiClient;
  readonly clock: ClockPort;
  readonly storage: KeyValueStoragePort;
  /** The page's one live connection (LIVE_CONNECTION_TOKEN). */
  readonly live: LiveConnectionPort;
}

/**
 * Messaging, account and doctors: HTTP adapters, the live connection and the use cases, built once.
 * messaging-and-account.module.ts loads this file on the first call of any of them, so none of it is in
 * the first download of the app (/login stays small).
 */
export const wireMessagingAndAccount = ({ api, clock, storage, live }: MessagingAndAccountDependencies) => {
  const chats = new HttpChatAdapter(api);
  const account = new HttpAccountAdapter(api);
  const addresses = new HttpAddressVerificationAdapter(api);
  return {
    listChats: new ListChatsUseCase(chats),
    loadChatThread: new LoadChatThreadUseCase(chats),
    sendChatMessage: new SendChatMessageUseCase(chats),
    sendChatFile: new SendChatFileUseCase(chats),
    downloadChatFile: new DownloadChatFileUseCase(chats),
    markChatRead: new MarkChatReadUseCase(chats, storage, clock),
    loadUnreadCounts: new LoadUnreadCountsUseCase(chats),
    askQuestion: new AskQuestionUseCase(chats),
    watchLiveUpdates: new WatchLiveUpdatesUseCase(live),
    updateContactDetails: new UpdateContactDetailsUseCase(account),
    updatePersonalDetails: new UpdatePersonalDetailsUseCase(account, clock),
    listServedStates: new ListServedStatesUseCase(addresses),
    verifyShippingAddress: new VerifyShippingAddressUseCase(addresses),
    saveShippingAddress: new SaveShippingAddressUseCase(account),
    uploadAvatar: new UploadAvatarUseCase(account),
    loadAvatar: new LoadAvatarUseCase(account),
    changePassword: new ChangePasswordUseCase(account),
    saveNotificationSettings: new SaveNotificationSettingsUseCase(account),
    loadDoctorProfile: new LoadDoctorProfileUseCase(new HttpDoctorsAdapter(api)),
  };
};

export type MessagingAndAccountUseCases = ReturnType<typeof wireMessagingAndAccount>;
