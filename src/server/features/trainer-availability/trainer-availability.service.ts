import type {
  TrainerEntryCreate,
  TrainerEntryUpdate,
  TrainerTimeOff,
} from '../../../shared/api/trainer-availability';
import {
  addDays,
  daysBetween,
  localTime,
  MAX_DAYS_AHEAD,
  MAX_LIST_DAYS,
  type OpeningTimes,
  openingSeatLimit,
  weeklyOpenings,
} from '../../../shared/domain/availability';
import { formatDayWithWeekday, formatInstantTime, localDateKey } from '../../../shared/domain/display';
import type { AppContext } from '../../context';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { loadProfile } from '../trainer-account/trainer-account.service';
import { ownServiceIds, type ServiceRow } from '../trainer-services/trainer-services.repository';
import { offerSeatsNow } from '../waitlist/waitlist.service';
import {
  clearEntriesBetween,
  deleteEntry,
  type EntryWithServices,
  findOverlap,
  findOwnEntries,
  insertEntries,
  listOwnEntries,
  lockAndHoldsSeats,
  reopenEntry,
  updateEntry,
} from './trainer-availability.repository';

export const ENTRY_HAS_BOOKINGS_CHANGE =
  'This opening has bookings, so it can’t be changed. Reject or cancel its bookings first.';
export const ENTRY_HAS_BOOKINGS_REMOVE =
  'This opening has bookings, so it can’t be removed. Reject or cancel its bookings first.';
const DEFAULT_LIST_DAYS = 42;

export async function listTrainerEntries(
  ctx: AppContext,
  athleteId: number,
  query: { from?: string | undefined; to?: string | undefined },
): Promise<{ entries: EntryWithServices[]; timeZone: string }> {
  const { timeZone } = await loadProfile(ctx.db, athleteId);
  const from = query.from ?? localDateKey(ctx.now(), timeZone);
  const to = query.to ?? addDays(from, DEFAULT_LIST_DAYS - 1);
  if (to < from) throw unprocessable([{ to: 'must not be before from' }]);
  if (daysBetween(from, to) >= MAX_LIST_DAYS)
    throw unprocessable([{ to: `must be within ${MAX_LIST_DAYS} days of from` }]);
  return { entries: await listOwnEntries(ctx.db, athleteId, from, to), timeZone };
}

/** The options must all be the trainer's own: someone else's is 'not found', as ids in paths are. */
async function ownServices(ctx: AppContext, athleteId: number, ids: number[]): Promise<ServiceRow[]> {
  const unique = [...new Set(ids)];
  const found = await ownServiceIds(ctx.db, athleteId, unique);
  if (found.length !== unique.length) throw notFound('Training option');
  return found;
}

const WEEKDAY_NAMES = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];

function checkTimes(openings: OpeningTimes[], services: ServiceRow[], now: Date) {
  const first = openings[0];
  const last = openings[openings.length - 1];
  if (!first || !last) return;
  if (first.fromTime.getTime() <= now.getTime())
    throw unprocessable([{ from_time: 'must be in the future' }]);
  // Nobody sees an opening past the booking calendar's year, so none is made there.
  if (last.fromTime.getTime() > now.getTime() + MAX_DAYS_AHEAD * 86_400_000) {
    throw unprocessable([
      {
        booking_date:
          openings.length > 1
            ? `must be within ${MAX_DAYS_AHEAD} days from today, with its repeats`
            : `must be within ${MAX_DAYS_AHEAD} days from today`,
      },
    ]);
  }
  // An option offered only on some weekdays has no time in an opening on another one: families
  // would see it unbookable while the trainer's schedule lists it (repeats keep the weekday).
  const weekday = new Date(`${first.bookingDate}T00:00:00Z`).getUTCDay();
  const offDay = services.find((s) => s.days.length > 0 && !s.days.includes(weekday));
  if (offDay) {
    throw unprocessable([
      { provided_service_ids: `${offDay.name} is not offered on ${WEEKDAY_NAMES[weekday]}` },
    ]);
  }
  const minutes = (first.toTime.getTime() - first.fromTime.getTime()) / 60_000;
  const longest = Math.max(...services.map((s) => s.durationMinutes));
  // Every option offered must fit at least one session in the opening (ADR 0028).
  if (minutes < longest) {
    throw unprocessable([{ to_time: `leaves too little time for a ${longest}-minute training` }]);
  }
}

async function refuseOverlap(
  ctx: AppContext,
  athleteId: number,
  openings: OpeningTimes[],
  timeZone: string,
  exceptId?: number,
) {
  const clash = await findOverlap(ctx.db, athleteId, openings, exceptId);
  if (clash) {
    const from = formatInstantTime(clash.fromTime, timeZone);
    const to = formatInstantTime(clash.toTime, timeZone);
    throw conflict(
      `This time overlaps your opening of ${formatDayWithWeekday(clash.bookingDate)}, ${from} - ${to}.`,
    );
  }
}

/**
 * Publishes the opening and its weekly repeats in one transaction, then asks the job queue to
 * tell the subscribers of the published options among them.
 */
