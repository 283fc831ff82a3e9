import type { CalendarEntryAttributes } from '../../../shared/api/calendar';
import type { Pagy } from '../../../shared/api/common';
import { MAX_UPCOMING_CARDS } from '../../../shared/constants';
import { type GridSlot, packageSessions, serviceSlots } from '../../../shared/domain/session-grid';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { type PageRequest, pageWindow, pagy } from '../../lib/pagination';
import {
  athleteEntriesPage,
  athleteExists,
  collegeEntriesAfter,
  collegeEntryDays,
  collegeScheduleDayAt,
  countAthleteEntries,
  type EntryRow,
  entriesByIds,
  heldSessions,
} from './calendar.repository';
import { calendarEntryResource, toCalendarEntryAttributes } from './calendar.serializer';
import { gridServiceOf, gridUntil, loadTrainerGrid } from './session-grid.repository';

/**
 * An athlete's upcoming openings, a page at a time. An unknown athlete is a 404, as on the
 * trainer page (the schedule page then shows its not-found page, ADR 0032); whether the
 * athlete exists is asked only when the page is empty.
 */
export async function athleteSchedule(db: Db, athleteId: number, page: PageRequest, now: Date) {
  const { limit, offset } = pageWindow(page);
  const [rows, count] = await Promise.all([
    athleteEntriesPage(db, athleteId, now, limit, offset),
    countAthleteEntries(db, athleteId, now),
  ]);
  if (rows.length === 0 && !(await athleteExists(db, athleteId))) throw notFound('Athlete');
  const { seats, changesAt } = await openSeats(db, rows, now);
  return {
    data: rows.map((r) => calendarEntryResource(r, seats.get(r.id) ?? 0)),
    pagy: pagy(page, count),
    changesAt,
  };
}

export interface SchedulePage {
  schedules: Record<string, CalendarEntryAttributes[]>;
  pagy: Pagy;
  /** When the clock alone changes the page (`OpenSeats.changesAt`). */
  changesAt: number;
}

/** At most this many openings in one page of a school schedule, whatever per_page says. */
export const MAX_SCHEDULE_ENTRIES = 100;

/**
 * A college's schedule: up to per_page DAYS, each with all its upcoming openings, continuing
 * strictly after `lastDate` (the last day the web already shows). A cursor does not shift
 * when openings are added or fill up meanwhile; an offset would. Without `lastDate`, page N
 * starts after the first (N-1)×per_page days.
 *
 * A page also stops before MAX_SCHEDULE_ENTRIES openings: a day that would overflow it
 * moves whole to the next page, so a day is never split across pages; only a single day
 * with more openings than that is cut, to its earliest ones. At most three queries (college,
 * the start day for a page number without cursor, openings), whatever the number of trainers
 * or openings.
 *
 * Counting all upcoming days would read every opening of the college, so `pagy` describes
 * the cursor: `count` is the number of days in this page and `next` is non-null while later
 * days exist (or, after a cut day, may exist).
 */
export async function collegeSchedule(
  db: Db,
  collegeId: number,
  page: PageRequest,
  lastDate: string | undefined,
  now: Date,
): Promise<SchedulePage> {
  let after = lastDate;
  if (after === undefined && page.page > 1) {
    after = await collegeScheduleDayAt(db, collegeId, now, (page.page - 1) * page.per_page - 1);
    if (after === undefined)
      return { schedules: {}, pagy: cursorPagy(page, 0, false), changesAt: Number.POSITIVE_INFINITY };
  }
  const rows = await collegeEntriesAfter(db, collegeId, now, after, MAX_SCHEDULE_ENTRIES + 1);
  const { pageDays, more } = schedulePageDays(
    rows.map((r) => r.booking_date),
    page.per_page,
  );
  const kept = rows.slice(0, MAX_SCHEDULE_ENTRIES).filter((r) => pageDays.includes(r.booking_date));
  const schedules: Record<string, CalendarEntryAttributes[]> = {};
  for (const day of pageDays) schedules[day] = [];
  const { seats, changesAt } = await openSeats(db, kept, now);
  for (const row of kept) {
    schedules[row.booking_date]?.push(toCalendarEntryAttributes(row, seats.get(row.id) ?? 0));
  }
  return { schedules, pagy: cursorPagy(page, pageDays.length, more), changesAt };
}

/**
 * The days a schedule page lists, from the days of its first MAX_SCHEDULE_ENTRIES + 1 openings
 * in order (one per opening), and whether later days may exist.
 */
function schedulePageDays(days: readonly string[], perPage: number): { pageDays: string[]; more: boolean } {
  const overflow = days.length > MAX_SCHEDULE_ENTRIES ? days[MAX_SCHEDULE_ENTRIES] : undefined;
  const keptDays = [...new Set(days.slice(0, MAX_SCHEDULE_ENTRIES))];
  let pageDays = keptDays.slice(0, perPage);
  // The overflowing opening's day is incomplete here: it goes whole to the next page, unless
  // it is the page's only day.
  if (overflow !== undefined && pageDays.includes(overflow) && pageDays.length > 1) {
    pageDays = pageDays.filter((d) => d !== overflow);
  }
  // After a single cut day, whether later days exist is not known without another scan past
  // thousands of openings; `next` then says "maybe" and the following page may be empty.
  return { pageDays, more: overflow !== undefined || keptDays.length > pageDays.length };
}

