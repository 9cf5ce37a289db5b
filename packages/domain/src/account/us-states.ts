/** The 50 states and Washington D.C. (docs/product/accounts.md#field-rules), by their two-letter postal codes. */
export const US_STATES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** Other full names people write for Washington D.C. */
const OTHER_NAMES: Readonly<Record<string, string>> = { 'washington dc': 'DC', 'washington d.c.': 'DC', 'washington d. c.': 'DC' };

const byName = new Map<string, string>([...Object.entries(US_STATES).map(([code, name]): [string, string] => [name.toLowerCase(), code]), ...Object.entries(OTHER_NAMES)]);

/**
 * The two-letter code of a state written as its code (any case, 'ma') or, with 4 or more
 * characters, its full name (any case, spaces collapsed: 'new  york'); null for anything else,
 * so text of 1 or 3 characters is never a state.
 */
export function stateCode(text: string): string | null {
  const value = text.trim().replace(/\s+/g, ' ');
  if (value.length === 2) {
    const code = value.toUpperCase();
    return code in US_STATES ? code : null;
  }
  if (value.length < 4) return null;
  return byName.get(value.toLowerCase()) ?? null;
}
