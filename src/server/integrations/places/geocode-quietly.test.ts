import { describe, expect, it, vi } from 'vitest';
import { geocodeQuietly } from './geocode-quietly';
import type { Places } from './places';

const placesAnswering = (geocode: Places['geocode']): Places => ({ searchCities: async () => [], geocode });

describe('geocodeQuietly', () => {
  it('returns the coordinates when the address is known, logging nothing', async () => {
    const log = { warn: vi.fn() };
    const places = placesAnswering(async () => ({ lat: 38.03, lng: -84.47 }));
    expect(await geocodeQuietly(places, { city: 'Lexington', state: 'KY' }, log)).toEqual({
      lat: 38.03,
      lng: -84.47,
    });
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('answers null and only logs when the address is unknown or the service fails', async () => {
    const log = { warn: vi.fn() };
    const unknown = placesAnswering(async () => null);
    expect(
      await geocodeQuietly(unknown, { street: '1 Main St', city: 'Atlantis', state: 'KY' }, log),
    ).toBeNull();
    const broken = placesAnswering(async () => {
      throw new Error('maps service down');
    });
    expect(await geocodeQuietly(broken, { zip: '40502' }, log)).toBeNull();
    expect(log.warn.mock.calls.map(([, message]) => message)).toEqual([
      'address not geocoded',
      'geocoding failed',
    ]);
    // The street is never logged.
    expect(JSON.stringify(log.warn.mock.calls)).not.toContain('Main St');
  });
});
