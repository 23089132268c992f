import { ContainerModule, type ResolutionContext } from 'inversify';
import { MESSAGING_AND_ACCOUNT_TOKENS } from '../../adapters/container/messaging-and-account.tokens';
import { TOKENS } from '../../adapters/container/tokens';
import { MESSAGING_AND_ACCOUNT_STORE_DEPENDENCIES } from '../stores/messaging-and-account/messaging-and-account.store-tokens';
import type { MessagingAndAccountUseCases } from '../stores/messaging-and-account/messaging-and-account-use-cases';
import { STORE_TOKENS } from '../stores/store-tokens';

/** Every messaging and account use case from the container (each loads its code on first use). */
const useCasesOf = (c: ResolutionContext): MessagingAndAccountUseCases => {
  const get = <K extends keyof typeof MESSAGING_AND_ACCOUNT_TOKENS>(name: K) => c.get(MESSAGING_AND_ACCOUNT_TOKENS[name]);
  return {
    listChats: get('listChats'),
    loadChatThread: get('loadChatThread'),
    sendChatMessage: get('sendChatMessage'),
    sendChatFile: get('sendChatFile'),
    downloadChatFile: get('downloadChatFile'),
    markChatRead: get('markChatRead'),
    loadUnreadCounts: get('loadUnreadCounts'),
    askQuestion: get('askQuestion'),
    watchLiveUpdates: get('watchLiveUpdates'),
    updateContactDetails: get('updateContactDetails'),
    updatePersonalDetails: get('updatePersonalDetails'),
    listServedStates: get('listServedStates'),
    verifyShippingAddress: get('verifyShippingAddress'),
    saveShippingAddress: get('saveShippingAddress'),
    uploadAvatar: get('uploadAvatar'),
    loadAvatar: get('loadAvatar'),
    changePassword: get('changePassword'),
    saveNotificationSettings: get('saveNotificationSettings'),
    loadDoctorProfile: get('loadDoctorProfile'),
  };
};

/**
 * Doctor messaging, Account Info, Settings and doctors' profiles: what their stores are built from. The
 * stores are built where they are used (ui/stores/messaging-and-account/messaging-and-account-stores.ts,
 * reached through useMessagingAndAccountStores), so the first download carries none of their code.
 */
export const messagingAndAccountStoresModule = new ContainerModule(({ bind }) => {
  bind(MESSAGING_AND_ACCOUNT_STORE_DEPENDENCIES)
    .toDynamicValue((c) => ({
      useCases: useCasesOf(c),
      loadCurrentUser: c.get(TOKENS.loadCurrentUser),
      session: c.get(STORE_TOKENS.session),
    }))
    .inSingletonScope();
});
