// The booking page's date picker and time list (SPEC §4 Booking flow): which days can be picked
// and what the day arrows do. Days are calendar days in the visitor's zone, 'YYYY-MM-DD'.
import { localDateKey, parseDayKey } from './display';

/** Bookable slots by the local day they start on; days and slots in start order. */
export function slotsByDay<T extends { training_start_date_time: string }>(
  slots: readonly T[],
  timeZone: string,
): Map<string, T[]> {
  const byDay = new Map<string, T[]>();
  const sorted = [...slots].sort(
    (a, b) => Date.parse(a.training_start_date_time) - Date.parse(b.training_start_date_time),
  );
  for (const slot of sorted) {
    const day = localDateKey(slot.training_start_date_time, timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), slot]);
  }
  return byDay;
}

export function todayKey(now: Date, timeZone: string): string {
  return localDateKey(now, timeZone);
}

function shiftDay(day: string, days: number): string {
  const parsed = parseDayKey(day);
  if (!parsed) return day;
  parsed.setUTCDate(parsed.getUTCDate() + days);
  return parsed.toISOString().slice(0, 10);
}

/** SPEC §4: days before yesterday, and days without slots, are shown as booked. */
export function isDayBooked(day: string, daysWithSlots: ReadonlySet<string>, today: string): boolean {
  return day < shiftDay(today, -1) || !daysWithSlots.has(day);
}

/** The nearest earlier (-1) or later (+1) day that has slots, for the time list's arrows. */
export function adjacentDay(
  day: string,
  daysWithSlots: ReadonlySet<string>,
  direction: -1 | 1,
): string | null {
  const sorted = [...daysWithSlots].sort();
  const candidates =
    direction === 1 ? sorted.filter((d) => d > day) : sorted.filter((d) => d < day).reverse();
  return candidates[0] ?? null;
}
