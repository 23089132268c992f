/**
 * Chat text is shown as text (spec: never as HTML). The only thing made clickable is a web address
 * written out with http:// or https://; javascript:, data: and every other scheme stay plain text, so a
 * message can never run script or open a payload when a patient clicks it.
 */
export type MessagePart = { readonly kind: 'text'; readonly text: string } | { readonly kind: 'link'; readonly text: string; readonly href: string };

/** A candidate: http(s):// then anything up to white space or a character that cannot end a pasted address. */
const CANDIDATE = /https?:\/\/[^\s<>"'`]+/giu;
/** Sentence punctuation after an address belongs to the sentence: 'see https://a.example/x.' (trimEnd repeats). */
const TRAILING_PUNCTUATION = /[.,;:!?]$/u;

/** Drops trailing punctuation and a closing bracket that closes nothing inside the address. */
const trimEnd = (candidate: string): string => {
  let text = candidate;
  for (;;) {
    const withoutPunctuation = text.replace(TRAILING_PUNCTUATION, '');
    const last = withoutPunctuation.slice(-1);
    const opener = last === ')' ? '(' : last === ']' ? '[' : null;
    const unbalanced = opener !== null && withoutPunctuation.split(opener).length - 1 < withoutPunctuation.split(last).length - 1;
    const next = unbalanced ? withoutPunctuation.slice(0, -1) : withoutPunctuation;
    if (next === text) return text;
    text = next;
  }
};

/** The address to link to, or null: only http(s) (the URL parser refuses them without a host), normalised. */
export const safeWebHref = (text: string): string | null => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  return url.href;
};

/**
 * An address only starts a link at the start of the text or after a character that is not part of a word
 * (at the start, charAt(-1) is '').
 */
const startsWord = (text: string, index: number): boolean => !/[\p{L}\p{N}_]/u.test(text.charAt(index - 1));

/**
 * The message split into text and link parts, in order; joining every part's text gives the message back
 * unchanged.
 */
export const splitMessageText = (message: string): readonly MessagePart[] => {
  const parts: MessagePart[] = [];
  let textStart = 0;
  for (const match of message.matchAll(CANDIDATE)) {
    const start = match.index;
    if (!startsWord(message, start)) continue;
    const text = trimEnd(match[0]);
    const href = safeWebHref(text);
    if (href === null) continue;
    if (start > textStart) parts.push({ kind: 'text', text: message.slice(textStart, start) });
    parts.push({ kind: 'link', text, href });
    textStart = start + text.length;
  }
  if (textStart < message.length) parts.push({ kind: 'text', text: message.slice(textStart) });
  return parts;
};
