import type { components } from '../../openapi/patient-api';
import { STREET_SEGMENTS, type StreetSegment } from './data/us-streets';
import { formatStreetName, parseStreetLine, parseStreetName, type StreetName } from './street-names';

type Schemas = components['schemas'];
export type AddressCandidate = Schemas['AddressCandidate'];
export type AddressVerificationRequest = Schemas['AddressVerificationRequest'];
type MatchCode = Schemas['AddressMatchCode'];

const MATCH_DESCRIPTIONS: Readonly<Record<MatchCode, string>> = {
  Y: 'Confirmed: the address is deliverable as shown.',
  S: 'Confirmed without the unit: this building has no apartments or suites.',
  D: 'The street address is confirmed, but the building needs an apartment or suite number.',
  N: 'The address could not be confirmed.',
};

const PARSED_SEGMENTS = STREET_SEGMENTS.map((segment) => ({ segment, name: parseStreetName(segment.street) }));

const editDistance = (a: string, b: string): number => {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
};

/**
 * How well a typed street names a known one: 3 exactly, 2 when the patient left out a direction or the
 * suffix ('Colfax Ave' for 'E Colfax Ave'), 1 for a small typo; 0 when a part contradicts it.
 */
const streetScore = (typed: StreetName, known: StreetName): number => {
  const sameName = typed.name === known.name;
  const typo = !sameName && typed.name.length >= 5 && editDistance(typed.name, known.name) <= (typed.name.length >= 8 ? 2 : 1);
  if (!sameName && !typo) return 0;
  const parts = ['pre', 'suffix', 'post'] as const;
  if (parts.some((part) => typed[part] !== null && typed[part] !== known[part])) return 0;
  if (typo) return 1;
  return parts.every((part) => typed[part] === known[part]) ? 3 : 2;
};

const sameText = (a: string | undefined, b: string): boolean => a?.trim().toLowerCase() === b.toLowerCase();

const confirmed = (segment: StreetSegment, number: number, secondary: string | null): Omit<AddressCandidate, 'candidateIndex'> => {
  const matchCode: MatchCode = segment.units === 'required' && !secondary ? 'D' : segment.units === 'none' && secondary ? 'S' : 'Y';
  return {
    address: `${number} ${segment.street}`,
    secondAddress: matchCode === 'S' ? null : secondary,
    city: segment.city,
    state: segment.state,
    zipCode: segment.zipCode,
    matchCode,
    matchDescription: MATCH_DESCRIPTIONS[matchCode],
  };
};

/**
 * Street validation of the local-mode address service: known streets whose block holds the house number,
 * narrowed by the state, ZIP code and city given (a wrong ZIP code is corrected rather than trusted), best
 * first. With `match: 'invalid'`, an address that cannot be confirmed comes back standardized with code N.
 */
export const verifyAddress = (request: AddressVerificationRequest): AddressCandidate[] => {
  const line = parseStreetLine(request.address, request.secondAddress);
  const zipCode = request.zipCode?.slice(0, 5);
  let found =
    line.number === null
      ? []
      : PARSED_SEGMENTS.map(({ segment, name }) => ({ segment, score: streetScore(line.street, name) })).filter(
          ({ segment, score }) => score > 0 && segment.from <= (line.number ?? 0) && (line.number ?? 0) <= segment.to,
        );
  if (request.state) found = found.filter(({ segment }) => segment.state === request.state);
  const inZip = found.filter(({ segment }) => segment.zipCode === zipCode);
  const inCity = found.filter(({ segment }) => sameText(request.city, segment.city));
  if (inZip.length > 0) found = inZip;
  else if (inCity.length > 0) found = inCity;
  const limit = request.candidates ?? 1;
  const candidates = found
    .sort((a, b) => b.score - a.score || a.segment.street.localeCompare(b.segment.street) || a.segment.zipCode.localeCompare(b.segment.zipCode))
    .slice(0, limit)
    .map(({ segment }, candidateIndex) => ({ candidateIndex, ...confirmed(segment, line.number ?? 0, line.secondary) }));
  if (candidates.length > 0 || request.match !== 'invalid') return candidates;
  const street = formatStreetName(line.street);
  return [
    {
      candidateIndex: 0,
      address: line.number === null ? street : `${line.number} ${street}`,
      secondAddress: line.secondary,
      city: request.city?.trim() ?? '',
      state: request.state ?? '',
      zipCode: zipCode ?? '',
      matchCode: 'N',
      matchDescription: MATCH_DESCRIPTIONS.N,
    },
  ];
};