/**
 * The school page's upcoming trainings (SPEC §2): the first MAX_UPCOMING_CARDS openings of the
 * schedule's first page of MAX_UPCOMING_CARDS days, as the page showed them when it read that
 * page (the browser still does). The page is cut from its openings' days alone; only the
 * openings shown are read whole, with their seats: a busy school's first page holds a hundred
 * (issue 23).
 */
export async function collegeUpcoming(
  db: Db,
  collegeId: number,
  now: Date,
): Promise<{ openings: CalendarEntryAttributes[]; changesAt: number }> {
  const heads = await collegeEntryDays(db, collegeId, now, MAX_SCHEDULE_ENTRIES + 1);
  const { pageDays } = schedulePageDays(
    heads.map((h) => h.booking_date),
    MAX_UPCOMING_CARDS,
  );
  const shown = heads
    .slice(0, MAX_SCHEDULE_ENTRIES)
    .filter((h) => pageDays.includes(h.booking_date))
    .slice(0, MAX_UPCOMING_CARDS);
  const rows = await entriesByIds(
    db,
    shown.map((h) => h.id),
  );
  const { seats, changesAt } = await openSeats(db, rows, now);
  return { openings: rows.map((row) => toCalendarEntryAttributes(row, seats.get(row.id) ?? 0)), changesAt };
}

/**
 * The sessions each package on the page books (ADR 0028), judged on its trainer's whole grid:
 * one grid per trainer who offers a package here. Null: the package cannot be held.
 */
async function packageSessionsOf(db: Db, rows: readonly EntryRow[], now: Date) {
  const byTrainer = new Map<number, Map<number, EntryRow['services'][number]>>();
  for (const row of rows) {
    for (const s of row.services) {
      if (!s.package) continue;
      const services = byTrainer.get(row.athlete_id) ?? new Map();
      services.set(s.id, s);
      byTrainer.set(row.athlete_id, services);
    }
  }
  const picked = new Map<number, GridSlot[] | null>();
  for (const [athleteId, services] of byTrainer) {
    const ends = [...services.values()].map((s) => s.package_end);
    const grid = await loadTrainerGrid(db, athleteId, now, gridUntil(now, 0, ends));
    for (const s of services.values()) {
      picked.set(
        s.id,
        grid ? packageSessions(gridServiceOf(s), grid.windows, grid.sessions, grid.rules, now) : null,
      );
    }
  }
  return picked;
}

function cursorPagy(page: PageRequest, days: number, more: boolean): Pagy {
  return {
    page: page.page,
    per_page: page.per_page,
    count: days,
    pages: more ? page.page + 1 : page.page,
    next: more ? page.page + 1 : null,
    prev: page.page > 1 ? page.page - 1 : null,
  };
}

interface OpenSeats {
  seats: Map<number, number>;
  /**
   * When the clock alone changes the seats (ms since the epoch, infinite when nothing does): the
   * first opening starting (it leaves the upcoming list) or the first slot counted closing for
   * booking (its start less the trainer's notice), so the read cache keeps a schedule as long as
   * it is true (ADR 0050).
   */
  changesAt: number;
}

/**
 * Seats still bookable in each opening: over its services, the free seats of their open slots
 * inside it (a package counts when its sessions can all be held and one of them is here).
 * One query for the sessions of every trainer on the page; the rest is the session grid.
 */
async function openSeats(db: Db, rows: readonly EntryRow[], now: Date): Promise<OpenSeats> {
  const seats = new Map<number, number>();
  let changesAt = Number.POSITIVE_INFINITY;
  if (rows.length === 0) return { seats, changesAt };
  const from = Math.min(...rows.map((r) => Date.parse(r.from_time)));
  const until = Math.max(...rows.map((r) => Date.parse(r.to_time)));
  const held = await heldSessions(
    db,
    [...new Set(rows.map((r) => r.athlete_id))],
    new Date(from - 86_400_000),
    new Date(until + 86_400_000),
  );
  const packages = await packageSessionsOf(db, rows, now);
  for (const row of rows) {
    const window = {
      id: row.id,
      startsAt: new Date(row.from_time),
      endsAt: new Date(row.to_time),
      maxSeats: row.max_slot,
      serviceIds: row.services.map((s) => s.id),
    };
    const rules = {
      timeZone: row.time_zone,
      bufferMinutes: row.buffer_minutes,
      minNoticeMinutes: row.min_notice_minutes,
    };
    const sessions = held.get(row.athlete_id) ?? [];
    const notice = rules.minNoticeMinutes * 60_000;
    const closes = (slot: GridSlot) => {
      changesAt = Math.min(changesAt, slot.startsAt.getTime() - notice);
    };
    changesAt = Math.min(changesAt, window.startsAt.getTime());
    let free = 0;
    for (const s of row.services) {
      const service = gridServiceOf(s);
      if (s.package) {
        // A package sells whole: seats here only if one of the sessions it books is here, as
        // many as its fullest session has left. It books others once its first one closes.
        const picked = packages.get(s.id);
        picked?.forEach(closes);
        if (picked?.some((slot) => slot.windowId === row.id)) {
          free += Math.min(...picked.map((slot) => slot.seatsLeft));
        }
      } else {
        for (const slot of serviceSlots(service, [window], sessions, rules, now)) {
          free += slot.seatsLeft;
          closes(slot);
        }
      }
    }
    seats.set(row.id, free);
  }
  return { seats, changesAt };
}
