import { BUILT_MESSAGES } from '../../domain/shared/built-messages';

/** A built message taken apart: its English source and the values its placeholders were given. */
export interface BuiltMessageParts {
  readonly source: string;
  readonly values: Readonly<Record<string, string>>;
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const PATTERNS = BUILT_MESSAGES.map((source) => ({
  source,
  names: [...source.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string),
  pattern: new RegExp(
    `^${source
      .split(/\{\w+\}/)
      .map(escaped)
      .join('(.+?)')}$`,
  ),
}));

/** The source and values of a message a rule built (domain/shared/built-message.ts), or null for any other text. */
export const builtMessageParts = (message: string): BuiltMessageParts | null => {
  for (const { source, names, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { source, values: Object.fromEntries(names.map((name, index) => [name, match[index + 1] as string])) };
  }
  return null;
};
