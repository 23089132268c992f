import { useStore } from '../../app/container-context';
import { messagingAndAccountStores, type MessagingAndAccountStores } from '../../stores/messaging-and-account/messaging-and-account-stores';
import { MESSAGING_AND_ACCOUNT_STORE_DEPENDENCIES } from '../../stores/messaging-and-account/messaging-and-account.store-tokens';

/**
 * The messaging and account stores (chats, unread counter, media, profile, settings, doctor profile),
 * built on first use. The Doctor Messaging menu badge reads `useMessagingAndAccountStores().unreadMessages.total`.
 */
export const useMessagingAndAccountStores = (): MessagingAndAccountStores => messagingAndAccountStores(useStore(MESSAGING_AND_ACCOUNT_STORE_DEPENDENCIES));
