import { readFileSync } from 'node:fs';
import type { components } from '../../openapi/patient-api';
import { US_STATES } from './us-states';

interface ZipData {
  /** state → city → space-separated ZIP codes */
  readonly cities: Record<StateCode, Record<string, string>>;
  /** state → space-separated three-digit prefixes and prefix ranges ('100-149') */
  readonly prefixes: Record<StateCode, string>;
}

export type ZipPlace = components['schemas']['ZipCodePlace'];
type StateCode = ZipPlace['state'];

const data = JSON.parse(readFileSync(new URL('./data/us-zip-codes.json', import.meta.url), 'utf8')) as ZipData;

const placeByZip = new Map<string, { city: string; state: StateCode }>();
for (const [state, cities] of Object.entries(data.cities) as [StateCode, Record<string, string>][]) {
  for (const [city, zipCodes] of Object.entries(cities)) {
    for (const zipCode of zipCodes.split(' ')) placeByZip.set(zipCode, { city, state });
  }
}

const stateByPrefix = new Map<string, StateCode>();
for (const [state, ranges] of Object.entries(data.prefixes) as [StateCode, string][]) {
  for (const range of ranges.split(' ')) {
    const [from, to = from] = range.split('-').map(Number) as [number, number?];
    for (let prefix = from; prefix <= to; prefix += 1) stateByPrefix.set(String(prefix).padStart(3, '0'), state);
  }
}

/** The city and state of a five-digit ZIP code; the state alone for a ZIP code outside the list. */
export const lookupZipCode = (zipCode: string): ZipPlace | null => {
  const place = placeByZip.get(zipCode);
  const state = place?.state ?? stateByPrefix.get(zipCode.slice(0, 3));
  if (!state) return null;
  return { zipCode, city: place?.city ?? null, state, stateName: US_STATES[state] ?? state };
};
