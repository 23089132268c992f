import type { components } from '../../../openapi/patient-api';

/**
 * A block of a street in one ZIP code. `units`: whether its buildings have apartments or suites
 * ('required': apartment and condo towers, where mail needs the unit; 'none': buildings without units;
 * 'optional': either).
 */
export interface StreetSegment {
  readonly street: string;
  readonly city: string;
  readonly state: components['schemas']['UsStateCode'];
  readonly zipCode: string;
  readonly from: number;
  readonly to: number;
  readonly units: 'required' | 'none' | 'optional';
}

type Row = readonly [street: string, zipCode: string, from: number, to: number, units?: StreetSegment['units']];

/**
 * Real streets of a few cities, for the local-mode address service. The house-number ranges per ZIP code
 * are close to reality but not USPS data: enough to try suggestions, validation, a missing apartment and
 * an ambiguous street (East and West Colfax Ave; Market St in San Francisco and in Denver).
 */
const CITIES: readonly { readonly city: string; readonly state: StreetSegment['state']; readonly rows: readonly Row[] }[] = [
  {
    city: 'Denver',
    state: 'CO',
    rows: [
      ['E Colfax Ave', '80203', 1, 999],
      ['E Colfax Ave', '80218', 1000, 1999],
      ['E Colfax Ave', '80206', 2000, 3999],
      ['W Colfax Ave', '80204', 1, 1999],
      ['16th St', '80202', 1000, 1999, 'optional'],
      ['Larimer St', '80202', 1400, 1999],
      ['Market St', '80202', 1400, 1999, 'optional'],
    ],
  },
  {
    city: 'Austin',
    state: 'TX',
    rows: [
      ['Congress Ave', '78701', 100, 1999],
      ['S Congress Ave', '78704', 100, 2999],
      ['E 6th St', '78701', 100, 999, 'none'],
      ['W 6th St', '78701', 100, 1199],
    ],
  },
  {
    city: 'San Francisco',
    state: 'CA',
    rows: [
      ['Market St', '94105', 1, 399],
      ['Market St', '94103', 400, 1999],
      ['Mission St', '94105', 1, 699],
      ['Mission St', '94103', 700, 1999],
      ['Mission St', '94110', 2000, 3499, 'required'],
      ['Valencia St', '94110', 700, 1399, 'required'],
    ],
  },
  {
    city: 'Chicago',
    state: 'IL',
    rows: [
      ['N Michigan Ave', '60611', 400, 999],
      ['S Michigan Ave', '60605', 600, 1999],
      ['W Madison St', '60602', 1, 199],
      ['N Lake Shore Dr', '60611', 100, 999, 'required'],
    ],
  },
  {
    city: 'Springfield',
    state: 'IL',
    rows: [
      ['S 6th St', '62701', 100, 999],
      ['E Adams St', '62701', 100, 799, 'none'],
    ],
  },
  {
    city: 'Springfield',
    state: 'MA',
    rows: [
      ['Main St', '01103', 1000, 1999],
      ['State St', '01103', 1, 499],
    ],
  },
  {
    city: 'Seattle',
    state: 'WA',
    rows: [
      ['Pike St', '98101', 100, 999],
      ['Pine St', '98101', 100, 999],
      ['1st Ave', '98104', 100, 999],
    ],
  },
  {
    city: 'New York',
    state: 'NY',
    rows: [
      ['Broadway', '10012', 400, 699, 'required'],
      ['Broadway', '10003', 700, 899, 'required'],
      ['W 34th St', '10001', 1, 499],
      ['E 14th St', '10003', 1, 299, 'required'],
    ],
  },
  {
    city: 'Atlanta',
    state: 'GA',
    rows: [
      ['Peachtree St NE', '30303', 1, 299],
      ['Peachtree St NE', '30308', 300, 999],
      ['Peachtree St SW', '30303', 1, 199],
    ],
  },
  {
    city: 'Miami',
    state: 'FL',
    rows: [
      ['Brickell Ave', '33131', 500, 1499, 'required'],
      ['Biscayne Blvd', '33132', 100, 999],
    ],
  },
  {
    city: 'Boston',
    state: 'MA',
    rows: [
      ['Boylston St', '02116', 1, 999],
      ['Newbury St', '02116', 1, 399],
      ['Commonwealth Ave', '02116', 1, 499, 'required'],
    ],
  },
  {
    city: 'Washington',
    state: 'DC',
    rows: [
      ['Pennsylvania Ave NW', '20004', 300, 1299],
      ['K St NW', '20005', 1000, 1499],
      ['Connecticut Ave NW', '20036', 1000, 1999],
    ],
  },
];

export const STREET_SEGMENTS: readonly StreetSegment[] = CITIES.flatMap(({ city, state, rows }) =>
  rows.map(([street, zipCode, from, to, units]) => ({ street, city, state, zipCode, from, to, units: units ?? 'optional' })),
);
