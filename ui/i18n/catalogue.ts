import type { Messages } from '@lingui/core';
import type { Language } from '../../domain/language/language';

/**
 * A language's messages, each language its own chunk loaded when chosen. English has none: its messages
 * are the sources in the code, so the first visit of an English reader downloads no catalogue.
 */
export const loadCatalogue = async (language: Language): Promise<Messages> => {
  if (language === 'en') return {};
  return (await import('./catalogs/es.json')).default as Messages;
};
