import type { CalendarEntryAttributes } from '../../../shared/api/calendar';
import type { Pagy } from '../../../shared/api/common';
import type { Db } from '../../db/client';
import { type PageRequest, pageWindow, pagy } from '../../lib/pagination';
import {
  athleteEntriesPage,
  collegeEntriesAfter,
  collegeScheduleDayAt,
  countAthleteEntries,
} from './calendar.repository';
import { calendarEntryResource, toCalendarEntryAttributes } from './calendar.serializer';

/** An athlete's upcoming openings, a page at a time. An unknown athlete simply has none. */
export async function athleteSchedule(db: Db, athleteId: number, page: PageRequest, now: Date) {
  const { limit, offset } = pageWindow(page);
  const [rows, count] = await Promise.all([
    athleteEntriesPage(db, athleteId, now, limit, offset),
    countAthleteEntries(db, athleteId, now),
  ]);
  return { data: rows.map(calendarEntryResource), pagy: pagy(page, count) };
}

export interface SchedulePage {
  schedules: Record<string, CalendarEntryAttributes[]>;
  pagy: Pagy;
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
    if (after === undefined) return { schedules: {}, pagy: cursorPagy(page, 0, false) };
  }
  const rows = await collegeEntriesAfter(db, collegeId, now, after, MAX_SCHEDULE_ENTRIES + 1);
  const overflow = rows.length > MAX_SCHEDULE_ENTRIES ? rows[MAX_SCHEDULE_ENTRIES] : undefined;
  const kept = rows.slice(0, MAX_SCHEDULE_ENTRIES);

  const days = [...new Set(kept.map((r) => r.booking_date))];
  let pageDays = days.slice(0, page.per_page);
  // The overflowing row's day is incomplete here: it goes whole to the next page, unless
  // it is the page's only day.
  if (overflow && pageDays.includes(overflow.booking_date) && pageDays.length > 1) {
    pageDays = pageDays.filter((d) => d !== overflow.booking_date);
  }
  const schedules: Record<string, CalendarEntryAttributes[]> = {};
  for (const day of pageDays) schedules[day] = [];
  for (const row of kept) schedules[row.booking_date]?.push(toCalendarEntryAttributes(row));
  // After a single cut day, whether later days exist is not known without another scan past
  // thousands of openings; `next` then says "maybe" and the following page may be empty.
  const more = overflow !== undefined || days.length > pageDays.length;
  return { schedules, pagy: cursorPagy(page, pageDays.length, more) };
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
