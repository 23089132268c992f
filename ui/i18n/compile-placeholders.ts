import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

/**
 * Compiles an English source message in the browser: the app's sources use only `{name}` placeholders,
 * so this stands in for Lingui's ICU compiler (kilobytes of parser on the first load). Catalogues of other
 * languages are compiled at build time (scripts/lingui-catalogs.ts) and never reach it.
 */
export const compilePlaceholders = (message: string): CompiledMessage =>
  message
    .split(/\{(\w+)\}/)
    .map((part, index) => (index % 2 === 1 ? [part] : part))
    .filter((part) => part !== '') as CompiledMessage;
