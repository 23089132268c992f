import type { Language } from '../../domain/language/language';
import { fillPlaceholders } from './fill-placeholders';
import type { Translator } from './translate';

/**
 * A language's translator. English needs neither catalogue nor Lingui: its messages are the sources in the
 * code, so the first visit of an English reader downloads neither. Another language's comes in one chunk
 * loaded when it is chosen: Lingui's runtime with that language's compiled catalogue (spanish.ts).
 */
export const loadTranslator = async (language: Language): Promise<Translator> => {
  if (language === 'en') return fillPlaceholders;
  return (await import('./spanish')).spanishTranslator();
};
