import { useSyncExternalStore } from 'react';
import type { Language } from '../../domain/language/language';
import { currentLanguage, onLanguageChange } from './translate';

/** The language the app shows, for a component that renders again when the patient switches (rendered to a string in tests, the same). */
export const useLanguage = (): Language => useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
