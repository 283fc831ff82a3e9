// Display helpers of the trainer site: money, days and times on the trainer's own clock.

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export function formatMoney(dollars: number): string {
  return money.format(dollars);
}

export function formatCents(cents: number): string {
  return money.format(cents / 100);
}

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

/** Today's calendar day on the trainer's clock, 'YYYY-MM-DD'. */
export function todayIn(timeZone: string | undefined, now = new Date()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(now);
}

/** Adds whole days to a calendar day 'YYYY-MM-DD'. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export const TRAINING_TYPE_LABELS = { individual: 'Individual', group: 'Group', virtual: 'Virtual' } as const;

export const STATUS_COLORS = { draft: 'gray', published: 'green', unpublished: 'orange' } as const;
