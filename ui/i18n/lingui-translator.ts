import { setupI18n, type Messages } from '@lingui/core';
import type { Language } from '../../domain/language/language';
import { compilePlaceholders } from './compile-placeholders';
import type { Translator } from './translate';

/**
 * Lingui's runtime over one language's catalogue (compiled at build time, scripts/lingui-catalogs.ts); a
 * message the catalogue lacks shows its English source, compiled by the small placeholder compiler.
 */
export const linguiTranslator = (language: Language, messages: Messages): Translator => {
  const i18n = setupI18n();
  i18n.setMessagesCompiler(compilePlaceholders);
  i18n.loadAndActivate({ locale: language, messages });
  return (source, values) => i18n._(source, values);
};
