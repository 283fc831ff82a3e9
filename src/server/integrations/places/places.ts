/** A US city (or one zip of it) as the city search offers it. */
export interface Place {
  city: string;
  /** Two-letter USPS code. */
  state: string;
  /** A zip of the city (the lowest) or, for a zip search, the zip asked for. */
  zip: string;
  lat: number;
  lng: number;
  /** 'Lexington, KY': what the search box shows and what is stored as city and state. */
  label: string;
}

export interface GeocodeInput {
  street?: string | null | undefined;
  city?: string | null | undefined;
  state?: string | null | undefined;
  zip?: string | null | undefined;
}

export interface LatLng {
  lat: number;
  lng: number;
}

/**
 * City search and geocoding (SPEC §7 "a maps service"). The default (`local-places.ts`) works
 * offline from the US zip dataset: city-level precision, streets ignored. A maps provider
 * (street-level geocoding, autocomplete with place details) would be another implementation,
 * chosen by PLACES_PROVIDER in env.ts; only 'local' exists today.
 * Callers treat a failure or null as "no coordinates" and only log it (SPEC §7).
 */
export interface Places {
  searchCities(query: string, limit: number): Promise<Place[]>;
  geocode(input: GeocodeInput): Promise<LatLng | null>;
}
