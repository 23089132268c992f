import type { ServiceIdentifier } from 'inversify';
import type { LiveConnectionPort } from '../../application/ports/live-connection.port';
import type { MessagingAndAccountUseCases } from './messaging-and-account.wiring';

const token = <K extends keyof MessagingAndAccountUseCases>(name: K): ServiceIdentifier<MessagingAndAccountUseCases[K]> =>
  Symbol.for(`vireo.messaging-and-account.${name}`) as ServiceIdentifier<MessagingAndAccountUseCases[K]>;

/** Doctor messaging, the live connection, the account (profile, settings, password) and doctors' profiles. */
export const MESSAGING_AND_ACCOUNT_TOKENS: { readonly [K in keyof MessagingAndAccountUseCases]: ServiceIdentifier<MessagingAndAccountUseCases[K]> } = {
  listChats: token('listChats'),
  loadChatThread: token('loadChatThread'),
  sendChatMessage: token('sendChatMessage'),
  sendChatFile: token('sendChatFile'),
  downloadChatFile: token('downloadChatFile'),
  markChatRead: token('markChatRead'),
  loadUnreadCounts: token('loadUnreadCounts'),
  askQuestion: token('askQuestion'),
  watchLiveUpdates: token('watchLiveUpdates'),
  updateContactDetails: token('updateContactDetails'),
  updatePersonalDetails: token('updatePersonalDetails'),
  listServedStates: token('listServedStates'),
  verifyShippingAddress: token('verifyShippingAddress'),
  saveShippingAddress: token('saveShippingAddress'),
  uploadAvatar: token('uploadAvatar'),
  loadAvatar: token('loadAvatar'),
  changePassword: token('changePassword'),
  saveNotificationSettings: token('saveNotificationSettings'),
  loadDoctorProfile: token('loadDoctorProfile'),
};

/**
 * The page's one live connection: every part of the app that listens (chat, unread counter, bell) takes
 * it from here, so they share a single socket. Its adapter loads on the first listener.
 */
export const LIVE_CONNECTION_TOKEN = Symbol.for('vireo.messaging-and-account.liveConnection') as ServiceIdentifier<LiveConnectionPort>;
