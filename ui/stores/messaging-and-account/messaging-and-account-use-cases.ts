import type { ChangePasswordUseCase } from '../../../application/use-cases/account/change-password.use-case';
import type { ListServedStatesUseCase } from '../../../application/use-cases/account/list-served-states.use-case';
import type { LoadAvatarUseCase } from '../../../application/use-cases/account/load-avatar.use-case';
import type { SaveNotificationSettingsUseCase } from '../../../application/use-cases/account/save-notification-settings.use-case';
import type { SaveShippingAddressUseCase } from '../../../application/use-cases/account/save-shipping-address.use-case';
import type { UpdateContactDetailsUseCase } from '../../../application/use-cases/account/update-contact-details.use-case';
import type { UpdatePersonalDetailsUseCase } from '../../../application/use-cases/account/update-personal-details.use-case';
import type { UploadAvatarUseCase } from '../../../application/use-cases/account/upload-avatar.use-case';
import type { VerifyShippingAddressUseCase } from '../../../application/use-cases/account/verify-shipping-address.use-case';
import type { AskQuestionUseCase } from '../../../application/use-cases/chat/ask-question.use-case';
import type { DownloadChatFileUseCase } from '../../../application/use-cases/chat/download-chat-file.use-case';
import type { ListChatsUseCase } from '../../../application/use-cases/chat/list-chats.use-case';
import type { LoadChatThreadUseCase } from '../../../application/use-cases/chat/load-chat-thread.use-case';
import type { LoadUnreadCountsUseCase } from '../../../application/use-cases/chat/load-unread-counts.use-case';
import type { MarkChatReadUseCase } from '../../../application/use-cases/chat/mark-chat-read.use-case';
import type { SendChatFileUseCase } from '../../../application/use-cases/chat/send-chat-file.use-case';
import type { SendChatMessageUseCase } from '../../../application/use-cases/chat/send-chat-message.use-case';
import type { LoadDoctorProfileUseCase } from '../../../application/use-cases/doctors/load-doctor-profile.use-case';
import type { WatchLiveUpdatesUseCase } from '../../../application/use-cases/live/watch-live-updates.use-case';

/** The use cases the messaging and account stores are built with; each store takes the ones it needs. */
export interface MessagingAndAccountUseCases {
  readonly listChats: ListChatsUseCase;
  readonly loadChatThread: LoadChatThreadUseCase;
  readonly sendChatMessage: SendChatMessageUseCase;
  readonly sendChatFile: SendChatFileUseCase;
  readonly downloadChatFile: DownloadChatFileUseCase;
  readonly markChatRead: MarkChatReadUseCase;
  readonly loadUnreadCounts: LoadUnreadCountsUseCase;
  readonly askQuestion: AskQuestionUseCase;
  readonly watchLiveUpdates: WatchLiveUpdatesUseCase;
  readonly updateContactDetails: UpdateContactDetailsUseCase;
  readonly updatePersonalDetails: UpdatePersonalDetailsUseCase;
  readonly listServedStates: ListServedStatesUseCase;
  readonly verifyShippingAddress: VerifyShippingAddressUseCase;
  readonly saveShippingAddress: SaveShippingAddressUseCase;
  readonly uploadAvatar: UploadAvatarUseCase;
  readonly loadAvatar: LoadAvatarUseCase;
  readonly changePassword: ChangePasswordUseCase;
  readonly saveNotificationSettings: SaveNotificationSettingsUseCase;
  readonly loadDoctorProfile: LoadDoctorProfileUseCase;
}
