/** The languages the reference backend writes patient-facing texts in; English is the source of every text. */
export type AnswerLanguage = 'en' | 'es';

/**
 * The language of an answer from the `lang` query parameter (a BCP 47 tag the contract has checked):
 * Spanish for any `es` tag (es, es-US, es-419), English for none and for every language it does not have.
 */
export const answerLanguage = (lang: string | undefined): AnswerLanguage => (lang?.split('-')[0]?.toLowerCase() === 'es' ? 'es' : 'en');

/**
 * Translations keyed by the English text itself, not by an id: when the English of a question changes, its
 * old translation no longer matches, so the patient reads the new English rather than an outdated
 * translation, and the completeness tests name the text to translate again.
 */
export type Phrasebook = Readonly<Record<string, string>>;

/** The text in the phrasebook's language, or the English when it has none (never an empty text). */
export const translate = (english: string, phrasebook: Phrasebook): string => {
  const translated = Object.hasOwn(phrasebook, english) ? phrasebook[english] : undefined;
  return translated?.trim() ? translated : english;
};
