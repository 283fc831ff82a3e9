import { compactName, expandAbbreviations, nameWords } from './place-names';
import type { GeocodeInput, LatLng, Place, Places } from './places';
import { type CityEntry, loadUsZipDataset, type UsZipDataset, type ZipEntry } from './us-zip-dataset';

type CityQuery = { kind: 'zip'; prefix: string } | { kind: 'city'; name: string; states: Set<string> | null };

const ZIP_QUERY = /^(\d{2,5})(?:-\d{0,4})?$/;

const placeOfCity = (c: CityEntry, zip = c.zips[0] ?? ''): Place => ({
  city: c.city,
  state: c.state,
  zip,
  lat: c.lat,
  lng: c.lng,
  label: `${c.city}, ${c.state}`,
});

const placeOfZip = (z: ZipEntry): Place => ({ ...placeOfCity(z.city, z.zip), lat: z.lat, lng: z.lng });

/** States a typed state part may mean: code prefix ('k' → KS, KY) or name prefix ('kent' → KY). */
function matchingStates(text: string, dataset: UsZipDataset): Set<string> {
  const typed = nameWords(text).join(' ').toUpperCase();
  const found = new Set<string>();
  if (!typed) return found;
  // A whole code is that state: 'MI' is Michigan, not every state whose name starts with 'Mi'.
  if (typed.length === 2 && dataset.states.has(typed)) return new Set([typed]);
  if (typed.length === 1) for (const code of dataset.states) if (code.startsWith(typed)) found.add(code);
  for (const [name, code] of dataset.stateCodes) if (name.startsWith(typed)) found.add(code);
  return found;
}

function parseQuery(query: string, dataset: UsZipDataset): CityQuery {
  const text = query.trim();
  const zip = ZIP_QUERY.exec(text);
  if (zip?.[1]) return { kind: 'zip', prefix: zip[1] };
  const comma = text.lastIndexOf(',');
  if (comma >= 0) {
    const name = expandAbbreviations(nameWords(text.slice(0, comma))).join('');
    const statePart = text.slice(comma + 1);
    // 'Lexington,' (nothing after the comma yet) is still just a city.
    return { kind: 'city', name, states: statePart.trim() ? matchingStates(statePart, dataset) : null };
  }
  return { kind: 'city', name: expandAbbreviations(nameWords(text), true).join(''), states: null };
}

/** 0 exact name, 1 name starts with the query, 2 a later word does ('york' → New York); else -1. */
function matchRank(city: CityEntry, name: string): number {
  if (city.key === name) return 0;
  if (city.key.startsWith(name)) return 1;
  return city.laterWordKeys.some((k) => k.startsWith(name)) ? 2 : -1;
}

function searchByName(dataset: UsZipDataset, query: Extract<CityQuery, { kind: 'city' }>): CityEntry[] {
  if (!query.name) return [];
  const ranked: { city: CityEntry; rank: number }[] = [];
  for (const city of dataset.cities) {
    if (query.states && !query.states.has(city.state)) continue;
    const rank = matchRank(city, query.name);
    if (rank >= 0) ranked.push({ city, rank });
  }
  // Without population figures, the number of zips a city has is the best size we know:
  // 'Spring' lists Springfield, IL before Springfield, VT.
  ranked.sort(
    (a, b) =>
      a.rank - b.rank ||
      b.city.zips.length - a.city.zips.length ||
      a.city.city.localeCompare(b.city.city) ||
      a.city.state.localeCompare(b.city.state),
  );
  return ranked.map((r) => r.city);
}

function searchCitiesIn(dataset: UsZipDataset, query: string, limit: number): Place[] {
  const parsed = parseQuery(query, dataset);
  if (parsed.kind === 'zip') {
    const places: Place[] = [];
    for (const entry of dataset.zips.values()) {
      if (!entry.zip.startsWith(parsed.prefix)) continue;
      places.push(placeOfZip(entry));
      if (places.length >= limit) break;
    }
    return places;
  }
  let cities = searchByName(dataset, parsed);
  // 'Des Moines IA' or 'Lexington K' without the comma: when the whole text names no city,
  // the last word may be (the start of) a state.
  const words = nameWords(query);
  if (cities.length === 0 && parsed.states === null && words.length > 1) {
    const states = matchingStates(words.at(-1) ?? '', dataset);
    const name = expandAbbreviations(words.slice(0, -1)).join('');
    if (states.size > 0) cities = searchByName(dataset, { kind: 'city', name, states });
  }
  return cities.slice(0, limit).map((c) => placeOfCity(c));
}

function geocodeIn(dataset: UsZipDataset, input: GeocodeInput): LatLng | null {
  // The zip is the most precise thing offline (streets need a maps provider); then the city.
  const zip = /^\s*(\d{5})(?:-\d{4})?\s*$/.exec(input.zip ?? '')?.[1];
  const byZip = zip ? dataset.zips.get(zip) : undefined;
  if (byZip) return { lat: byZip.lat, lng: byZip.lng };
  const state = input.state ? [...matchingStates(input.state, dataset)] : [];
  const key = input.city ? compactName(input.city) : '';
  // A city name alone is ambiguous (30 states have a Springfield): a unique state is required.
  if (!key || state.length !== 1) return null;
  const city = dataset.cities.find((c) => c.state === state[0] && c.key === key);
  return city ? { lat: city.lat, lng: city.lng } : null;
}

/**
 * The offline default: the `zipcodes` package's US dataset, read once on first use (about a
 * quarter second) so the server's start-up does not wait for it.
 */
export function createLocalPlaces(load: () => Promise<UsZipDataset> = loadUsZipDataset): Places {
  let dataset: Promise<UsZipDataset> | undefined;
  const get = () => {
    dataset ??= load().catch((error: unknown) => {
      dataset = undefined; // a failed load is retried on the next call
      throw error;
    });
    return dataset;
  };
  return {
    async searchCities(query, limit) {
      return searchCitiesIn(await get(), query, limit);
    },
    async geocode(input) {
      return geocodeIn(await get(), input);
    },
  };
}
