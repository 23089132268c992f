import type { LoadEnabledStatesUseCase } from '../use-cases/address/load-enabled-states.use-case';
import type { SaveShippingAddressUseCase } from '../use-cases/address/save-shipping-address.use-case';
import type { VerifyAddressUseCase } from '../use-cases/address/verify-address.use-case';
import type { ChangePasswordUseCase } from '../use-cases/account/change-password.use-case';
import type { LoadAvatarUseCase } from '../use-cases/account/load-avatar.use-case';
import type { SaveNotificationSettingsUseCase } from '../use-cases/account/save-notification-settings.use-case';
import type { UpdateContactDetailsUseCase } from '../use-cases/account/update-contact-details.use-case';
import type { UpdatePersonalDetailsUseCase } from '../use-cases/account/update-personal-details.use-case';
import type { UploadAvatarUseCase } from '../use-cases/account/upload-avatar.use-case';
import type { AskQuestionUseCase } from '../use-cases/chat/ask-question.use-case';
import type { DownloadChatFileUseCase } from '../use-cases/chat/download-chat-file.use-case';
import type { ListChatsUseCase } from '../use-cases/chat/list-chats.use-case';
import type { LoadChatThreadUseCase } from '../use-cases/chat/load-chat-thread.use-case';
import type { MarkChatReadUseCase } from '../use-cases/chat/mark-chat-read.use-case';
import type { SendChatFileUseCase } from '../use-cases/chat/send-chat-file.use-case';
import type { SendChatMessageUseCase } from '../use-cases/chat/send-chat-message.use-case';
import type { LoadDoctorProfileUseCase } from '../use-cases/doctors/load-doctor-profile.use-case';
import type { WatchLiveUpdatesUseCase } from '../use-cases/live/watch-live-updates.use-case';

/**
 * Doctor messaging and its live updates, the account (profile, address, avatar, settings, password) and
 * doctors' profiles; the menu badge's count is an area of its own (unread-messages.use-cases.ts). Wired in
 * adapters/container/messaging-and-account.wiring.ts, loaded on first call.
 */
export interface MessagingAndAccountUseCases {
  readonly listChats: ListChatsUseCase;
  readonly loadChatThread: LoadChatThreadUseCase;
  readonly sendChatMessage: SendChatMessageUseCase;
  readonly sendChatFile: SendChatFileUseCase;
  readonly downloadChatFile: DownloadChatFileUseCase;
  readonly markChatRead: MarkChatReadUseCase;
  readonly askQuestion: AskQuestionUseCase;
  readonly watchLiveUpdates: WatchLiveUpdatesUseCase;
  readonly updateContactDetails: UpdateContactDetailsUseCase;
  readonly updatePersonalDetails: UpdatePersonalDetailsUseCase;
  readonly loadEnabledStates: LoadEnabledStatesUseCase;
  readonly verifyAddress: VerifyAddressUseCase;
  readonly saveShippingAddress: SaveShippingAddressUseCase;
  readonly uploadAvatar: UploadAvatarUseCase;
  readonly loadAvatar: LoadAvatarUseCase;
  readonly changePassword: ChangePasswordUseCase;
  readonly saveNotificationSettings: SaveNotificationSettingsUseCase;
  readonly loadDoctorProfile: LoadDoctorProfileUseCase;
}
