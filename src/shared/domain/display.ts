// How trainings, dates and money read on cards and pages (SPEC §9). Pure: every function that
// depends on the clock or a time zone takes them as arguments, so tests can fix both.
// Dates go through the built-in Intl API rather than dayjs: these labels are on the trainer
// page's cards, whose first load has a 150 KB budget (ADR 0010).
import { DEFAULT_TIME_ZONE, DESCRIPTION_CUTOFF, WEEKDAY_LABELS } from '../constants';

/** 2027 → "'27" (SPEC §3). */
export function passingYearShort(year: number | null | undefined): string {
  return year == null ? '' : `'${String(year).slice(-2)}`;
}

/** SPEC §9: descriptions are cut at 260 characters, with an ellipsis when something was cut. */
export function cutDescription(text: string | null | undefined, max = DESCRIPTION_CUTOFF): string {
  if (!text) return '';
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/** The visitor's zone (SPEC §9 'local time zone guessed'), New York when the browser cannot tell. */
export function guessTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

const zonedFormats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock fields of an instant in `timeZone` (an unknown zone throws a RangeError). */
function zonedParts(instant: string | Date, timeZone: string) {
  let format = zonedFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    });
    zonedFormats.set(timeZone, format);
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of format.formatToParts(toDate(instant))) parts[part.type] = part.value;
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
    dayPeriod: parts.dayPeriod ?? '',
  };
}

/** Like dayjs: a bare 'YYYY-MM-DD' is local midnight (Date would read it as UTC). */
function toDate(instant: string | Date): Date {
  if (instant instanceof Date) return instant;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(instant);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(instant);
}

/** An instant as the calendar day it falls on in `timeZone`, 'YYYY-MM-DD'. */
export function localDateKey(instant: string | Date, timeZone: string): string {
  const { year, month, day } = zonedParts(instant, timeZone);
  return `${year}-${month}-${day}`;
}

/** An instant as MM-DD-YYYY in `timeZone`. */
export function formatInstantDate(instant: string | Date, timeZone: string): string {
  const { year, month, day } = zonedParts(instant, timeZone);
  return `${month}-${day}-${year}`;
}

/** An instant as h:mm A in `timeZone`. */
export function formatInstantTime(instant: string | Date, timeZone: string): string {
  const { hour, minute, dayPeriod } = zonedParts(instant, timeZone);
  return `${hour}:${minute} ${dayPeriod}`;
}

/** A calendar day 'YYYY-MM-DD' as a UTC-midnight Date, or null when it is not one. */
export function parseDayKey(day: string): Date | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(day);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

const pad2 = (value: number) => String(value).padStart(2, '0');
const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** 'YYYY-MM-DD' (a calendar day, no zone) → 'MM-DD-YYYY'. */
export function formatDayKey(day: string): string {
  const [y, m, d] = day.split('-');
  return y && m && d ? `${m}-${d}-${y}` : day;
}

/** 'YYYY-MM-DD' → 'Mon 11-23-2026': the card's next/last slot with its weekday. */
export function formatDayWithWeekday(day: string): string {
  const parsed = parseDayKey(day);
  if (!parsed) return day;
  const date = `${pad2(parsed.getUTCMonth() + 1)}-${pad2(parsed.getUTCDate())}-${parsed.getUTCFullYear()}`;
  return `${SHORT_WEEKDAYS[parsed.getUTCDay()]} ${date}`;
}

/** 'YYYY-MM-DD' → 'M/D' (package range). */
function shortDay(day: string): string {
  const parsed = parseDayKey(day);
  return parsed ? `${parsed.getUTCMonth() + 1}/${parsed.getUTCDate()}` : day;
}

export function durationLabel(minutes: number): string {
  return `${minutes} Mins`;
}

/** A training's type as cards, lists and the trainer site name it. */
export const TRAINING_TYPE_LABELS = { individual: 'Individual', group: 'Group', virtual: 'Virtual' } as const;

/** SPEC §9 audience labels; unisex trainings are for both (our wording). */
export function audienceLabel(gender: 'male' | 'female' | 'unisex'): string {
  if (gender === 'female') return 'Girls';
  if (gender === 'male') return 'Boys';
  return 'Girls & Boys';
}

export interface SpotsService {
  training_type: 'virtual' | 'individual' | 'group';
  max_seats: number;
}

/** Group and virtual trainings: '(One Spot)' or '({n} Spots Total)'; individual: nothing. */
export function spotsLabel(service: SpotsService): string | null {
  if (service.training_type === 'individual') return null;
  return service.max_seats === 1 ? '(One Spot)' : `(${service.max_seats} Spots Total)`;
}

