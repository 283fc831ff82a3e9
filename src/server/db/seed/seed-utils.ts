import type { Faker } from '@faker-js/faker';
import { formatUsPhone } from '../../../shared/domain/contact';
import type { Place } from './places';

/** Lower-case ASCII words joined by hyphens ("D'Angelo Smith-Reyes" → "dangelo-smith-reyes"). */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Returns `base`, or `base-2`, `base-3`… when taken; records the result in `taken`. */
export function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}

export function initials(...words: string[]): string {
  return words
    .map((w) => slugify(w).charAt(0).toUpperCase())
    .join('')
    .slice(0, 4);
}

/** Splits rows so that one INSERT stays well under PostgreSQL's 65,535 bind parameters. */
export function* chunks<T>(rows: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < rows.length; i += size) yield rows.slice(i, i + size);
}

export function avatarUrl(text: string, background: string): string {
  const params = new URLSearchParams({ text, bg: background.replace(/^#/, '') });
  return `/media/avatar.svg?${params.toString()}`;
}

export function crestUrl(text: string, primary: string, secondary: string): string {
  const params = new URLSearchParams({
    text,
    bg: primary.replace(/^#/, ''),
    fg: secondary.replace(/^#/, ''),
  });
  return `/media/crest.svg?${params.toString()}`;
}

export interface ServiceFees {
  clientServiceFeeCents: number;
  stripeFeeCents: number;
}

/** 10% marketplace fee; 3% card processing on what the client pays (SPEC §9). Free is free. */
export function serviceFees(priceCents: number): ServiceFees {
  if (priceCents <= 0) return { clientServiceFeeCents: 0, stripeFeeCents: 0 };
  const clientServiceFeeCents = Math.round(priceCents * 0.1);
  return { clientServiceFeeCents, stripeFeeCents: Math.round((priceCents + clientServiceFeeCents) * 0.03) };
}

const STREET_NAMES = [
  'Oak',
  'Maple',
  'Main',
  'Park',
  'Cedar',
  'Elm',
  'Washington',
  'Lake',
  'Hill',
  'Walnut',
  'Sunset',
  'Jefferson',
  'Lincoln',
  'Highland',
  'Meadow',
  'Ridge',
  'Church',
  'Willow',
  'Franklin',
  'Spring',
] as const;
const STREET_SUFFIXES = ['St', 'Ave', 'Rd', 'Blvd', 'Dr', 'Ln', 'Pkwy', 'Way'] as const;

export function streetAddress(faker: Faker): string {
  const number = faker.number.int({ min: 100, max: 9899 });
  return `${number} ${faker.helpers.arrayElement(STREET_NAMES)} ${faker.helpers.arrayElement(STREET_SUFFIXES)}`;
}

/** A point a few kilometres from the place's centre, rounded like a geocoder's answer. */
export function near(faker: Faker, place: Place, spread = 0.04): { lat: number; lng: number } {
  const lat = place.lat + faker.number.float({ min: -spread, max: spread });
  const lng = place.lng + faker.number.float({ min: -spread, max: spread });
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

/** A US number in the form the product stores (the phone field's mask), as a trainer's or parent's saved one. */
export function usPhone(faker: Faker): string {
  return formatUsPhone(faker.phone.number({ style: 'national' }).replace(/\D/g, ''));
}

/** Picks by index modulo length, for guaranteed coverage where randomness would not promise it. */
export function cycle<T>(items: readonly [T, ...T[]], index: number): T {
  return items[index % items.length] ?? items[0];
}
