import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]ui[\\/]i18n[\\/]catalogs[\\/][a-z]{2}\.json$/;

/** A catalogue's messages compiled to Lingui's runtime form (an entry that does not parse fails the build). */
export const compileCatalogue = (source: string): string => {
  const messages = JSON.parse(source) as Record<string, string>;
  return JSON.stringify(Object.fromEntries(Object.entries(messages).map(([id, text]) => [id, compileMessageOrThrow(text)])));
};

/**
 * Compiles the translation catalogues (ui/i18n/catalogs/*.json) at build time, before Vite turns the JSON
 * into a module: the browser gets ready-to-interpolate messages and no ICU parser.
 */
export const linguiCatalogs = (): Plugin => ({
  name: 'lingui-catalogs',
  enforce: 'pre',
  transform(code, id) {
    return CATALOGUE.test(id) ? { code: compileCatalogue(code), map: null } : null;
  },
});
