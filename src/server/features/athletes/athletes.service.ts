import type {
  AthleteDetailAttributes,
  AthleteListAttributes,
  AthleteListFilter,
  AthleteListResponse,
  GeneratedSlot,
  NextAvailability,
} from '../../../shared/api/athletes';
import {
  type GridSlot,
  packageSessions,
  type SlotTimes,
  summariseServiceSlots,
} from '../../../shared/domain/session-grid';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { type PageRequest, pageWindow, pagy } from '../../lib/pagination';
import { nextAvailabilities } from '../calendar/calendar.repository';
import { gridServiceOf, gridUntil } from '../calendar/session-grid.repository';
import {
  type AthleteCardRow,
  type AthleteFilter,
  athleteCardPage,
  selectAthleteCards,
  trainerPage,
} from './athletes.repository';
import {
  isIncluded,
  isoInstant,
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

/** The earliest of ISO instants as ms since the epoch; infinite when there is none. */
const earliest = (instants: readonly (string | null)[]) =>
  Math.min(
    Number.POSITIVE_INFINITY,
    ...instants.map((at) => (at === null ? Number.NaN : Date.parse(at))).filter((ms) => !Number.isNaN(ms)),
  );

/**
 * Cards with their next availability: one extra query for the whole batch, never one per card.
 * `changesAt`: when the clock alone changes a card (its next opening's booking closing, ADR 0050).
 */
async function withAvailability(
  db: Db,
  rows: AthleteCardRow[],
  now: Date,
): Promise<{ cards: AthleteListAttributes[]; changesAt: number }> {
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
  return {
    cards: rows.map((r) => toAthleteListAttributes(r, byAthlete.get(r.id) ?? null)),
    changesAt: earliest(next.map((n) => n.closes_at)),
  };
}

const athleteResource = <T extends { id: number }>(attributes: T) => ({
  id: String(attributes.id),
  type: 'athlete' as const,
  attributes,
});

/**
 * The athletes list: one statement per page (its cards, their next availabilities and the
 * count), its cards already shaped by their schema when read (ADR 0051).
 */
export async function listAthletes(
  db: Db,
  q: AthleteListFilter | undefined,
  page: PageRequest,
  now: Date,
): Promise<{ list: AthleteListResponse; changesAt: number }> {
  const { count, athletes, changes_at } = await athleteCardPage(db, toFilter(q), pageWindow(page), now);
  return { list: { data: athletes, pagy: pagy(page, count) }, changesAt: earliest([changes_at]) };
}

/** A group's trainers, by first name (for the group page), and when the clock alone changes them. */
export async function groupAthleteCards(db: Db, groupId: number, now: Date) {
  return withAvailability(db, await selectAthleteCards(db, { groupId }), now);
}

/**
 * The trainer page. One statement whatever the number of trainings or days (`trainerPage`): the
 * trainer's card with its next availability, the latest opening's day, the visible trainings,
 * the trainer's openings and held sessions (the session grid's). Slots, seats, next and last
 * dates and packages' sessions all come from the session grid, so the page offers exactly what
 * a booking accepts.
 */
export async function showAthlete(db: Db, slug: string, providedService: string | undefined, now: Date) {
  // Slots are listed for the next SLOT_WINDOW_DAYS; a card's seats and last date look a year ahead.
  const page = await trainerPage(db, slug, providedService, now, gridUntil(now, CARD_HORIZON_DAYS, []));
  if (!page) throw notFound('Athlete');
  const { card, grid, services } = page;
  const listBefore = now.getTime() + SLOT_WINDOW_MS;
  const merged = new SlotMerger();
  const provided = services.map((s) => {
    const gridService = gridServiceOf(s);
    let availability: ServiceAvailability;
    if (s.package) {
      const found = packageSessions(gridService, grid.windows, grid.sessions, grid.rules, now);
      const sessions = (found ?? []).map(slotTimes);
      availability = {
        spots: found ? Math.min(...sessions.map((x) => x.seatsLeft)) : 0,
        bookable: sessions.length,
        next: sessions[0],
        last: sessions[sessions.length - 1],
        sessions,
        fullTimes: 0,
      };
      for (const x of sessions)
        merged.add(x.serviceId, x.windowId, x.start, x.end, x.bookingDate, x.seatsLeft);
    } else {
      let fullTimes = 0;
      const summary = summariseServiceSlots(
        gridService,
        grid.windows,
        grid.sessions,
        grid.rules,
        now,
        listBefore,
        (windowId, start, end, bookingDate, _capacity, seatsLeft, elsewhere) => {
          if (seatsLeft <= 0) fullTimes++;
          merged.add(s.id, windowId, start, end, bookingDate, seatsLeft, elsewhere === true);
        },
      );
      availability = {
        spots: summary.seats,
        bookable: summary.open,
        next: summary.first,
        last: summary.last,
        sessions: null,
        fullTimes,
      };
    }
    return { service: s, availability };
  });
  const slots = merged.slots();
  const attributes: AthleteDetailAttributes = {
    ...card,
    provided_services: provided.map((p) => toProvidedService(p.service, p.availability)),
    included_trainings: provided.filter((p) => isIncluded(p.availability)).map((p) => p.service.id),
    latest_calendar_entry: page.latestBookingDate ? { booking_date: page.latestBookingDate } : null,
    generated_slots: slots,
  };
  // The clock alone changes the page when its first slot's booking closes (its start less the
  // trainer's minimum notice) or its next opening's does (ADR 0050): the read cache keeps it
  // until then. Slots past the window's far end appear later anyway (the cache's bound).
  const notice = grid.rules.minNoticeMinutes * 60_000;
  const changesAt = Math.min(
    slots[0] ? Date.parse(slots[0].from_time) - notice : Number.POSITIVE_INFINITY,
    earliest([page.changesAt]),
  );
  return { data: athleteResource(attributes), changesAt };
}

const SLOT_WINDOW_MS = SLOT_WINDOW_DAYS * 86_400_000;
const CARD_HORIZON_DAYS = 366;

const slotTimes = (slot: GridSlot): SlotTimes => ({
  serviceId: slot.serviceId,
  windowId: slot.windowId,
  start: slot.startsAt.getTime(),
  end: slot.endsAt.getTime(),
  bookingDate: slot.bookingDate,
  capacity: slot.capacity,
  seatsLeft: slot.seatsLeft,
});

/**
 * The numbers in ascending order, sorted in place only when they are not already (they mostly
 * are: every sort allocates, and a page sorts hundreds of short lists).
 */
function ascending(values: number[]): number[] {
  for (let i = 1; i < values.length; i++) {
    if ((values[i - 1] ?? 0) > (values[i] ?? 0)) return values.sort((x, y) => x - y);
  }
  return values;
}

/** One entry of the time list: a slot of the services `ids` (SPEC §3's slot shape). */
interface MergedSlot {
  windowId: number;
  end: number;
  bookingDate: string;
  seatsLeft: number;
  /** The trainer is held then by another training's session (`SlotVisitor`'s `elsewhere`). */
  busy: boolean;
  ids: number[];
}

/**
 * Slots of several services with the same opening, times and seats left are one entry whose
 * `selected_trainings` lists them all (SPEC §3's slot shape); otherwise each service has its
 * own, so `free_slot` is always that service's seats at that time. Start order, then opening;
 * entries at the same start and opening in the order first met. Slots are merged as they are
 * given (a busy trainer's page has thousands), grouped by start with numbers only.
 */
class SlotMerger {
  private readonly byStart = new Map<number, MergedSlot[]>();

  add(
    serviceId: number,
    windowId: number,
    start: number,
    end: number,
    bookingDate: string,
    seatsLeft: number,
    busy = false,
  ) {
    let at = this.byStart.get(start);
    if (!at) {
      at = [];
      this.byStart.set(start, at);
    }
    for (const e of at) {
      if (e.windowId === windowId && e.end === end && e.seatsLeft === seatsLeft && e.busy === busy) {
        e.ids.push(serviceId);
        return;
      }
    }
    at.push({ windowId, end, bookingDate, seatsLeft, busy, ids: [serviceId] });
  }

  slots(): GeneratedSlot[] {
    const generated: GeneratedSlot[] = [];
    for (const start of ascending([...this.byStart.keys()])) {
      const at = this.byStart.get(start) ?? [];
      if (at.some((e, i) => i > 0 && (at[i - 1]?.windowId ?? 0) > e.windowId)) {
        at.sort((a, b) => a.windowId - b.windowId);
      }
      const startIso = isoInstant(start);
      for (const entry of at) generated.push(toGeneratedSlot(entry, ascending(entry.ids), startIso));
    }
    return generated;
  }
}
