import type { Language } from '../../domain/language/language';

/** Each language named in itself, so a reader finds their own whatever language the page is in. */
export const NATIVE_NAMES: Readonly<Record<Language, string>> = { en: 'English', es: 'Español' };
