// Display helpers of the trainer site: money, days and times on the trainer's own clock.
import { MAX_REQUEST_DEADLINE_HOURS } from '../../../shared/api/trainer-account';

/** 'Tue, Dec 1, 2026' for an instant, on the given clock. */
export function formatDay(iso: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** '5:30 PM' for an instant, on the given clock. */
export function formatTime(iso: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

export function formatTimeRange(startIso: string, endIso: string, timeZone: string | undefined): string {
  return `${formatDay(startIso, timeZone)} · ${formatTime(startIso, timeZone)} – ${formatTime(endIso, timeZone)}`;
}

/** A calendar day 'YYYY-MM-DD' (no clock involved) as 'Tue, Dec 1, 2026'. */
export function formatCalendarDay(day: string): string {
  return formatDay(`${day}T12:00:00Z`, 'UTC');
}

/** '17:30' → '5:30 PM'. */
export function formatWallTime(hhmm: string): string {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** Adds whole days to a calendar day 'YYYY-MM-DD'. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export const STATUS_COLORS = { draft: 'gray', published: 'green', unpublished: 'orange' } as const;

/**
 * 'Wed, Nov 25, 2026, 9:00 AM' on the given clock: a request's answer-by instant, written as the
 * site writes its days (`formatDay`) so one card does not mix two ways of writing a date.
 */
export function formatDeadline(iso: string, timeZone: string): string {
  return `${formatDay(iso, timeZone)}, ${formatTime(iso, timeZone)}`;
}

/** '1 session', '4 sessions'. */
export function sessionsLabel(count: number): string {
  return `${count} ${count === 1 ? 'session' : 'sessions'}`;
}

/** 'Session 2 of 4' for a package's session; null for a single training. */
export function sessionOfLabel(p: { package: boolean; session_number: number; sessions_count: number }) {
  return p.package ? `Session ${p.session_number} of ${p.sessions_count}` : null;
}

/** A `tel:` link for a phone number as typed ('+1 (502) 555-0177' → 'tel:+15025550177'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `tel:+${digits}`;
  return `tel:${digits.length === 10 ? `+1${digits}` : digits}`;
}

/** The profile's sentence for the request deadline setting (ADR 0030). */
export function requestDeadlineSummary(hours: number): string {
  // A value the server will refuse is not described as if it applied (the field says its limit).
  if (!Number.isInteger(hours) || hours < 0 || hours > MAX_REQUEST_DEADLINE_HOURS) {
    return `Whole hours from 0 to ${MAX_REQUEST_DEADLINE_HOURS}: how long before a session a request you have not answered expires.`;
  }
  // A request keeps the deadline it was made with (respond_by): a change is for new ones.
  const keeps = ' Requests already waiting keep the deadline they were sent with.';
  if (hours === 0) return `New requests you have not answered expire when the session starts.${keeps}`;
  const span = `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  return `New requests expire ${span} before the session; one made later than that waits for your answer until the session starts.${keeps}`;
}
