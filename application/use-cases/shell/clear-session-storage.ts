import { APP_STORAGE_KEYS } from '../../../domain/session/app-storage-keys';
import type { KeyValueStoragePort } from '../../ports/key-value-storage.port';

/**
 * Clears local storage as signing out does (spec §2), but keeps the device's language: the next person
 * to sign in here sees the language chosen last, and the key holds no health data.
 */
export const clearSessionStorage = (storage: KeyValueStoragePort): void => {
  const language = storage.get(APP_STORAGE_KEYS.language);
  storage.clear();
  if (language !== null) storage.set(APP_STORAGE_KEYS.language, language);
};
