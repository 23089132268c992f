import type { KeyValueStoragePort } from '../../application/ports/key-value-storage.port';
import { chooseLanguage, SOURCE_LANGUAGE, type Language } from '../../domain/language/language';
import { APP_STORAGE_KEYS } from '../../domain/session/app-storage-keys';
import { loadTranslator } from './catalogue';
import { showLanguage } from './translate';

/** Where the chosen language is remembered on this device: the key holds 'en' or 'es', nothing else. */
type LanguageMemory = Pick<KeyValueStoragePort, 'get' | 'set'>;

let memory: LanguageMemory | null = null;
let latest: Language = SOURCE_LANGUAGE;

/** Shows the app in a language: its translator loaded, `<html lang>` set, the choice remembered. */
export const switchLanguage = async (language: Language): Promise<void> => {
  latest = language;
  const translator = await loadTranslator(language);
  // A later choice made while this one's chunk was on its way wins.
  if (latest !== language) return;
  showLanguage(language, translator);
  document.documentElement.lang = language;
  memory?.set(APP_STORAGE_KEYS.language, language);
};

/** The first language: the one chosen on this device, else the browser's first the app speaks. */
export const startLanguage = async (storage: LanguageMemory, preferred: readonly string[]): Promise<void> => {
  memory = storage;
  const language = chooseLanguage(storage.get(APP_STORAGE_KEYS.language), preferred);
  if (language !== SOURCE_LANGUAGE) await switchLanguage(language);
};
