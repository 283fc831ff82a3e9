import type {
  AthleteDetailAttributes,
  AthleteListAttributes,
  AthleteListFilter,
  GeneratedSlot,
  NextAvailability,
} from '../../../shared/api/athletes';
import { type GridSlot, packageSessions, serviceSlots } from '../../../shared/domain/session-grid';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { type PageRequest, pageWindow, pagy } from '../../lib/pagination';
import { nextAvailabilities } from '../calendar/calendar.repository';
import { gridServiceOf, gridUntil, loadTrainerGrid } from '../calendar/session-grid.repository';
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
  type ServiceAvailability,
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
    nameStart: q?.name_start || undefined,
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
 * The trainer page. Three queries whatever the number of trainings or days: the athlete
 * (with the latest opening's day), the visible trainings, the trainer's openings and held
 * sessions (session-grid.repository.ts), plus the next availability. Slots, seats, next and
 * last dates and packages' sessions all come from the session grid, so the page offers
 * exactly what a booking accepts.
 */
export async function showAthlete(db: Db, slug: string, providedService: string | undefined, now: Date) {
  const athlete = await findAthleteBySlug(db, slug);
  if (!athlete) throw notFound('Athlete');
  // The direct link may carry the full slug or the part after the athlete's slug.
  const privateSlugs = providedService ? [providedService, `${athlete.slug}-${providedService}`] : [];
  const [[card], services] = await Promise.all([
    withAvailability(db, [athlete], now),
    athleteServices(db, athlete.id, privateSlugs),
  ]);
  if (!card) throw notFound('Athlete');
  // Slots are listed for the next SLOT_WINDOW_DAYS; a card's seats and last date look a year ahead.
  const until = gridUntil(
    now,
    CARD_HORIZON_DAYS,
    services.map((s) => s.package_end),
  );
  const grid = await loadTrainerGrid(db, athlete.id, now, until);
  const generated: GridSlot[] = [];
  const provided = services.map((s) => {
    const gridService = gridServiceOf(s);
    const all = grid ? serviceSlots(gridService, grid.windows, grid.sessions, grid.rules, now) : [];
    let availability: ServiceAvailability;
    if (s.package) {
      const sessions = grid
        ? packageSessions(gridService, grid.windows, grid.sessions, grid.rules, now)
        : null;
      availability = {
        slots: sessions ?? [],
        spots: sessions ? Math.min(...sessions.map((x) => x.seatsLeft)) : 0,
      };
      generated.push(...(sessions ?? []));
    } else {
      const inWindow = all.filter((x) => x.startsAt.getTime() < now.getTime() + SLOT_WINDOW_MS);
      const open = all.filter((x) => x.seatsLeft > 0);
      availability = { slots: open, spots: open.reduce((sum, x) => sum + x.seatsLeft, 0) };
      generated.push(...inWindow);
    }
    return { service: s, availability };
  });
  const slots = mergeSlots(generated);
  const attributes: AthleteDetailAttributes = {
    ...card,
    provided_services: provided.map((p) => toProvidedService(p.service, p.availability)),
    included_trainings: provided.filter((p) => isIncluded(p.availability)).map((p) => p.service.id),
    latest_calendar_entry: athlete.latestBookingDate ? { booking_date: athlete.latestBookingDate } : null,
    generated_slots: slots,
  };
  return { data: athleteResource(attributes) };
}

const SLOT_WINDOW_MS = SLOT_WINDOW_DAYS * 86_400_000;
const CARD_HORIZON_DAYS = 366;

/**
 * Slots of several services with the same opening, times and seats left are one entry whose
 * `selected_trainings` lists them all (SPEC §3's slot shape); otherwise each service has its
 * own, so `free_slot` is always that service's seats at that time. Start order.
 */
function mergeSlots(slots: GridSlot[]): GeneratedSlot[] {
  const merged = new Map<string, { slot: GridSlot; ids: number[] }>();
  for (const slot of slots) {
    const key = `${slot.windowId}|${slot.startsAt.getTime()}|${slot.endsAt.getTime()}|${slot.seatsLeft}`;
    const kept = merged.get(key);
    if (kept) kept.ids.push(slot.serviceId);
    else merged.set(key, { slot, ids: [slot.serviceId] });
  }
  // Shaped once per entry, after merging: a busy trainer's page has thousands of slots.
  return [...merged.values()]
    .sort(
      (a, b) => a.slot.startsAt.getTime() - b.slot.startsAt.getTime() || a.slot.windowId - b.slot.windowId,
    )
    .map(({ slot, ids }) => ({ ...toGeneratedSlot(slot), selected_trainings: ids.sort((x, y) => x - y) }));
}
