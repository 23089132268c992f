import { setupI18n, type Messages } from '@lingui/core';
import type { Language } from '../../domain/language/language';
import { builtMessageParts } from './built-message-parts';
import { compilePlaceholders } from './compile-placeholders';
import type { MessageValues, Translator } from './translate';

const NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * Lingui's runtime over one language's catalogue (compiled at build time, scripts/lingui-catalogs.ts); a
 * message the catalogue lacks shows its English source, compiled by the small placeholder compiler. A
 * message a rule built from values ('Enter 5 or more') is shown as its source's translation, its values
 * written the language's way: numbers by Intl, a field's name translated, a list joined with the language's 'or'.
 */
export const linguiTranslator = (language: Language, messages: Messages): Translator => {
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compilePlaceholders);
  i18n.loadAndActivate({ locale: language, messages });
  const numbers = new Intl.NumberFormat(`${language}-US`);
  const alternatives = new Intl.ListFormat(language, { type: 'disjunction' });
  const localNumbers = (values: MessageValues | undefined): MessageValues | undefined =>
    values && Object.fromEntries(Object.entries(values).map(([name, value]) => [name, typeof value === 'number' ? numbers.format(value) : value]));
  // A built message's values come back as the English text they were written in.
  const builtValue = (name: string, value: string): string => {
    if (NUMBER.test(value)) return numbers.format(Number(value));
    if (name === 'field') return translator(value);
    if (name === 'types') return alternatives.format(value.split(/, | or /));
    return value;
  };
  const translator: Translator = (source, values) => {
    const built = messages[source] === undefined ? builtMessageParts(source) : null;
    if (built === null) return i18n._(source, localNumbers(values));
    return i18n._(built.source, Object.fromEntries(Object.entries(built.values).map(([name, value]) => [name, builtValue(name, value)])));
  };
  return translator;
};
