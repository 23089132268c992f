/** The languages the app speaks to a patient; English is the source every other is translated from. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SOURCE_LANGUAGE: Language = 'en';

/** The app's language of a BCP 47 tag (`es-US` is Spanish), or null when the app does not speak it. */
export const languageOfTag = (tag: string): Language | null => {
  const primary = tag.trim().toLowerCase().split(/[-_]/, 1)[0];
  return LANGUAGES.find((language) => language === primary) ?? null;
};

/**
 * The language to show: the one the patient chose on this device, else the first of the browser's
 * preferred languages the app speaks, else English.
 */
export const chooseLanguage = (chosen: string | null, preferred: readonly string[]): Language =>
  (chosen === null ? null : languageOfTag(chosen)) ?? preferred.map(languageOfTag).find((language) => language !== null) ?? SOURCE_LANGUAGE;
