// Trainer availability (ADR 0015): openings are entered as a calendar day and wall-clock times
// in the trainer's time zone; the database keeps instants (ARCHITECTURE domain notes).
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The weekly repeat creates at most this many further weeks (half a year). */
export const MAX_REPEAT_WEEKS = 26;
export const MAX_OPENING_SEATS = 100;

/**
 * The most seats a session of an opening can have: the largest of its training options' own (an
 * individual training takes one player). Each session is capped by its own option as well, so
 * more seats than this would be shown to the trainer and never offered.
 */
export function openingSeatLimit(options: readonly { individual: boolean; maxSeats: number }[]): number {
  return Math.min(MAX_OPENING_SEATS, Math.max(1, ...options.map((o) => (o.individual ? 1 : o.maxSeats))));
}
/**
 * An opening's seats as the trainer reads them: '1 booked · up to 4 seats a session', or, when the
 * seats are in several of its sessions, '6 seats booked in 3 sessions · up to 9 seats a session'
 * (the booked count is the opening's, the limit each session's).
 */
export function openingSeatsText(o: {
  booked_seats: number;
  booked_sessions: number;
  max_slot: number;
}): string {
  const booked =
    o.booked_sessions > 1
      ? `${o.booked_seats} seats booked in ${o.booked_sessions} sessions`
      : `${o.booked_seats} booked`;
  return `${booked} · up to ${o.max_slot} ${o.max_slot === 1 ? 'seat' : 'seats'} a session`;
}
/** A list of openings covers at most this many days. */
export const MAX_LIST_DAYS = 366;
/**
 * How far ahead an opening may start: a year, what the trainer page and the booking calendar show
 * (their horizon is 366 days). A booking or a place in line for a time past it is refused as invalid.
 */
export const MAX_DAYS_AHEAD = 365;

/** 'YYYY-MM-DD' plus 'HH:mm' in `timeZone` → the instant (DST-aware). */
export function localInstant(date: string, time: string, timeZone: string): Date {
  return dayjs.tz(`${date} ${time}`, timeZone).toDate();
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/**
 * The instant an opening from `fromTime` ends at `to` on `date`'s clock: the start plus the minutes
 * between the two times when the clock shows `to` then (so a repeated hour is not counted twice),
 * else the instant `to` names (a skipped hour makes the opening shorter, as the clock says).
 */
function openingEnd(
  fromTime: Date,
  date: string,
  times: { from: string; to: string },
  timeZone: string,
): Date {
  const asLong = new Date(fromTime.getTime() + (minutesOf(times.to) - minutesOf(times.from)) * 60_000);
  if (localDate(asLong, timeZone) === date && localTime(asLong, timeZone) === times.to) return asLong;
  return localInstant(date, times.to, timeZone);
}

/** The calendar day `weeks` weeks after `date`. */
export function addWeeks(date: string, weeks: number): string {
  return dayjs
    .utc(date)
    .add(weeks * 7, 'day')
    .format('YYYY-MM-DD');
}

export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

export function daysBetween(from: string, to: string): number {
  return dayjs.utc(to).diff(dayjs.utc(from), 'day');
}

// One formatter per zone: the session grid asks for the day of every slot it carves.
const dayFormats = new Map<string, Intl.DateTimeFormat>();
function dayParts(instant: Date, timeZone: string) {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
    });
    dayFormats.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const p of format.formatToParts(instant)) parts[p.type] = p.value;
  return parts;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const QUARTER_HOUR = 15 * 60_000;

/**
 * The calendar day and weekday of an instant in `timeZone`, asked of Intl once per quarter
 * hour of each zone: every zone's offset (since 1972) and every offset change is a whole
 * number of quarter hours, so the local day cannot change inside one. The session grid asks
 * this for every slot it carves (ADR 0028); the answers are shared across requests.
 */
const localDays = new Map<string, Map<number, { date: string; weekday: number }>>();
let localDaysSize = 0;
/** The calendar day and weekday of an instant given as milliseconds since the epoch. */
export function localDayAt(
  ms: number,
  timeZone: string,
): { readonly date: string; readonly weekday: number } {
  const quarter = Math.floor(ms / QUARTER_HOUR);
  let zone = localDays.get(timeZone);
  if (!zone) {
    zone = new Map();
    localDays.set(timeZone, zone);
  }
  let day = zone.get(quarter);
  if (!day) {
    if (localDaysSize >= 500_000) {
      localDays.clear();
      localDaysSize = 0;
      zone = new Map();
      localDays.set(timeZone, zone);
    }
    const p = dayParts(new Date(quarter * QUARTER_HOUR), timeZone);
    day = { date: `${p.year}-${p.month}-${p.day}`, weekday: WEEKDAYS.indexOf(p.weekday ?? '') };
    zone.set(quarter, day);
    localDaysSize += 1;
  }
  return day;
}

/** The calendar day 'YYYY-MM-DD' of an instant in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  return localDayAt(instant.getTime(), timeZone).date;
}

/** The weekday of an instant in `timeZone`, 0 = Sunday (a service's `days`). */
export function localWeekday(instant: Date, timeZone: string): number {
  return localDayAt(instant.getTime(), timeZone).weekday;
}

/** Wall-clock 'HH:mm' of an instant in `timeZone`. */
export function localTime(instant: Date, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format('HH:mm');
}

export interface OpeningTimes {
  bookingDate: string;
  fromTime: Date;
  toTime: Date;
}

/**
 * The opening and its weekly repeats: each week keeps the same wall-clock times, so a repeat
 * across a daylight-saving change still starts at 5 pm local. 'to' must be after 'from' on the
 * same day (checked by the schema). On the night the clocks go back an hour, an end the clock
 * shows twice (1:30 am) is the one that keeps the opening as long as its times say: 12:30–1:30
 * is an hour, not two hours with an extra session in it.
 */
export function weeklyOpenings(
  input: { bookingDate: string; from: string; to: string; repeatWeeks: number },
  timeZone: string,
): OpeningTimes[] {
  return Array.from({ length: input.repeatWeeks + 1 }, (_, week) => {
    const bookingDate = addWeeks(input.bookingDate, week);
    const fromTime = localInstant(bookingDate, input.from, timeZone);
    return { bookingDate, fromTime, toTime: openingEnd(fromTime, bookingDate, input, timeZone) };
  });
}
