// Which of a trainer's slots a player may book for one service (SPEC §5), and what
// to say when there are none. Shared by the web app (time list) and the server
// (included_trainings, available spots), so both apply the same rule.

export const SOLD_OUT_MESSAGE = 'Sold Out — All available timeslots booked';
export const ALL_PASSED_MESSAGE = 'All available timeslots passed';
export const NO_SLOTS_MESSAGE = 'No slots available for the following athlete yet!';
export const PACKAGE_FULL_MESSAGE = 'This training has no more spots available';
export const BOOK_ALL_SESSIONS_HINT = 'To book all sessions, just choose one date';

/** The fields of a generated slot the rule looks at; instants are ISO-8601 strings. */
export interface SlotLike {
  training_start_date_time: string;
  from_time: string | null;
  free_slot: number;
  selected_trainings: readonly number[];
}

export interface ServiceLike {
  id: number;
  package: boolean;
  all_slots_booked: boolean;
}

const startMs = (slot: SlotLike) => Date.parse(slot.training_start_date_time);

/** Slots offering the service at all, whatever their seats or time. */
function slotsOfService<T extends SlotLike>(slots: readonly T[], serviceId: number): T[] {
  return slots.filter((s) => s.from_time !== null && s.selected_trainings.includes(serviceId));
}

/** Starting now or later: a time earlier today is as gone as yesterday's. */
function notPast(slot: SlotLike, now: Date): boolean {
  const start = startMs(slot);
  return Number.isFinite(start) && start >= now.getTime();
}

/**
 * Slots the player can pick for the service: offered for it, with a start time, a free seat,
 * not started yet; sorted by start. Two openings starting at the same instant are one choice
 * for the player, so they collapse into the one with the most free seats. Duplicates are
 * judged by instant, not wall-clock: on the night clocks fall back, 1:30 happens twice and
 * both are real, different slots.
 */
export function bookableSlots<T extends SlotLike>(slots: readonly T[], serviceId: number, now: Date): T[] {
  const byStart = new Map<number, T>();
  for (const slot of slotsOfService(slots, serviceId)) {
    if (slot.free_slot <= 0 || !notPast(slot, now)) continue;
    const key = startMs(slot);
    const kept = byStart.get(key);
    if (!kept || slot.free_slot > kept.free_slot) byStart.set(key, slot);
  }
  return [...byStart.values()].sort((a, b) => startMs(a) - startMs(b));
}

/**
 * What the time list shows instead of slots (SPEC §5), or null when there is something to
 * book. A package is booked as a whole from its card, so only its sold-out state speaks.
 */
export function slotAvailabilityMessage(
  slots: readonly SlotLike[],
  service: ServiceLike,
  now: Date,
): string | null {
  if (service.package) return service.all_slots_booked ? PACKAGE_FULL_MESSAGE : null;
  const offered = slotsOfService(slots, service.id);
  if (offered.length === 0) return NO_SLOTS_MESSAGE;
  const upcoming = offered.filter((s) => notPast(s, now));
  if (upcoming.length === 0) return ALL_PASSED_MESSAGE;
  if (upcoming.every((s) => s.free_slot <= 0)) return SOLD_OUT_MESSAGE;
  return null;
}

/**
 * Full times of the service a player may join the waitlist for (ADR 0047): offered for it,
 * not started, no seat left, and no other opening with a seat at the same instant; sorted.
 */
export function fullSlots<T extends SlotLike>(slots: readonly T[], serviceId: number, now: Date): T[] {
  const open = new Set(bookableSlots(slots, serviceId, now).map(startMs));
  const byStart = new Map<number, T>();
  for (const slot of slotsOfService(slots, serviceId)) {
    if (slot.free_slot > 0 || !notPast(slot, now) || open.has(startMs(slot))) continue;
    byStart.set(startMs(slot), slot);
  }
  return [...byStart.values()].sort((a, b) => startMs(a) - startMs(b));
}
