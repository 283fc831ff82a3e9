import { describe, expect, it, vi } from 'vitest';
import { createLocalPlaces } from './local-places';
import type { Place } from './places';
import { buildDataset, loadUsZipDataset, type UsZipDataset } from './us-zip-dataset';

const rec = (zip: string, city: string, state: string, latitude = 40, longitude = -80) => ({
  zip,
  city,
  state,
  latitude,
  longitude,
  country: 'US',
});
const STATES = { KENTUCKY: 'KY', 'NORTH CAROLINA': 'NC', TEXAS: 'TX', VIRGINIA: 'VA', ALBERTA: 'AB' };

// A tiny dataset whose order is known: Lexington KY has more zips than Lexington NC.
const small = () =>
  buildDataset(
    [
      rec('27292', 'Lexington', 'NC', 35.8, -80.2),
      rec('40502', 'Lexington', 'KY', 38.0, -84.5),
      rec('40503', 'Lexington', 'KY', 38.1, -84.6),
      rec('40599', 'Lexington', 'KY', 60.0, -10.0), // a stray coordinate
      rec('40601', 'Lexa', 'KY'),
      rec('77001', 'North Lexington', 'TX'),
      rec('22101', 'Mc Lean', 'VA', 38.93, -77.18),
      rec('63101', 'Saint Louis', 'MO'),
      rec('34001', 'Apo', 'AA'), // military mail: not a place
      rec('99999', 'Shell Oil Box 150', 'TX'), // a company mailroom
      rec('12345', 'Nowhere', 'NY', 0, 0), // unknown coordinates
      { zip: 'bad', city: 'Broken', state: 'KY' },
    ],
    STATES,
  );
const places = (dataset: UsZipDataset) => createLocalPlaces(async () => dataset);
const labels = (list: Place[]) => list.map((p) => p.label);

describe('local city search', () => {
  it('ranks the exact name first, bigger cities before smaller, later-word matches last', async () => {
    const found = await places(small()).searchCities('lex', 10);
    expect(labels(found)).toEqual(['Lexington, KY', 'Lexa, KY', 'Lexington, NC', 'North Lexington, TX']);
    expect(labels(await places(small()).searchCities('Lexington', 10))).toEqual([
      'Lexington, KY',
      'Lexington, NC',
      'North Lexington, TX',
    ]);
  });

  it('returns each city once, with its lowest zip and its middle, not a stray zip', async () => {
    const [kentucky] = await places(small()).searchCities('lexington, ky', 10);
    expect(kentucky).toEqual({
      city: 'Lexington',
      state: 'KY',
      zip: '40502',
      lat: 38.1,
      lng: -84.5,
      label: 'Lexington, KY',
    });
  });

  it("narrows 'City, ST' (code, name or their start) and 'City ST' to the state", async () => {
    const p = places(small());
    for (const query of ['Lexington, KY', 'lexington, kentucky', 'Lexington, Kent', 'lexington KY']) {
      expect(labels(await p.searchCities(query, 10)), query).toEqual(['Lexington, KY']);
    }
    expect(labels(await p.searchCities('Lexington, NC', 10))).toEqual(['Lexington, NC']);
    expect(labels(await p.searchCities('Lexington, AB', 10))).toEqual([]);
  });

  it('ignores case, punctuation and spacing, and spells out St/Ft/Mt', async () => {
    const p = places(small());
    expect(labels(await p.searchCities('MCLEAN', 10))).toEqual(['Mc Lean, VA']);
    expect(labels(await p.searchCities('st. louis', 10))).toEqual(['Saint Louis, MO']);
    expect(labels(await p.searchCities('  saint   lou ', 10))).toEqual(['Saint Louis, MO']);
  });

  it('searches zips by their digits, one result per zip', async () => {
    const p = places(small());
    const found = await p.searchCities('405', 10);
    expect(found.map((f) => f.zip)).toEqual(['40502', '40503', '40599']);
    expect(found[1]).toMatchObject({ label: 'Lexington, KY', lat: 38.1, lng: -84.6 });
    expect((await p.searchCities('40503-1234', 10)).map((f) => f.zip)).toEqual(['40503']);
  });

  it('leaves out military mail, company mailrooms, unknown coordinates and broken records', async () => {
    const p = places(small());
    for (const query of ['apo', 'shell', 'nowhere', 'broken', '99999', '34001']) {
      expect(await p.searchCities(query, 10), query).toEqual([]);
    }
  });

  it('honours the limit', async () => {
    expect(await places(small()).searchCities('l', 2)).toHaveLength(2);
  });

  it('loads the dataset once, on first use, not when created', async () => {
    const load = vi.fn(async () => small());
    const p = createLocalPlaces(load);
    expect(load).not.toHaveBeenCalled();
    await Promise.all([p.searchCities('lex', 5), p.geocode({ zip: '40502' })]);
    await p.searchCities('mc', 5);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('local geocoding', () => {
  it('uses the zip first, then city and state', async () => {
    const p = places(small());
    expect(await p.geocode({ street: '1 Main St', city: 'Lexington', state: 'NC', zip: '40503' })).toEqual({
      lat: 38.1,
      lng: -84.6,
    });
    expect(await p.geocode({ city: 'lexington', state: 'Kentucky', zip: '00000' })).toEqual({
      lat: 38.1,
      lng: -84.5,
    });
    expect(await p.geocode({ city: 'Mc Lean', state: 'va' })).toEqual({ lat: 38.93, lng: -77.18 });
  });

  it('answers null when the place is unknown or ambiguous', async () => {
    const p = places(small());
    expect(await p.geocode({ city: 'Lexington' })).toBeNull(); // which state?
    expect(await p.geocode({ city: 'Atlantis', state: 'KY' })).toBeNull();
    expect(await p.geocode({ state: 'KY' })).toBeNull();
    expect(await p.geocode({})).toBeNull();
  });
});

describe('the real US dataset', () => {
  const real = createLocalPlaces(loadUsZipDataset);

  it('finds the big cities first and real coordinates', async () => {
    const [newYork] = await real.searchCities('new y', 10);
    expect(newYork?.label).toBe('New York, NY');
    // Midtown Manhattan, within a few kilometres.
    expect(newYork?.lat).toBeCloseTo(40.75, 1);
    expect(newYork?.lng).toBeCloseTo(-73.98, 1);
    expect(labels(await real.searchCities('san fran', 10))[0]).toBe('San Francisco, CA');
    expect(labels(await real.searchCities('st louis', 10))[0]).toBe('Saint Louis, MO');
    const lexingtons = await real.searchCities('lexington', 10);
    expect(new Set(labels(lexingtons)).size).toBe(lexingtons.length);
    expect(lexingtons.length).toBe(10);
  });

  it('geocodes a zip and a city', async () => {
    const zip = await real.geocode({ zip: '40502' });
    expect(zip?.lat).toBeCloseTo(38.02, 1);
    expect(zip?.lng).toBeCloseTo(-84.49, 1);
    const city = await real.geocode({ city: 'Los Angeles', state: 'CA' });
    expect(city?.lat).toBeCloseTo(34.05, 1);
    expect(city?.lng).toBeCloseTo(-118.25, 1);
  });
});
