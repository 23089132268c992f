/**
 * Text Postgres cannot store: U+0000 (refused by text and jsonb) and a UTF-16 surrogate without its pair
 * (no UTF-8 encoding exists for it). JSON escapes (`\u0000`, `\ud800`) and percent-encoding (`%00`) let
 * a caller send both; refused here, they never reach a query as a 500.
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A key is named with its unstorable characters shown as '?', so the answer never echoes them. */
const shown = (key: string): string => key.replace(new RegExp(UNSTORABLE.source, 'g'), '?');

export const UNSTORABLE_TEXT = 'contains a character that cannot be stored (a NUL or an unpaired surrogate)';

/** The dotted path of the first string or key holding unstorable text ('' for the value itself), or null. */
export const findUnstorableText = (value: unknown, path = ''): string | null => {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${shown(key)}` : shown(key);
    if (UNSTORABLE.test(key)) return at;
    const found = findUnstorableText(item, at);
    if (found !== null) return found;
  }
  return null;
};
