// The booking engine's one model of time (ADR 0028): which sessions of a service can
// be booked, computed from the trainer's openings (windows of time), the sessions the trainer
// already holds and the trainer's rules. The trainer page's slots, a card's next and last
// dates, a package's sessions and the check a booking passes all come from here, so what is
// shown and what can be booked are the same thing.
//
// - A slot is the service's duration, on a grid that starts at the opening's start and steps
//   by that duration; it must end by the opening's end.
// - A trainer is one person: a slot overlapping a session of another service (plus the
//   buffer after it) is taken. A session of the same service at the same start is joined
//   while it has seats.
// - A time held only by sessions the trainer cancelled is no slot at all: not bookable, and
//   not full either (nobody can wait for it, ADR 0047).
// - Seats of a session: 1 for an individual training, otherwise the service's max_seats,
//   never more than the opening's own cap.
// - A service's weekdays (`days`, 0 = Sunday, in the trainer's zone) and a package's dates
//   limit where its slots fall; nothing that starts before now + the minimum notice is offered.
import { localDayAt } from './availability';

export interface GridWindow {
  id: number;
  startsAt: Date;
  endsAt: Date;
  /** The opening's cap on the seats of each session held in it. */
  maxSeats: number;
  serviceIds: readonly number[];
}

export interface GridService {
  id: number;
  durationMinutes: number;
  trainingType: 'virtual' | 'individual' | 'group';
  maxSeats: number;
  days: readonly number[];
  package: boolean;
  packageStart: string | null;
  packageEnd: string | null;
  sessionsCount: number | null;
}

/** A session the trainer holds (only those with a seat taken hold the trainer's time). */
export interface HeldSession {
  providedServiceId: number;
  startsAt: Date;
  blocksUntil: Date;
  seatsTaken: number;
  /** Of the seats taken, those the trainer cancelled (ADR 0047). */
  seatsWithdrawn: number;
  maxSeats: number;
}

/**
 * A session the trainer cancelled: every seat of it is withdrawn (its last live booking
 * cancelled by the trainer shrinks its seats to the withdrawn ones). It still holds the
 * trainer's time, but nobody can book it or wait for it (ADR 0047).
 */
export const trainerCancelled = (s: HeldSession): boolean =>
  s.seatsWithdrawn > 0 && s.seatsWithdrawn >= s.maxSeats;

export interface TrainerRules {
  timeZone: string;
  bufferMinutes: number;
  minNoticeMinutes: number;
}

export interface GridSlot {
  serviceId: number;
  windowId: number;
  startsAt: Date;
  endsAt: Date;
  /** The calendar day of the start in the trainer's zone. */
  bookingDate: string;
  /** Seats a session here has (or would have). */
  capacity: number;
  /** Seats still free for this service at this time; 0 when full or the trainer is busy. */
  seatsLeft: number;
}

const MINUTE = 60_000;

/** Seats of one session of the service in the window. */
export function sessionCapacity(service: GridService, window: Pick<GridWindow, 'maxSeats'>): number {
  const own = service.trainingType === 'individual' ? 1 : service.maxSeats;
  return Math.max(1, Math.min(own, window.maxSeats));
}

