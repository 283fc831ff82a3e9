// How trainings, dates and money read on cards and pages (SPEC §9). Pure: every function that
// depends on the clock or a time zone takes them as arguments, so tests can fix both.
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { DEFAULT_TIME_ZONE, DESCRIPTION_CUTOFF, WEEKDAY_LABELS } from '../constants';

dayjs.extend(utc);
dayjs.extend(timezone);

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** SPEC §9: zero or missing price is 'Free'; otherwise USD in en-US. */
export function formatPrice(price: number | null | undefined): string {
  return price == null || price <= 0 ? 'Free' : usd.format(price);
}

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

/** An instant as the calendar day it falls on in `timeZone`, 'YYYY-MM-DD'. */
export function localDateKey(instant: string | Date, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format('YYYY-MM-DD');
}

/** An instant as MM-DD-YYYY in `timeZone`. */
export function formatInstantDate(instant: string | Date, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format('MM-DD-YYYY');
}

/** An instant as h:mm A in `timeZone`. */
export function formatInstantTime(instant: string | Date, timeZone: string): string {
  return dayjs(instant).tz(timeZone).format('h:mm A');
}

/** 'YYYY-MM-DD' (a calendar day, no zone) → 'MM-DD-YYYY'. */
export function formatDayKey(day: string): string {
  const [y, m, d] = day.split('-');
  return y && m && d ? `${m}-${d}-${y}` : day;
}

/** 'YYYY-MM-DD' → 'Mon 11-23-2026': the card's next/last slot with its weekday. */
export function formatDayWithWeekday(day: string): string {
  const parsed = dayjs.utc(day, 'YYYY-MM-DD');
  return parsed.isValid() ? `${parsed.format('ddd')} ${parsed.format('MM-DD-YYYY')}` : day;
}

/** 'YYYY-MM-DD' → 'M/D' (package range). */
function shortDay(day: string): string {
  const parsed = dayjs.utc(day, 'YYYY-MM-DD');
  return parsed.isValid() ? parsed.format('M/D') : day;
}

export function durationLabel(minutes: number): string {
  return `${minutes} Mins`;
}

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

export function packageSessionsLabel(sessions: number | null): string {
  return `for ${sessions ?? 0} sessions`;
}

export function packageRangeLabel(start: string | null, end: string | null): string {
  if (!start || !end) return '';
  return `${shortDay(start)} - ${shortDay(end)}`;
}

/** 'All days' when the training runs every weekday, else the weekday letters (Su M T W Th F Sa). */
export function weekdaysLabel(days: readonly number[]): string {
  const unique = [...new Set(days)].filter((d) => d >= 0 && d <= 6).sort((a, b) => a - b);
  if (unique.length === 7) return 'All days';
  return unique.map((d) => WEEKDAY_LABELS[d]).join(' ');
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
