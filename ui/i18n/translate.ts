import { i18n } from '@lingui/core';
import { SOURCE_LANGUAGE, type Language } from '../../domain/language/language';
import { compilePlaceholders } from './compile-placeholders';

i18n.setMessagesCompiler(compilePlaceholders);
// English from the start, with no catalogue: its messages are the sources in the code.
i18n.loadAndActivate({ locale: SOURCE_LANGUAGE, messages: {} });

/** The values a message's `{name}` placeholders take. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** An English source message in the current language (the source itself where a catalogue lacks it). */
export const translate = (source: string, values?: MessageValues): string => i18n._(source, values);

/** The language the app shows now. */
export const currentLanguage = (): Language => i18n.locale as Language;

/** Calls back whenever the language changes; answers the unsubscription. */
export const onLanguageChange = (listener: () => void): (() => void) => i18n.on('change', listener);
