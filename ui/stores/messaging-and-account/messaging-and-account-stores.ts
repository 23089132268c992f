import type { MessagingAndAccountUseCases } from '../../../application/areas/messaging-and-account.use-cases';
import type { LoadCurrentUserUseCase } from '../../../application/use-cases/auth/load-current-user.use-case';
import type { SessionStore } from '../session.store';
import type { UnreadMessagesStore } from '../shell/unread-messages.store';
import { ChatsStore } from './chats.store';
import { DoctorProfileStore } from './doctor-profile.store';
import { MediaStore } from './media.store';
import { ProfileStore } from './profile.store';
import { SettingsStore } from './settings.store';

/** The stores of doctor messaging, Account Info, Settings and doctors' profiles. */
export interface MessagingAndAccountStores {
  readonly chats: ChatsStore;
  readonly media: MediaStore;
  readonly profile: ProfileStore;
  readonly settings: SettingsStore;
  readonly doctorProfile: DoctorProfileStore;
}

export interface MessagingAndAccountStoresDependencies {
  readonly useCases: MessagingAndAccountUseCases;
  readonly loadCurrentUser: LoadCurrentUserUseCase;
  readonly session: Pick<SessionStore, 'user' | 'onReset' | 'refreshUser'>;
  /** The menu badge's counter (a shell store): the chats tell it what is read and which chat is on screen. */
  readonly unreadMessages: UnreadMessagesStore;
}

/** The stores, built once per container from its dependencies; each holds the patient's data and is emptied at sign-out. */
export const createMessagingAndAccountStores = (dependencies: MessagingAndAccountStoresDependencies): MessagingAndAccountStores => {
  const { useCases, session } = dependencies;
  const currentUserId = () => session.user?._id ?? null;
  const stores: MessagingAndAccountStores = {
    chats: new ChatsStore(useCases, dependencies.unreadMessages, currentUserId),
    media: new MediaStore(useCases),
    profile: new ProfileStore(useCases, dependencies.loadCurrentUser, () => void session.refreshUser()),
    settings: new SettingsStore(useCases, dependencies.loadCurrentUser),
    doctorProfile: new DoctorProfileStore(useCases),
  };
  for (const store of Object.values(stores)) session.onReset(() => store.reset());
  return stores;
};
