import type { MessagingAndAccountUseCases } from '../../../application/areas/messaging-and-account.use-cases';
import type { LoadCurrentUserUseCase } from '../../../application/use-cases/auth/load-current-user.use-case';
import type { SessionStore } from '../session.store';
import { ChatsStore } from './chats.store';
import { DoctorProfileStore } from './doctor-profile.store';
import { MediaStore } from './media.store';
import { ProfileStore } from './profile.store';
import { SettingsStore } from './settings.store';
import { UnreadMessagesStore } from './unread-messages.store';

/** The stores of doctor messaging, Account Info, Settings and doctors' profiles. */
export interface MessagingAndAccountStores {
  /** The chat unread counter: what the Doctor Messaging menu badge reads (`total`; call `follow()` once signed in). */
  readonly unreadMessages: UnreadMessagesStore;
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
}

/** The stores, built once per container from its dependencies; each holds the patient's data and is emptied at sign-out. */
export const createMessagingAndAccountStores = (dependencies: MessagingAndAccountStoresDependencies): MessagingAndAccountStores => {
  const { useCases, session } = dependencies;
  const currentUserId = () => session.user?._id ?? null;
  const unreadMessages = new UnreadMessagesStore(useCases, currentUserId);
  const stores: MessagingAndAccountStores = {
    unreadMessages,
    chats: new ChatsStore(useCases, unreadMessages, currentUserId),
    media: new MediaStore(useCases),
    profile: new ProfileStore(useCases, dependencies.loadCurrentUser, () => void session.refreshUser()),
    settings: new SettingsStore(useCases, dependencies.loadCurrentUser),
    doctorProfile: new DoctorProfileStore(useCases),
  };
  for (const store of Object.values(stores)) session.onReset(() => store.reset());
  return stores;
};
