import type { ResolutionContext } from 'inversify';
import type { MessagingAndAccountUseCases } from '../../application/areas/messaging-and-account.use-cases';
import { ChangePasswordUseCase } from '../../application/use-cases/account/change-password.use-case';
import { LoadAvatarUseCase } from '../../application/use-cases/account/load-avatar.use-case';
import { SaveNotificationSettingsUseCase } from '../../application/use-cases/account/save-notification-settings.use-case';
import { UpdateContactDetailsUseCase } from '../../application/use-cases/account/update-contact-details.use-case';
import { UpdatePersonalDetailsUseCase } from '../../application/use-cases/account/update-personal-details.use-case';
import { UploadAvatarUseCase } from '../../application/use-cases/account/upload-avatar.use-case';
import { LoadEnabledStatesUseCase } from '../../application/use-cases/address/load-enabled-states.use-case';
import { SaveShippingAddressUseCase } from '../../application/use-cases/address/save-shipping-address.use-case';
import { VerifyAddressUseCase } from '../../application/use-cases/address/verify-address.use-case';
import { AskQuestionUseCase } from '../../application/use-cases/chat/ask-question.use-case';
import { DownloadChatFileUseCase } from '../../application/use-cases/chat/download-chat-file.use-case';
import { ListChatsUseCase } from '../../application/use-cases/chat/list-chats.use-case';
import { LoadChatThreadUseCase } from '../../application/use-cases/chat/load-chat-thread.use-case';
import { MarkChatReadUseCase } from '../../application/use-cases/chat/mark-chat-read.use-case';
import { SendChatFileUseCase } from '../../application/use-cases/chat/send-chat-file.use-case';
import { SendChatMessageUseCase } from '../../application/use-cases/chat/send-chat-message.use-case';
import { LoadDoctorProfileUseCase } from '../../application/use-cases/doctors/load-doctor-profile.use-case';
import { WatchLiveUpdatesUseCase } from '../../application/use-cases/live/watch-live-updates.use-case';
import { HttpAccountAdapter } from '../http/http-account.adapter';
import { HttpAddressAdapter } from '../http/http-address.adapter';
import { HttpChatAdapter } from '../http/http-chat.adapter';
import { HttpDoctorsAdapter } from '../http/http-doctors.adapter';
import { TOKENS } from './tokens';

/**
 * Messaging, account and doctors: HTTP adapters, the live connection and the use cases, built once.
 * areas.module.ts loads this file on the first call of any of them, so none of it is in the first download
 * of the app (/login stays small).
 */
export const wireMessagingAndAccount = (c: ResolutionContext) => {
  const api = c.get(TOKENS.apiClient);
  const clock = c.get(TOKENS.clock);
  const chats = new HttpChatAdapter(api);
  const account = new HttpAccountAdapter(api);
  const addresses = new HttpAddressAdapter(api);
  return {
    listChats: new ListChatsUseCase(chats),
    loadChatThread: new LoadChatThreadUseCase(chats),
    sendChatMessage: new SendChatMessageUseCase(chats),
    sendChatFile: new SendChatFileUseCase(chats),
    downloadChatFile: new DownloadChatFileUseCase(chats),
    markChatRead: new MarkChatReadUseCase(chats, c.get(TOKENS.storage), clock),
    askQuestion: new AskQuestionUseCase(chats),
    watchLiveUpdates: new WatchLiveUpdatesUseCase(c.get(TOKENS.liveConnection)),
    updateContactDetails: new UpdateContactDetailsUseCase(account),
    updatePersonalDetails: new UpdatePersonalDetailsUseCase(account, clock),
    loadEnabledStates: new LoadEnabledStatesUseCase(addresses),
    verifyAddress: new VerifyAddressUseCase(addresses),
    saveShippingAddress: new SaveShippingAddressUseCase(addresses),
    uploadAvatar: new UploadAvatarUseCase(account),
    loadAvatar: new LoadAvatarUseCase(account),
    // The user pool's in the Cognito configuration (browser.module.ts); the reference backend's otherwise.
    changePassword: new ChangePasswordUseCase(c.get(TOKENS.providerPasswords, { optional: true }) ?? account),
    saveNotificationSettings: new SaveNotificationSettingsUseCase(account),
    loadDoctorProfile: new LoadDoctorProfileUseCase(new HttpDoctorsAdapter(api)),
  } satisfies MessagingAndAccountUseCases;
};
