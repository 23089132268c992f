import type { components } from '../../openapi/patient-api';
import { STREET_SEGMENTS } from './data/us-streets';
import { standardWord } from './street-names';

export type AddressSuggestion = components['schemas']['AddressSuggestion'];

const upper = (text: string): string => text.toUpperCase().replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();

/** Each segment under the names a patient may start typing: the whole street, or without its direction. */
const SEARCHABLE = STREET_SEGMENTS.map((segment) => {
  const full = upper(segment.street);
  const withoutDirection = full.replace(/^(N|S|E|W|NE|NW|SE|SW) /, '');
  return { segment, full, withoutDirection };
});

/**
 * Autocomplete of the local-mode address service: `search` is what the patient has typed of the street
 * line, a house number and the start of the street name ('1500 east colf'). Completed words count in
 * their standard form (East → E, Avenue → Ave); the word being typed is a prefix.
 */
export const suggestAddresses = (search: string, preferredState: string | undefined, limit: number): AddressSuggestion[] => {
  const numbered = /^\s*(\d{1,6})(?:\s+(.*))?$/.exec(search);
  const number = numbered ? Number(numbered[1]) : null;
  const words = upper(numbered ? (numbered[2] ?? '') : search)
    .split(' ')
    .filter(Boolean);
  const typingLastWord = !/\s$/.test(search);
  const typed = words.map((word, index) => (typingLastWord && index === words.length - 1 ? word : standardWord(word))).join(' ');
  if (typed === '') return [];
  const seen = new Set<string>();
  return SEARCHABLE.flatMap(({ segment, full, withoutDirection }) => {
    const exact = full.startsWith(typed);
    if (!exact && !withoutDirection.startsWith(typed)) return [];
    if (number !== null && (number < segment.from || number > segment.to)) return [];
    const address = number === null ? segment.street : `${number} ${segment.street}`;
    const text = `${address}, ${segment.city}, ${segment.state} ${segment.zipCode}`;
    if (seen.has(text)) return [];
    seen.add(text);
    const rank = (segment.state === preferredState ? 0 : 2) + (exact ? 0 : 1);
    return [{ rank, suggestion: { text, address, city: segment.city, state: segment.state, zipCode: segment.zipCode } }];
  })
    .sort((a, b) => a.rank - b.rank || a.suggestion.text.localeCompare(b.suggestion.text))
    .slice(0, limit)
    .map(({ suggestion }) => suggestion);
};
