import type {
  AthleteDetailAttributes,
  AthleteListAttributes,
  AthleteListFilter,
  NextAvailability,
} from '../../../shared/api/athletes';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { type PageRequest, pageWindow, pagy } from '../../lib/pagination';
import { athleteSlots, nextAvailabilities } from '../calendar/calendar.repository';
import {
  type AthleteCardRow,
  type AthleteFilter,
  athleteServices,
  countAthletes,
  findAthleteBySlug,
  selectAthleteCards,
} from './athletes.repository';
import {
  isIncluded,
  toAthleteListAttributes,
  toGeneratedSlot,
  toProvidedService,
} from './athletes.serializer';
import { parseLocationSearch } from './location-search';

/** How far ahead the trainer page's slots reach. */
export const SLOT_WINDOW_DAYS = 60;

function toFilter(q: AthleteListFilter | undefined): AthleteFilter {
  return {
    collegeSlug: q?.college_slug_eql,
    gender: q?.gender_eq === 'all' ? undefined : q?.gender_eq,
    sportId: q?.sport_id_eq,
    athleteType: q?.athlete_type_eq === 'all' ? undefined : q?.athlete_type_eq,
    location: parseLocationSearch(q?.athlete_search_eql),
  };
}

/** Cards with their next availability: one extra query for the whole batch, never one per card. */
async function withAvailability(db: Db, rows: AthleteCardRow[], now: Date): Promise<AthleteListAttributes[]> {
  const next = await nextAvailabilities(
    db,
    rows.map((r) => r.id),
    now,
  );
  const byAthlete = new Map<number, NextAvailability>(
    next.map((n) => [
      n.athlete_id,
      { selected_trainings: n.selected_trainings, from_time: n.from_time, to_time: n.to_time },
    ]),
  );
  return rows.map((r) => toAthleteListAttributes(r, byAthlete.get(r.id) ?? null));
}

const athleteResource = <T extends { id: number }>(attributes: T) => ({
  id: String(attributes.id),
  type: 'athlete' as const,
  attributes,
});

/** The athletes list: three queries per page (page, count, next availabilities). */
export async function listAthletes(db: Db, q: AthleteListFilter | undefined, page: PageRequest, now: Date) {
  const filter = toFilter(q);
  const [rows, count] = await Promise.all([
    selectAthleteCards(db, filter, pageWindow(page)),
    countAthletes(db, filter),
  ]);
  const data = await withAvailability(db, rows, now);
  return { data: data.map(athleteResource), pagy: pagy(page, count) };
}

/** A group's trainers, by first name (for the group page). */
export async function groupAthleteCards(
  db: Db,
  groupId: number,
  now: Date,
): Promise<AthleteListAttributes[]> {
  return withAvailability(db, await selectAthleteCards(db, { groupId }), now);
}

/**
 * The trainer page. Four queries whatever the number of trainings or days: the athlete
 * (with the latest opening's day), the visible trainings with their availability, the
 * slots of the next SLOT_WINDOW_DAYS days, the next availability.
 */
export async function showAthlete(db: Db, slug: string, providedService: string | undefined, now: Date) {
  const athlete = await findAthleteBySlug(db, slug);
  if (!athlete) throw notFound('Athlete');
  // The direct link may carry the full slug or the part after the athlete's slug.
  const privateSlugs = providedService ? [providedService, `${athlete.slug}-${providedService}`] : [];
  const until = new Date(now.getTime() + SLOT_WINDOW_DAYS * 24 * 60 * 60 * 1000);
  const [[card], services, slots] = await Promise.all([
    withAvailability(db, [athlete], now),
    athleteServices(db, athlete.id, privateSlugs, now),
    athleteSlots(db, athlete.id, now, until, privateSlugs),
  ]);
  if (!card) throw notFound('Athlete');
  const attributes: AthleteDetailAttributes = {
    ...card,
    provided_services: services.map(toProvidedService),
    included_trainings: services.filter(isIncluded).map((s) => s.id),
    latest_calendar_entry: athlete.latestBookingDate ? { booking_date: athlete.latestBookingDate } : null,
    generated_slots: slots.map(toGeneratedSlot),
  };
  return { data: athleteResource(attributes) };
}
