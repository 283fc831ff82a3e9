import { compactName, expandAbbreviations, nameWords } from './place-names';

/** One city of one state, with every zip the dataset has for it. */
export interface CityEntry {
  city: string;
  state: string;
  /** compactName(city). */
  key: string;
  /** compactName of each word-suffix after the first ('new york' → ['york']): word-start matches. */
  laterWordKeys: string[];
  /** Sorted; the first is the city's zip in results. */
  zips: string[];
  /** Median of its zips' coordinates: near the middle of town. */
  lat: number;
  lng: number;
}

export interface ZipEntry {
  zip: string;
  lat: number;
  lng: number;
  city: CityEntry;
}

export interface UsZipDataset {
  cities: CityEntry[];
  /** By zip, in zip order (Map keeps insertion order). */
  zips: Map<string, ZipEntry>;
  /** Upper-case state name → code, for the states present ('KENTUCKY' → 'KY'). */
  stateCodes: Map<string, string>;
  states: Set<string>;
}

interface ZipRecord {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
}

// By hand rather than with zod: 42,000 records, and this runs while a user waits for suggestions.
function asZipRecord(raw: unknown): ZipRecord | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const { zip, latitude, longitude, city, state } = raw as Record<string, unknown>;
  if (typeof zip !== 'string' || !/^\d{5}$/.test(zip)) return null;
  if (typeof latitude !== 'number' || !Number.isFinite(latitude)) return null;
  if (typeof longitude !== 'number' || !Number.isFinite(longitude)) return null;
  if (typeof city !== 'string' || city.trim() === '') return null;
  if (typeof state !== 'string' || !/^[A-Z]{2}$/.test(state)) return null;
  return { zip, latitude, longitude, city: city.trim(), state };
}

// Military post offices (AA/AE/AP) and the freely associated states are not places a family
// trains in; the territories (PR, GU, VI, …) stay.
const EXCLUDED_STATES = new Set(['AA', 'AE', 'AP', 'FM', 'MH', 'PW']);

export function buildDataset(records: Iterable<unknown>, stateNames: Record<string, string>): UsZipDataset {
  const byCity = new Map<string, { city: string; state: string; zips: ZipRecord[] }>();
  for (const raw of records) {
    const record = asZipRecord(raw);
    if (!record) continue;
    // 0,0 means "unknown" in this dataset; digits mark company mailrooms ('Shell Oil Box 150').
    if (EXCLUDED_STATES.has(record.state) || /\d/.test(record.city)) continue;
    if (record.latitude === 0 && record.longitude === 0) continue;
    const id = `${compactName(record.city)}|${record.state}`;
    const group = byCity.get(id) ?? { city: record.city, state: record.state, zips: [] };
    group.zips.push(record);
    byCity.set(id, group);
  }

  const cities: CityEntry[] = [];
  const zipEntries: ZipEntry[] = [];
  for (const group of byCity.values()) {
    group.zips.sort((a, b) => a.zip.localeCompare(b.zip));
    const words = expandAbbreviations(nameWords(group.city));
    // The median, not the mean: one stray zip (a PO box far out) must not move the city.
    const city: CityEntry = {
      city: group.city,
      state: group.state,
      key: words.join(''),
      laterWordKeys: words.slice(1).map((_, i) => words.slice(i + 1).join('')),
      zips: group.zips.map((z) => z.zip),
      lat: round(median(group.zips.map((z) => z.latitude))),
      lng: round(median(group.zips.map((z) => z.longitude))),
    };
    cities.push(city);
    for (const record of group.zips) {
      zipEntries.push({ zip: record.zip, lat: record.latitude, lng: record.longitude, city });
    }
  }
  zipEntries.sort((a, b) => a.zip.localeCompare(b.zip));

  const states = new Set(cities.map((c) => c.state));
  const stateCodes = new Map(Object.entries(stateNames).filter(([, code]) => states.has(code)));
  return { cities, zips: new Map(zipEntries.map((e) => [e.zip, e])), stateCodes, states };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? 0;
  return sorted.length % 2 === 1 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}
const round = (value: number) => Math.round(value * 10_000) / 10_000;

/** The `zipcodes` package's US data: a large JS file, imported on first use, not at start (ADR 0014). */
export async function loadUsZipDataset(): Promise<UsZipDataset> {
  const [{ default: data }, { full }] = await Promise.all([
    import('zipcodes/lib/codes.js'),
    import('zipcodes/lib/states.js'),
  ]);
  return buildDataset(Object.values(data.codes), full);
}
