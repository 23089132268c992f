import { SOURCE_LANGUAGE, type Language } from '../../domain/language/language';
import { fillPlaceholders, type MessageValues } from './fill-placeholders';

export type { MessageValues } from './fill-placeholders';

/** An English source message (and its placeholders' values) in one language. */
export type Translator = (source: string, values?: MessageValues) => string;

// English from the start, with no catalogue and no Lingui: its messages are the sources in the code, so
// its translator only fills their placeholders. Another language's translator (Lingui's runtime with that
// language's catalogue) is loaded with its catalogue when chosen (language.ts, catalogue.ts).
let shown: Language = SOURCE_LANGUAGE;
let translator: Translator = fillPlaceholders;
const listeners = new Set<() => void>();

/** An English source message in the current language (the source itself where a catalogue lacks it). */
export const translate: Translator = (source, values) => translator(source, values);

/** The language the app shows now. */
export const currentLanguage = (): Language => shown;

/** Calls back whenever the language changes; answers the unsubscription. */
export const onLanguageChange = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Shows the app in a language, worded by its translator; every screen that translates draws again. */
export const showLanguage = (language: Language, languageTranslator: Translator): void => {
  shown = language;
  translator = languageTranslator;
  for (const listener of [...listeners]) listener();
};
