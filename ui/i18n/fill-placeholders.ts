/** The values a message's `{name}` placeholders take. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * An English source message with its `{name}` placeholders filled (a placeholder without a value left
 * empty, as Lingui does): all English needs, since its messages are the sources in the code.
 */
export const fillPlaceholders = (source: string, values?: MessageValues): string =>
  source.replace(/\{(\w+)\}/g, (_placeholder, name: string) => String(values?.[name] ?? ''));
