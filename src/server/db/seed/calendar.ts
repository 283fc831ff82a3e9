import type { Faker } from '@faker-js/faker';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import type { AthleteMeta } from './athletes';
import type { BuiltService } from './services';

dayjs.extend(utc);
dayjs.extend(timezone);

export const ENTRY_COLOR = '#1e88e5';
export const VIRTUAL_ENTRY_COLOR = '#6f42c1';

export interface EntryDraft {
  /** The calendar day in the athlete's time zone. */
  bookingDate: string;
  fromTime: Date;
  toTime: Date;
  maxSlot: number;
  entryColor: string;
  /** Slugs of the services offered in this opening (calendar_entry_services). */
  serviceSlugs: string[];
}

/** Three to five training days a week, always at least one school day. */
export function planWeekdays(faker: Faker): number[] {
  const week: number[] = [0, 1, 2, 3, 4, 5, 6];
  const days = faker.helpers.arrayElements(week, { min: 3, max: 5 });
  if (!days.some((d) => d >= 1 && d <= 5)) days.push(faker.number.int({ min: 1, max: 5 }));
  return days.sort((a, b) => a - b);
}

/** The UTC instant of a wall-clock time on a calendar day in a time zone (DST-aware). */
export function localInstant(date: string, time: string, timeZone: string): Date {
  return dayjs.tz(`${date} ${time}`, timeZone).toDate();
}

export interface BuildCalendarOptions {
  faker: Faker;
  meta: AthleteMeta;
  services: readonly BuiltService[];
  weekdays: readonly number[];
  now: Date;
  /** Days ahead, starting with today in the athlete's zone. */
  days: number;
  /** Chance of an opening on each training day of the last 14 days. */
  pastChance: number;
}

export function buildCalendar(options: BuildCalendarOptions): EntryDraft[] {
  const { faker, meta, services, weekdays, now } = options;
  const published = services.filter((s) => s.plan.status === 'published');
  const inPerson = published.filter((s) => s.plan.kind !== 'virtual');
  const virtual = published.filter((s) => s.plan.kind === 'virtual');
  const weekdayStart = faker.helpers.arrayElement(['15:00', '16:00', '17:00']);
  const weekendStart = faker.helpers.arrayElement(['09:00', '10:00']);
  const virtualDay = faker.number.int({ min: 0, max: 6 });
  // Plain calendar arithmetic in UTC, so adding days never trips over a DST change.
  const today = dayjs.utc(dayjs(now).tz(meta.timeZone).format('YYYY-MM-DD'));
  const entries: EntryDraft[] = [];

  for (let offset = -14; offset < options.days; offset += 1) {
    const day = today.add(offset, 'day');
    const date = day.format('YYYY-MM-DD');
    const past = offset < 0;
    if (past && !faker.datatype.boolean(options.pastChance)) continue;
    const dow = day.day();

    if (weekdays.includes(dow)) {
      const offered = inPerson.filter((s) => offeredOn(s, date));
      if (offered.length > 0) {
        const start = dow === 0 || dow === 6 ? weekendStart : weekdayStart;
        entries.push(entry(faker, meta, date, start, 120, offered, ENTRY_COLOR));
      }
    }
    if (dow === virtualDay && virtual.length > 0) {
      entries.push(entry(faker, meta, date, '19:30', 60, virtual, VIRTUAL_ENTRY_COLOR));
    }
  }
  return entries;
}

function offeredOn(service: BuiltService, date: string): boolean {
  const { packageStart, packageEnd } = service.row;
  if (service.plan.kind !== 'package') return true;
  return !!packageStart && !!packageEnd && date >= packageStart && date <= packageEnd;
}

function entry(
  faker: Faker,
  meta: AthleteMeta,
  date: string,
  start: string,
  minutes: number,
  offered: readonly BuiltService[],
  entryColor: string,
): EntryDraft {
  const linked = offered.length <= 3 ? [...offered] : faker.helpers.arrayElements(offered, 3);
  const maxSlot = Math.max(...linked.map((s) => s.row.maxSeats));
  const fromTime = localInstant(date, start, meta.timeZone);
  const toTime = new Date(fromTime.getTime() + minutes * 60_000);
  return {
    bookingDate: date,
    fromTime,
    toTime,
    maxSlot,
    entryColor,
    serviceSlugs: linked.map((s) => s.row.slug),
  };
}
