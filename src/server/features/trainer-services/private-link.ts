// A training's link (ADR 0072). A public training's slug is `{trainerSlug}-{n}` (SPEC §2: its
// booking page is /{trainerSlug}/{n}). A private one's also carries a secret, so that its link
// cannot be guessed by counting: `{trainerSlug}-{n}-{secret}`, booking page /{trainerSlug}/{n}-{secret}.
// A private training is reached only with that link: shown by it (`visibleService` in SQL), and
// booked, waited for or subscribed to by id only when the request names the same slug.
import { randomBytes } from 'node:crypto';
import { notFound } from '../../lib/errors';

/** 12 hex digits: 48 random bits, past counting or guessing at any rate a server answers. */
const SECRET_BYTES = 6;
const SECRET_PATTERN = '[0-9a-f]{12}';

/** The slug a training gets: numbered after the trainer's highest, with a secret when private. */
export function serviceSlug(trainerSlug: string, number: number, privacy: 'public' | 'private'): string {
  const numbered = `${trainerSlug}-${number}`;
  return privacy === 'private' ? `${numbered}-${randomBytes(SECRET_BYTES).toString('hex')}` : numbered;
}

/** The number in one of the trainer's slugs (with or without a secret), else 0. */
export function slugNumber(trainerSlug: string, slug: string): number {
  const escaped = trainerSlug.replace(/[^a-z0-9-]/gi, '');
  const match = new RegExp(`^${escaped}-(\\d+)(?:-${SECRET_PATTERN})?$`).exec(slug);
  return Number(match?.[1] ?? 0);
}

/** `{trainerSlug}-{n}`, n one above the trainer's highest. */
export function nextSlugNumber(trainerSlug: string, taken: readonly string[]): number {
  return taken.reduce((max, slug) => Math.max(max, slugNumber(trainerSlug, slug)), 0) + 1;
}

/** The training's slug with a fresh secret: the link before it no longer opens the training. */
export function freshPrivateSlug(trainerSlug: string, currentSlug: string): string {
  return serviceSlug(trainerSlug, slugNumber(trainerSlug, currentSlug), 'private');
}

/**
 * The slug after a change of privacy: made private, the training gets a fresh secret (a link sent
 * while it was public, or before it was last made private, no longer opens it); made public it
 * keeps its slug, so the links already sent still work. Undefined: the slug stays.
 */
export function slugAfterPrivacyChange(
  trainerSlug: string,
  current: { slug: string; privacySetting: 'public' | 'private' },
  next: 'public' | 'private' | undefined,
): string | undefined {
  if (next !== 'private' || current.privacySetting === 'private') return undefined;
  return freshPrivateSlug(trainerSlug, current.slug);
}

/**
 * A training's slug as shown to a family with a booking or a place in line for it: a private
 * training's link only while that booking or place is still live (to move the booking, claim the
 * seat); once it has ended, the countable form, which opens nothing, so that a link the trainer
 * since took back (by making the training private again) does not come back through history.
 */
export function slugShown(
  service: { slug: string; privacySetting: 'public' | 'private' },
  live: boolean,
): string {
  if (live || service.privacySetting !== 'private') return service.slug;
  return service.slug.replace(new RegExp(`-${SECRET_PATTERN}$`), '');
}

export interface ReachableService {
  status: string;
  privacySetting: 'public' | 'private';
  slug: string;
}

/**
 * A training a family may book, wait for or subscribe to by id: published, and public or named
 * by its link (`link`, the slug the page was opened with). Anything else is "Training not found",
 * as for an id nobody has, so that an id does not tell a private training exists.
 */
export function assertReachable<T extends ReachableService>(
  service: T | undefined,
  link: string | undefined,
): T {
  if (service?.status !== 'published') throw notFound('Training');
  if (service.privacySetting === 'private' && link !== service.slug) throw notFound('Training');
  return service;
}
