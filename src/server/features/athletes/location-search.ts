// The athletes list's location filter (`q[athlete_search_eql]`). The web joins the chosen
// place's state, city, street and zip with commas (SPEC §7), e.g. 'KY, Lexington, , 40502';
// people also type 'Lexington, KY' or 'Kentucky'. The rule:
//   1. A part that is a 5-digit zip (optionally zip+4, optionally after a state code, as in
//      'KY 40502') wins: the filter is that zip alone, the most precise thing given.
//   2. Otherwise a part that is a 2-letter US state code, or else a full state name, is the
//      state; the first other part without digits (streets have numbers) and not a country
//      name is the city. Both compare case-insensitively; either may be missing.
//   3. Text with none of these (a lone street) filters nothing.

export type LocationSearch = { kind: 'zip'; zip: string } | { kind: 'place'; city?: string; state?: string };

// A Map, not an object: a search for "constructor" or "__proto__" must not find Object's own members.
const STATE_NAMES = new Map<string, string>(
  Object.entries({
    alabama: 'AL',
    alaska: 'AK',
    arizona: 'AZ',
    arkansas: 'AR',
    california: 'CA',
    colorado: 'CO',
    connecticut: 'CT',
    delaware: 'DE',
    'district of columbia': 'DC',
    florida: 'FL',
    georgia: 'GA',
    hawaii: 'HI',
    idaho: 'ID',
    illinois: 'IL',
    indiana: 'IN',
    iowa: 'IA',
    kansas: 'KS',
    kentucky: 'KY',
    louisiana: 'LA',
    maine: 'ME',
    maryland: 'MD',
    massachusetts: 'MA',
    michigan: 'MI',
    minnesota: 'MN',
    mississippi: 'MS',
    missouri: 'MO',
    montana: 'MT',
    nebraska: 'NE',
    nevada: 'NV',
    'new hampshire': 'NH',
    'new jersey': 'NJ',
    'new mexico': 'NM',
    'new york': 'NY',
    'north carolina': 'NC',
    'north dakota': 'ND',
    ohio: 'OH',
    oklahoma: 'OK',
    oregon: 'OR',
    pennsylvania: 'PA',
    'rhode island': 'RI',
    'south carolina': 'SC',
    'south dakota': 'SD',
    tennessee: 'TN',
    texas: 'TX',
    utah: 'UT',
    vermont: 'VT',
    virginia: 'VA',
    washington: 'WA',
    'west virginia': 'WV',
    wisconsin: 'WI',
    wyoming: 'WY',
    'puerto rico': 'PR',
  }),
);
const STATE_CODES = new Set(STATE_NAMES.values());
const COUNTRY_NAMES = new Set(['us', 'usa', 'u.s.', 'u.s.a.', 'united states', 'united states of america']);
const ZIP_PART = /^(?:[A-Za-z]{2}\s+)?(\d{5})(?:-\d{4})?$/;

export function parseLocationSearch(text: string | undefined): LocationSearch | null {
  if (!text) return null;
  const parts = text
    .split(',')
    .map((p) => p.trim().replace(/\s+/g, ' '))
    .filter((p) => p.length > 0);

  for (const part of parts) {
    const zip = ZIP_PART.exec(part)?.[1];
    if (zip) return { kind: 'zip', zip };
  }

  let stateIndex = parts.findIndex((p) => STATE_CODES.has(p.toUpperCase()));
  if (stateIndex < 0) stateIndex = parts.findIndex((p) => STATE_NAMES.has(p.toLowerCase()));
  const statePart = parts[stateIndex];
  const state = statePart === undefined ? undefined : (STATE_NAMES.get(statePart.toLowerCase()) ?? statePart);

  const city = parts.find((p, i) => i !== stateIndex && !/\d/.test(p) && !COUNTRY_NAMES.has(p.toLowerCase()));
  if (state === undefined && city === undefined) return null;
  return {
    kind: 'place',
    ...(city === undefined ? {} : { city }),
    ...(state === undefined ? {} : { state: state.toUpperCase() }),
  };
}
