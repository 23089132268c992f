import { useEffect } from 'react';
import { APP_STORAGE_KEYS } from '../../../domain/session/app-storage-keys';
import type { UnreadMessagesStore } from '../../stores/shell/unread-messages.store';

/**
 * Keeps Doctor Messaging's badge in step with the patient's other tabs: a chat read there leaves its time in
 * local storage (MarkChatReadUseCase), and this tab reads its counts again from the server.
 */
export const useUnreadAcrossTabs = (unreadMessages: UnreadMessagesStore): void => {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.storageArea === window.localStorage && event.key === APP_STORAGE_KEYS.chatsReadAt && event.newValue !== null) void unreadMessages.refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [unreadMessages]);
};
