/**
 * US states and territories to two-letter codes (spec §3): the 50 states, the District of Columbia, and
 * the inhabited territories Puerto Rico, Guam, the U.S. Virgin Islands, American Samoa and the Northern
 * Mariana Islands, with USPS codes.
 */
export const US_STATE_CODES: Readonly<Record<string, string>> = {
  Alabama: 'AL',
  Alaska: 'AK',
  Arizona: 'AZ',
  Arkansas: 'AR',
  California: 'CA',
  Colorado: 'CO',
  Connecticut: 'CT',
  Delaware: 'DE',
  Florida: 'FL',
  Georgia: 'GA',
  Hawaii: 'HI',
  Idaho: 'ID',
  Illinois: 'IL',
  Indiana: 'IN',
  Iowa: 'IA',
  Kansas: 'KS',
  Kentucky: 'KY',
  Louisiana: 'LA',
  Maine: 'ME',
  Maryland: 'MD',
  Massachusetts: 'MA',
  Michigan: 'MI',
  Minnesota: 'MN',
  Mississippi: 'MS',
  Missouri: 'MO',
  Montana: 'MT',
  Nebraska: 'NE',
  Nevada: 'NV',
  'New Hampshire': 'NH',
  'New Jersey': 'NJ',
  'New Mexico': 'NM',
  'New York': 'NY',
  'North Carolina': 'NC',
  'North Dakota': 'ND',
  Ohio: 'OH',
  Oklahoma: 'OK',
  Oregon: 'OR',
  Pennsylvania: 'PA',
  'Rhode Island': 'RI',
  'South Carolina': 'SC',
  'South Dakota': 'SD',
  Tennessee: 'TN',
  Texas: 'TX',
  Utah: 'UT',
  Vermont: 'VT',
  Virginia: 'VA',
  Washington: 'WA',
  'West Virginia': 'WV',
  Wisconsin: 'WI',
  Wyoming: 'WY',
  'District of Columbia': 'DC',
  'Puerto Rico': 'PR',
  Guam: 'GU',
  'U.S. Virgin Islands': 'VI',
  'American Samoa': 'AS',
  'Northern Mariana Islands': 'MP',
};

/** Case and spacing as people type them: trimmed, single spaces, lower case. */
const typedName = (text: string): string => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** The code of a state or territory name, ignoring case and extra spaces; null for anything else. */
export const stateCode = (name: string): string | null => {
  const wanted = typedName(name);
  return Object.entries(US_STATE_CODES).find(([listedName]) => listedName.toLowerCase() === wanted)?.[1] ?? null;
};

/** The name of a two-letter code, ignoring case; null for anything else. */
export const stateName = (code: string): string | null => {
  const wanted = code.trim().toUpperCase();
  return Object.entries(US_STATE_CODES).find(([, listedCode]) => listedCode === wanted)?.[0] ?? null;
};