/** Sessions holding the trainer's time, sorted by start, for `busyAt`. */
function holding(sessions: readonly HeldSession[]): HeldSession[] {
  return sessions.filter((s) => s.seatsTaken > 0).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** The held sessions (sorted) overlapping [from, until): index of the first that may overlap. */
function firstEndingAfter(sorted: readonly HeldSession[], from: number): number {
  // Held sessions never overlap each other (the database's exclusion constraint), so their
  // ends grow with their starts and a binary search on the end finds the first candidate.
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const s = sorted[mid];
    if (s && s.blocksUntil.getTime() <= from) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function inPackageRange(service: GridService, day: string): boolean {
  if (!service.package) return true;
  if (service.packageStart !== null && day < service.packageStart) return false;
  if (service.packageEnd !== null && day > service.packageEnd) return false;
  return true;
}

/**
 * One slot as the grid works it out, instants in milliseconds since the epoch: `GridSlot` is
 * the same with Dates. A reader that only needs counts, seats or times (the trainer page,
 * `summariseServiceSlots`) takes these and makes no Date of its own.
 */
export interface SlotTimes {
  serviceId: number;
  windowId: number;
  start: number;
  end: number;
  /** The calendar day of the start in the trainer's zone. */
  bookingDate: string;
  capacity: number;
  seatsLeft: number;
}

/**
 * One slot as `eachSlot` hands it over: plain numbers (a busy trainer's page has thousands of
 * slots; an object per slot, with its two instants boxed, was most of the grid's garbage).
 */
export type SlotVisitor = (
  windowId: number,
  start: number,
  end: number,
  bookingDate: string,
  capacity: number,
  seatsLeft: number,
  /**
   * The trainer is held then by another training's session (seatsLeft 0, its own seats free):
   * "trainer booked", not "full". The time may still open (that request declined).
   */
  elsewhere?: boolean,
) => void;

/**
 * The one computation of a service's slots (ADR 0028): calls `visit` with every slot from now
 * + notice on, full ones included (seatsLeft 0), in the windows' order. `serviceSlots` and
 * `summariseServiceSlots` are this, collected two ways.
 */
function eachSlot(
  service: GridService,
  windows: readonly GridWindow[],
  sessions: readonly HeldSession[],
  rules: TrainerRules,
  now: Date,
  visit: SlotVisitor,
): void {
  const held = holding(sessions);
  const earliest = now.getTime() + rules.minNoticeMinutes * MINUTE;
  const length = service.durationMinutes * MINUTE;
  const buffer = rules.bufferMinutes * MINUTE;
  const anyDay = service.days.length === 0;
  // Starts already given (a start in two windows is one slot). Openings mostly come in order
  // and apart, so starts mostly grow: a set is made only when one does not.
  const given: number[] = [];
  let seen: Set<number> | undefined;
  let latest = Number.NEGATIVE_INFINITY;
  for (const window of windows) {
    if (!window.serviceIds.includes(service.id)) continue;
    const end = window.endsAt.getTime();
    const capacity = sessionCapacity(service, window);
    for (let start = window.startsAt.getTime(); start + length <= end; start += length) {
      if (start < earliest) continue;
      if (start <= latest) {
        seen ??= new Set(given);
        if (seen.has(start)) continue;
      }
      const day = localDayAt(start, rules.timeZone);
      if (!anyDay && !service.days.includes(day.weekday)) continue;
      const bookingDate = day.date;
      if (!inPackageRange(service, bookingDate)) continue;
      if (seen) seen.add(start);
      else given.push(start);
      if (start > latest) latest = start;
      // The held sessions overlapping [start, start + length + buffer), and this service's own
      // session at this start among them (the first found, in start order).
      const until = start + length + buffer;
      let clashes = 0;
      let cancelled = 0;
      let own: HeldSession | undefined;
      for (let i = firstEndingAfter(held, start); i < held.length; i++) {
        const s = held[i];
        if (!s || s.startsAt.getTime() >= until) break;
        if (s.blocksUntil.getTime() <= start) continue;
        clashes++;
        if (trainerCancelled(s)) cancelled++;
        if (!own && s.providedServiceId === service.id && s.startsAt.getTime() === start) own = s;
      }
      if (clashes > 0 && cancelled === clashes) continue;
      let seatsLeft: number;
      if (own) seatsLeft = clashes === 1 ? Math.max(0, own.maxSeats - own.seatsTaken) : 0;
      else seatsLeft = clashes === 0 ? capacity : 0;
      const elsewhere = own ? clashes > 1 : clashes > 0;
      visit(
        window.id,
        start,
        start + length,
        bookingDate,
        own ? own.maxSeats : capacity,
        seatsLeft,
        elsewhere,
      );
    }
  }
}

/**
 * Every slot of the service from now + notice on, full ones included (seatsLeft 0), sorted by
 * start. Windows that do not offer the service add nothing.
 */
export function serviceSlots(
  service: GridService,
  windows: readonly GridWindow[],
  sessions: readonly HeldSession[],
  rules: TrainerRules,
  now: Date,
): GridSlot[] {
  const slots: GridSlot[] = [];
  eachSlot(
    service,
    windows,
    sessions,
    rules,
    now,
    (windowId, start, end, bookingDate, capacity, seatsLeft) => {
      slots.push({
        serviceId: service.id,
        windowId,
        startsAt: new Date(start),
        endsAt: new Date(end),
        bookingDate,
        capacity,
        seatsLeft,
      });
    },
  );
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** What a card shows of a service's slots (`summariseServiceSlots`). */
export interface SlotSummary {
  /** How many slots have a seat left. */
  open: number;
  /** Seats left over those slots. */
  seats: number;
  /** The first and the last of them (by start). */
  first: SlotTimes | undefined;
  last: SlotTimes | undefined;
}

/**
 * `serviceSlots` summed up without keeping them: its open slots' count, seats, first and last;
 * and `list` is called with each slot that starts before `listBefore` (ms since the epoch),
 * full ones included, in the openings' order (by start when they come in order and apart).
 * The trainer page's cards look a year ahead and list two months: no slot is kept.
 */
export function summariseServiceSlots(
  service: GridService,
  windows: readonly GridWindow[],
  sessions: readonly HeldSession[],
  rules: TrainerRules,
  now: Date,
  listBefore: number,
  list: SlotVisitor,
): SlotSummary {
  let open = 0;
  let seats = 0;
  // The first and last open slot's numbers; objects only at the end.
  let first: Parameters<SlotVisitor> | undefined;
  let last: Parameters<SlotVisitor> | undefined;
  let firstStart = Number.POSITIVE_INFINITY;
  let lastStart = Number.NEGATIVE_INFINITY;
  let lastWindow = 0;
  let lastEnd = 0;
  let lastDate = '';
  let lastCapacity = 0;
  let lastSeats = 0;
  eachSlot(
    service,
    windows,
    sessions,
    rules,
    now,
    (windowId, start, end, bookingDate, capacity, seatsLeft, elsewhere) => {
      if (start < listBefore) list(windowId, start, end, bookingDate, capacity, seatsLeft, elsewhere);
      if (seatsLeft <= 0) return;
      open++;
      seats += seatsLeft;
      if (start < firstStart) {
        firstStart = start;
        first = [windowId, start, end, bookingDate, capacity, seatsLeft];
      }
      if (start > lastStart) {
        lastStart = start;
        lastWindow = windowId;
        lastEnd = end;
        lastDate = bookingDate;
        lastCapacity = capacity;
        lastSeats = seatsLeft;
      }
    },
  );
  if (open > 0) last = [lastWindow, lastStart, lastEnd, lastDate, lastCapacity, lastSeats];
  const times = (slot: Parameters<SlotVisitor> | undefined): SlotTimes | undefined =>
    slot && {
      serviceId: service.id,
      windowId: slot[0],
      start: slot[1],
      end: slot[2],
      bookingDate: slot[3],
      capacity: slot[4],
      seatsLeft: slot[5],
    };
  return { open, seats, first: times(first), last: times(last) };
}

/**
 * The sessions a package books (ADR 0028): the first free slot of each day in its dates,
 * for its first `sessions_count` days from now on. Null when fewer than that many days
 * can still be held: the package is then not offered, never sold short.
 */
export function packageSessions(
  service: GridService,
  windows: readonly GridWindow[],
  sessions: readonly HeldSession[],
  rules: TrainerRules,
  now: Date,
): GridSlot[] | null {
  const wanted = service.sessionsCount ?? 0;
  if (!service.package || wanted < 1) return null;
  const picked: GridSlot[] = [];
  const days = new Set<string>();
  for (const slot of serviceSlots(service, windows, sessions, rules, now)) {
    if (slot.seatsLeft <= 0 || days.has(slot.bookingDate)) continue;
    days.add(slot.bookingDate);
    picked.push(slot);
    if (picked.length === wanted) return picked;
  }
  return null;
}

/** What a player can book of a service: its open slots, or a package's sessions. */
export function bookableSlotsOf(
  service: GridService,
  windows: readonly GridWindow[],
  sessions: readonly HeldSession[],
  rules: TrainerRules,
  now: Date,
): GridSlot[] {
  if (service.package) return packageSessions(service, windows, sessions, rules, now) ?? [];
  return serviceSlots(service, windows, sessions, rules, now).filter((s) => s.seatsLeft > 0);
}