export async function createTrainerEntries(
  ctx: AppContext,
  athleteId: number,
  input: TrainerEntryCreate,
): Promise<EntryWithServices[]> {
  const { timeZone } = await loadProfile(ctx.db, athleteId);
  const services = await ownServices(ctx, athleteId, input.provided_service_ids);
  const openings = weeklyOpenings(
    {
      bookingDate: input.booking_date,
      from: input.from_time,
      to: input.to_time,
      repeatWeeks: input.repeat_weeks,
    },
    timeZone,
  );
  checkTimes(openings, services, ctx.now());
  checkSeats(input.seats, services);
  await refuseOverlap(ctx, athleteId, openings, timeZone);
  const ids = await insertEntries(
    ctx.db,
    athleteId,
    openings,
    input.seats ?? defaultSeats(services),
    input.entry_color ?? null,
    services.map((s) => s.id),
  );
  // Subscribers wait for openings they can book: a draft or unpublished option has none yet.
  if (services.some((s) => s.status === 'published')) {
    await ctx.jobs.send('openings.notify', { calendarEntryIds: ids });
  }
  // A time someone waits for may be back (an opening removed and published again, ADR 0047).
  await offerSeatsNow(ctx, athleteId);
  return findOwnEntries(ctx.db, athleteId, ids);
}

/** Without a number of its own, an opening lets each option have all the seats it offers. */
function defaultSeats(services: ServiceRow[]): number {
  return openingSeatLimit(
    services.map((s) => ({ individual: s.trainingType === 'individual', maxSeats: s.maxSeats })),
  );
}

/** Seats the trainer asked for: no more than a session of these options can have. */
function checkSeats(seats: number | undefined, services: ServiceRow[]): void {
  if (seats === undefined) return;
  const most = defaultSeats(services);
  if (seats > most) {
    throw unprocessable([{ seats: `must be at most ${most}, the most its training options take` }]);
  }
}

async function loadOwnEntry(ctx: AppContext, athleteId: number, id: number): Promise<EntryWithServices> {
  const [entry] = await findOwnEntries(ctx.db, athleteId, [id]);
  if (!entry) throw notFound('Opening');
  return entry;
}

export async function updateTrainerEntry(
  ctx: AppContext,
  athleteId: number,
  id: number,
  input: TrainerEntryUpdate,
): Promise<EntryWithServices> {
  const current = await loadOwnEntry(ctx, athleteId, id);
  const { timeZone } = await loadProfile(ctx.db, athleteId);
  const serviceIds = input.provided_service_ids ?? current.services.map((s) => s.id);
  const services = await ownServices(ctx, athleteId, serviceIds);
  const from = input.from_time ?? localTime(current.fromTime, timeZone);
  const to = input.to_time ?? localTime(current.toTime, timeZone);
  if (to <= from) throw unprocessable([{ to_time: 'must be after the start time' }]);
  const openings = weeklyOpenings(
    { bookingDate: input.booking_date ?? current.bookingDate, from, to, repeatWeeks: 0 },
    timeZone,
  );
  checkTimes(openings, services, ctx.now());
  checkSeats(input.seats, services);
  await refuseOverlap(ctx, athleteId, openings, timeZone, id);
  const [opening] = openings;
  if (!opening) throw notFound('Opening');
  const seats = input.seats ?? current.maxSlot;
  await ctx.db.transaction(async (tx) => {
    // Locked like a booking locks it: a booking cannot slip in between the check and the change.
    if (await lockAndHoldsSeats(tx, id)) throw conflict(ENTRY_HAS_BOOKINGS_CHANGE);
    await updateEntry(
      tx,
      id,
      {
        ...opening,
        maxSlot: seats,
        ...(input.entry_color === undefined ? {} : { entryColor: input.entry_color }),
      },
      input.provided_service_ids === undefined ? undefined : services.map((s) => s.id),
    );
  });
  // More seats or another training here may free a time someone waits for (ADR 0047).
  await offerSeatsNow(ctx, athleteId);
  return loadOwnEntry(ctx, athleteId, id);
}

export async function deleteTrainerEntry(ctx: AppContext, athleteId: number, id: number): Promise<void> {
  await loadOwnEntry(ctx, athleteId, id);
  await ctx.db.transaction(async (tx) => {
    if (await lockAndHoldsSeats(tx, id)) throw conflict(ENTRY_HAS_BOOKINGS_REMOVE);
    await deleteEntry(tx, id);
  });
}

/**
 * Time off: removes the trainer's openings on the days asked that have not begun and that no
 * family holds a seat in; those with seats are kept for them and closed to new bookings, and
 * answered: the trainer asks their families to cancel from the schedule (ADR 0063).
 */
export async function takeTimeOff(
  ctx: AppContext,
  athleteId: number,
  days: TrainerTimeOff,
): Promise<{ removed: number; kept: EntryWithServices[]; timeZone: string }> {
  const { timeZone } = await loadProfile(ctx.db, athleteId);
  if (days.to < localDateKey(ctx.now(), timeZone)) throw unprocessable([{ to: 'must not be in the past' }]);
  if (daysBetween(days.from, days.to) >= MAX_LIST_DAYS)
    throw unprocessable([{ to: `must be within ${MAX_LIST_DAYS} days of from` }]);
  const { removed, keptIds } = await clearEntriesBetween(ctx.db, athleteId, days, ctx.now());
  return { removed, kept: await findOwnEntries(ctx.db, athleteId, keptIds), timeZone };
}

/** Opens an opening closed by time off to families again; a time someone waits for may be back. */
export async function reopenTrainerEntry(ctx: AppContext, athleteId: number, id: number) {
  const entry = await loadOwnEntry(ctx, athleteId, id);
  if (entry.closedAt === null) return entry;
  await reopenEntry(ctx.db, id);
  await offerSeatsNow(ctx, athleteId);
  return loadOwnEntry(ctx, athleteId, id);
}
