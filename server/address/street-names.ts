/** Street lines standardized the way US mail writes them (USPS Publication 28 abbreviations). */

const SUFFIXES: Readonly<Record<string, string>> = {
  STREET: 'ST',
  STR: 'ST',
  ST: 'ST',
  AVENUE: 'AVE',
  AVE: 'AVE',
  AV: 'AVE',
  BOULEVARD: 'BLVD',
  BLVD: 'BLVD',
  ROAD: 'RD',
  RD: 'RD',
  DRIVE: 'DR',
  DR: 'DR',
  LANE: 'LN',
  LN: 'LN',
  PLACE: 'PL',
  PL: 'PL',
  COURT: 'CT',
  CT: 'CT',
  PARKWAY: 'PKWY',
  PKWY: 'PKWY',
  HIGHWAY: 'HWY',
  HWY: 'HWY',
  TERRACE: 'TER',
  TER: 'TER',
  CIRCLE: 'CIR',
  CIR: 'CIR',
  SQUARE: 'SQ',
  SQ: 'SQ',
  WAY: 'WAY',
};

const DIRECTIONS: Readonly<Record<string, string>> = {
  NORTH: 'N',
  N: 'N',
  SOUTH: 'S',
  S: 'S',
  EAST: 'E',
  E: 'E',
  WEST: 'W',
  W: 'W',
  NORTHEAST: 'NE',
  NE: 'NE',
  NORTHWEST: 'NW',
  NW: 'NW',
  SOUTHEAST: 'SE',
  SE: 'SE',
  SOUTHWEST: 'SW',
  SW: 'SW',
};

const ORDINAL_WORDS: Readonly<Record<string, string>> = {
  FIRST: '1ST',
  SECOND: '2ND',
  THIRD: '3RD',
  FOURTH: '4TH',
  FIFTH: '5TH',
  SIXTH: '6TH',
  SEVENTH: '7TH',
  EIGHTH: '8TH',
  NINTH: '9TH',
  TENTH: '10TH',
};

const SECONDARY_DESIGNATORS: Readonly<Record<string, string>> = {
  APT: 'Apt',
  APARTMENT: 'Apt',
  UNIT: 'Unit',
  STE: 'Ste',
  SUITE: 'Ste',
  FL: 'Fl',
  FLOOR: 'Fl',
  RM: 'Rm',
  ROOM: 'Rm',
  '#': '#',
};

export interface StreetName {
  readonly pre: string | null;
  readonly name: string;
  readonly suffix: string | null;
  readonly post: string | null;
}

export interface StreetLine {
  readonly number: number | null;
  readonly street: StreetName;
  readonly secondary: string | null;
}

const words = (text: string): string[] =>
  text
    .toUpperCase()
    .replace(/[.,]/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '');

/** Completed words in their standard form; a word still being typed is left alone. */
export const standardWord = (word: string): string => DIRECTIONS[word] ?? SUFFIXES[word] ?? ORDINAL_WORDS[word] ?? word;

/** Splits a street name into its pre-direction, name, suffix and post-direction. */
export const parseStreetName = (text: string): StreetName => {
  const parts = words(text);
  let pre: string | null = null;
  let suffix: string | null = null;
  let post: string | null = null;
  const first = parts[0];
  if (parts.length >= 2 && first && DIRECTIONS[first]) pre = DIRECTIONS[parts.shift() ?? ''] ?? null;
  const last = parts.at(-1);
  if (parts.length >= 2 && last && DIRECTIONS[last]) post = DIRECTIONS[parts.pop() ?? ''] ?? null;
  const beforePost = parts.at(-1);
  if (parts.length >= 2 && beforePost && SUFFIXES[beforePost]) suffix = SUFFIXES[parts.pop() ?? ''] ?? null;
  return { pre, name: parts.map((part) => ORDINAL_WORDS[part] ?? part).join(' '), suffix, post };
};

/** A unit as mail writes it: 'Apt 4B', 'Ste 200'; a bare '4B' becomes '# 4B'. */
export const standardSecondary = (text: string): string | null => {
  const parts = words(text.replace(/#/g, ' # '));
  if (parts.length === 0) return null;
  const designator = SECONDARY_DESIGNATORS[parts[0] ?? ''];
  if (designator && parts.length >= 2) return `${designator} ${parts.slice(1).join(' ')}`;
  return `# ${parts.filter((part) => part !== '#').join(' ')}`;
};

const SECONDARY_IN_LINE = /\s+((?:APT|APARTMENT|UNIT|STE|SUITE|FL|FLOOR|RM|ROOM)\.?\s+\S+|#\s*\S+)\s*$/i;

/** '1500 East Colfax Avenue Apt 4' → number 1500, street E / COLFAX / AVE, secondary 'Apt 4'. */
export const parseStreetLine = (line: string, secondAddress?: string): StreetLine => {
  let rest = line.trim();
  let secondary = secondAddress?.trim() ? standardSecondary(secondAddress) : null;
  const inLine = SECONDARY_IN_LINE.exec(rest);
  if (inLine?.[1]) {
    secondary ??= standardSecondary(inLine[1]);
    rest = rest.slice(0, inLine.index);
  }
  const numbered = /^(\d{1,6})[A-Za-z]?\s+(.+)$/.exec(rest);
  return {
    number: numbered ? Number(numbered[1]) : null,
    street: parseStreetName(numbered?.[2] ?? rest),
    secondary,
  };
};

const titleCase = (word: string): string => (/^\d/.test(word) ? word.toLowerCase() : word.charAt(0) + word.slice(1).toLowerCase());

/** The street as mail writes it: 'E Colfax Ave', 'Peachtree St NE'. */
export const formatStreetName = (street: StreetName): string =>
  [street.pre, street.name.split(' ').map(titleCase).join(' '), street.suffix && titleCase(street.suffix), street.post]
    .filter((part): part is string => Boolean(part))
    .join(' ');
