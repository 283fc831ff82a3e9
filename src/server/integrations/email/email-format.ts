// How emails show dates, times and money (SPEC §9): MM-DD-YYYY after the weekday, h:mm A, USD
// en-US, in the reader's own time zone.

import { DEFAULT_TIME_ZONE } from '../../../shared/constants';

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The client's zone when it is one Intl knows; otherwise the product default (SPEC §9). */
export function readerTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return DEFAULT_TIME_ZONE;
  try {
    formatter(timeZone, 'date');
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

const FORMATS = {
  date: { weekday: 'short', year: 'numeric', month: '2-digit', day: '2-digit' },
  time: { hour: 'numeric', minute: '2-digit', hour12: true, timeZoneName: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

// One formatter per zone and format: building one costs more than the email it formats (ADR 0052).
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string, format: keyof typeof FORMATS): Intl.DateTimeFormat {
  const key = `${format} ${timeZone}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { timeZone, ...FORMATS[format] });
    formatters.set(key, found);
  }
  return found;
}

function parts(date: Date, timeZone: string, format: keyof typeof FORMATS) {
  const found = new Map<string, string>();
  for (const part of formatter(timeZone, format).formatToParts(date)) found.set(part.type, part.value);
  return (type: Intl.DateTimeFormatPartTypes) => found.get(type) ?? '';
}

/** `Tue 06-16-2026`: the day of the week too, which a family plans by (the trainer site says it too). */
export function formatDate(date: Date, timeZone: string): string {
  const p = parts(date, timeZone, 'date');
  return `${p('weekday')} ${p('month')}-${p('day')}-${p('year')}`;
}

/** `3:00 PM EDT`: the zone's short name too, since a family may read it while travelling. */
export function formatTime(date: Date, timeZone: string): string {
  const p = parts(date, timeZone, 'time');
  return `${p('hour')}:${p('minute')} ${p('dayPeriod').toUpperCase()} ${p('timeZoneName')}`.trim();
}

/** `3:00 PM - 4:30 PM EDT`: a session's start and end, the zone named once. */
export function formatTimeRange(start: Date, end: Date, timeZone: string): string {
  const p = parts(start, timeZone, 'time');
  return `${p('hour')}:${p('minute')} ${p('dayPeriod').toUpperCase()} - ${formatTime(end, timeZone)}`;
}

/** `Tue 06-16-2026 at 3:00 PM EDT` */
export function formatDateTime(date: Date, timeZone: string): string {
  return `${formatDate(date, timeZone)} at ${formatTime(date, timeZone)}`;
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** `$56.65`; zero is 'Free' (SPEC §9). */
export function formatUsd(cents: number): string {
  return cents > 0 ? usd.format(cents / 100) : 'Free';
}