export const ONLINE_LABEL = 'Online';
export const VIRTUAL_VIA = 'Zoom or Google Video Call';

/** Up to three location names joined with 'or'; virtual trainings are 'Online'. */
export function locationsLabel(
  trainingType: 'virtual' | 'individual' | 'group',
  locations: ReadonlyArray<{ location: string }> | null,
): string {
  if (trainingType === 'virtual') return ONLINE_LABEL;
  return (locations ?? [])
    .slice(0, 3)
    .map((l) => l.location)
    .join(' or ');
}

/**
 * The places of an opening that offers several trainings: each place once, in the order the
 * trainings list them (two trainings at the same two fields are "A or B", not "A or B or B or A").
 */
export function openingPlacesLabel(
  services: ReadonlyArray<{
    training_type: 'virtual' | 'individual' | 'group';
    provided_service_locations: ReadonlyArray<{ location: string }> | null;
  }>,
): string {
  const names = services.flatMap((s) =>
    s.training_type === 'virtual'
      ? [ONLINE_LABEL]
      : (s.provided_service_locations ?? []).map((l) => l.location),
  );
  return [...new Set(names.filter((n) => n !== ''))].join(' or ');
}

export function packageSessionsLabel(sessions: number | null): string {
  return `for ${sessions ?? 0} sessions`;
}

export function packageRangeLabel(start: string | null, end: string | null): string {
  if (!start || !end) return '';
  return `${shortDay(start)} - ${shortDay(end)}`;
}

/**
 * 'All days' when the training runs every weekday (all seven, or none named: no weekday limit,
 * as the session grid reads it), else the weekday letters (Su M T W Th F Sa).
 */
export function weekdaysLabel(days: readonly number[]): string {
  const unique = [...new Set(days)].filter((d) => d >= 0 && d <= 6).sort((a, b) => a - b);
  if (unique.length === 7 || unique.length === 0) return 'All days';
  return unique.map((d) => WEEKDAY_LABELS[d]).join(' ');
}

/**
 * The few starts that decide on which weekdays a training's times fall in any time zone: per UTC
 * day of the week, its earliest and its latest start. Starts of one UTC weekday span less than a
 * day, so in any zone they fall on at most two weekdays, those of the earliest and the latest.
 * Zone-free: the server-rendered page keeps these, not every time (ADR 0082).
 */
export function weekdaySpanStarts(starts: Iterable<string>): string[] {
  const spans = new Map<number, { first: number; last: number; firstAt: string; lastAt: string }>();
  for (const start of starts) {
    const ms = Date.parse(start);
    if (Number.isNaN(ms)) continue;
    const weekday = new Date(ms).getUTCDay();
    const inDay = ((ms % 86_400_000) + 86_400_000) % 86_400_000;
    const span = spans.get(weekday);
    if (!span) spans.set(weekday, { first: inDay, last: inDay, firstAt: start, lastAt: start });
    else if (inDay < span.first) Object.assign(span, { first: inDay, firstAt: start });
    else if (inDay > span.last) Object.assign(span, { last: inDay, lastAt: start });
  }
  return [...spans.values()].flatMap((s) => (s.firstAt === s.lastAt ? [s.firstAt] : [s.firstAt, s.lastAt]));
}

/** The weekdays (0 = Sunday) the instants fall on in `timeZone`, each once, in order. */
export function weekdaysIn(instants: readonly string[], timeZone: string): number[] {
  const days = new Set<number>();
  for (const instant of instants) {
    const day = parseDayKey(localDateKey(instant, timeZone));
    if (day) days.add(day.getUTCDay());
  }
  return [...days].sort((a, b) => a - b);
}

const SOCIAL_BASES = {
  facebook: 'https://facebook.com/',
  instagram: 'https://instagram.com/',
  twitter: 'https://twitter.com/',
  tiktok: 'https://tiktok.com/@',
} as const;

/** A stored handle or address → a link; handles get the network's base address (SPEC §9). */
export function socialHref(
  network: keyof typeof SOCIAL_BASES | 'website',
  value: string | null,
): string | null {
  const raw = value?.trim();
  if (!raw) return null;
  if (/^https?:\/\//i.test(raw)) return raw;
  if (network === 'website') return `https://${raw}`;
  return `${SOCIAL_BASES[network]}${raw.replace(/^@/, '')}`;
}
