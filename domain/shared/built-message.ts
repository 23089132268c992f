import type { BuiltMessageSource } from './built-messages';

/**
 * A message a rule builds from values (one of BUILT_MESSAGES), in English: its source with each
 * placeholder's value. Screens and the CLI show it as it is in English; another language's screen
 * translates it from its source.
 */
export const builtMessage = (source: BuiltMessageSource, values: Readonly<Record<string, string | number>>): string =>
  source.replace(/\{(\w+)\}/g, (_placeholder, name: string) => String(values[name]));
