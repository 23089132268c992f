import { describe, expect, it } from 'vitest';
import { STREET_SEGMENTS } from './data/us-streets';
import { US_STATES } from './us-states';
import { lookupZipCode } from './zip-directory';

describe('the offline address data', () => {
  it('places every street block in a ZIP code of its own city and state', () => {
    for (const segment of STREET_SEGMENTS) {
      expect(lookupZipCode(segment.zipCode), `${segment.street} ${segment.zipCode}`).toMatchObject({ city: segment.city, state: segment.state });
      expect(segment.from).toBeLessThanOrEqual(segment.to);
    }
  });

  it('never gives one house number of a street two ZIP codes', () => {
    for (const a of STREET_SEGMENTS) {
      const overlapping = STREET_SEGMENTS.filter(
        (b) => b !== a && b.street === a.street && b.city === a.city && b.state === a.state && b.from <= a.to && a.from <= b.to,
      );
      expect(overlapping, `${a.street}, ${a.city}`).toEqual([]);
    }
  });

  it('knows a city for a ZIP code of every state and territory, and a state for any used prefix', () => {
    const known = [
      '35203',
      '99501',
      '85001',
      '72201',
      '94105',
      '80202',
      '06103',
      '19801',
      '20001',
      '33131',
      '30303',
      '96813',
      '83702',
      '60601',
      '46204',
      '50309',
      '66101',
      '40202',
      '70112',
      '04101',
      '21201',
      '02116',
      '48201',
      '55401',
      '39201',
      '63101',
      '59101',
      '68102',
      '89101',
      '03101',
      '07102',
      '87101',
      '10001',
      '27601',
      '58102',
      '43215',
      '73102',
      '97201',
      '19103',
      '02903',
      '29201',
      '57104',
      '37201',
      '75201',
      '84101',
      '05401',
      '23219',
      '98101',
      '25301',
      '53202',
      '82001',
      '00901',
      '96910',
      '00801',
    ];
    const states = new Set(known.map((zipCode) => lookupZipCode(zipCode)?.state));
    expect(states.size).toBe(known.length);
    expect(known.every((zipCode) => lookupZipCode(zipCode)?.city)).toBe(true);
    expect(Object.keys(US_STATES).filter((code) => !states.has(code as never))).toEqual(['AS', 'MP']);
    expect(lookupZipCode('99999')).toMatchObject({ state: 'AK', city: null });
  });
});
