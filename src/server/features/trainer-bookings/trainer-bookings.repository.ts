import { and, asc, count, desc, eq, gt, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { BookingStatus } from '../../../shared/constants';
import { LIVE_STATUSES } from '../../../shared/domain/booking-status';
import type { Db } from '../../db/client';
import {
  bookingEntries,
  bookings,
  clients,
  payments,
  players,
  providedServices,
  trainingSessions,
} from '../../db/schema';
import { bookingPlayerJoin } from '../clients/players.repository';

const bookingColumns = {
  id: bookings.id,
  status: bookings.status,
  package: bookings.package,
  sessionsCount: bookings.sessionsCount,
  trainingStartDateTime: bookings.trainingStartDateTime,
  trainingEndDateTime: bookings.trainingEndDateTime,
  location: bookings.location,
  address: bookings.address,
  notes: bookings.notes,
  trainerNotes: bookings.trainerNotes,
  priceCents: bookings.priceCents,
  createdAt: bookings.createdAt,
  allowedCancel: bookings.allowedCancel,
  respondBy: bookings.respondBy,
  acceptedAt: bookings.acceptedAt,
  // The player the booking is for (ADR 0045); `id` stays the account's, as the API gives it.
  player: {
    id: clients.id,
    firstName: players.firstName,
    lastName: players.lastName,
    passingYear: players.passingYear,
    positions: players.positions,
    dob: players.dob,
    timeZone: clients.timeZone,
  },
  // The account holder: shown to the trainer once the booking is accepted (ADR 0030).
  family: {
    parentFirstName: clients.parentFirstName,
    parentLastName: clients.parentLastName,
    email: clients.email,
    parentPhone: clients.parentContactNumber,
    playerPhone: players.contactNumber,
  },
  service: {
    id: providedServices.id,
    name: providedServices.name,
    trainingType: providedServices.trainingType,
  },
};

/** Every session of the booking, in order, as JSON (one for a single training). */
const bookingSessions = sql<{ id: number; starts_at: string; ends_at: string }[]>`coalesce((
  SELECT json_agg(json_build_object('id', be.id, 'starts_at', be.starts_at, 'ends_at', be.ends_at)
    ORDER BY be.starts_at, be.id)
  FROM booking_entries be WHERE be.booking_id = ${bookings.id} AND be.released_at IS NULL), '[]'::json)`;

/** The newest payment of a booking is the one that counts (as in bookings.repository). */
const latestPaymentStatus = sql<
  string | null
>`(SELECT p.status FROM payments p WHERE p.booking_id = ${bookings.id} ORDER BY p.id DESC LIMIT 1)`;

/** The trainer's bookings matching `where` as requests show them, soonest training first. */
const requestRows = (db: Db, where: SQL | undefined) =>
  db
    .select({ ...bookingColumns, paymentStatus: latestPaymentStatus, sessions: bookingSessions })
    .from(bookings)
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .innerJoin(players, bookingPlayerJoin)
    .leftJoin(providedServices, eq(providedServices.id, bookings.providedServiceId))
    .where(where)
    .orderBy(asc(bookings.trainingStartDateTime), asc(bookings.id))
    .$dynamic();

export async function listPendingRequests(
  db: Db,
  athleteId: number,
  window: { limit: number; offset: number },
) {
  const where = and(eq(bookings.athleteId, athleteId), eq(bookings.status, 'pending'));
  const rows = await requestRows(db, where).limit(window.limit).offset(window.offset);
  const [total] = await db.select({ value: count() }).from(bookings).where(where);
  return { rows, count: total?.value ?? 0 };
}
export type RequestRow = Awaited<ReturnType<typeof listPendingRequests>>['rows'][number];

/** Every booking of the trainer, whatever its status, soonest training first (a data export). */
export async function listAllTrainerBookings(db: Db, athleteId: number): Promise<RequestRow[]> {
  return requestRows(db, eq(bookings.athleteId, athleteId));
}

/** Held sessions of the trainer's live bookings that end after `from` and start before `until`. */
export async function listUpcomingSessions(
  db: Db,
  athleteId: number,
  from: Date,
  until: Date,
  // The calendar feed also lists the trainer's sessions held in the last days (completed).
  statuses: readonly BookingStatus[] = LIVE_STATUSES,
) {
  return db
    .select({
      entryId: bookingEntries.id,
      calendarEntryId: bookingEntries.calendarEntryId,
      sessionId: bookingEntries.sessionId,
      startsAt: bookingEntries.startsAt,
      endsAt: bookingEntries.endsAt,
      // Seats of the session the trainer cancelled while it goes on (ADR 0047).
      seatsWithdrawn: sql<number>`coalesce((SELECT ts.seats_withdrawn FROM training_sessions ts
        WHERE ts.id = ${bookingEntries.sessionId}), 0)`,
      // This session's place among its booking's held sessions (2 of 4).
      sessionNumber: sql<number>`(SELECT count(*)::int FROM booking_entries be
        WHERE be.booking_id = ${bookings.id} AND be.released_at IS NULL
          AND (be.starts_at, be.id) <= (${bookingEntries.startsAt}, ${bookingEntries.id}))`,
      ...bookingColumns,
    })
    .from(bookingEntries)
    .innerJoin(bookings, eq(bookings.id, bookingEntries.bookingId))
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .innerJoin(players, bookingPlayerJoin)
    .leftJoin(providedServices, eq(providedServices.id, bookings.providedServiceId))
    .where(
      and(
        eq(bookings.athleteId, athleteId),
        inArray(bookings.status, [...statuses]),
        isNull(bookingEntries.releasedAt),
        gt(bookingEntries.endsAt, from),
        lt(bookingEntries.startsAt, until),
      ),
    )
    .orderBy(asc(bookingEntries.startsAt), asc(bookingEntries.id));
}
export type SessionRow = Awaited<ReturnType<typeof listUpcomingSessions>>[number];

/** A session the trainer cancelled, in SQL: as `trainerCancelled` of the session grid (ADR 0047). */
export const trainerCancelledSession = sql`${trainingSessions.seatsWithdrawn} > 0 AND ${trainingSessions.seatsWithdrawn} >= ${trainingSessions.maxSeats}`;

/**
 * Sessions the trainer cancelled (every seat withdrawn, ADR 0047) that end after `from` and start
 * before `until`, with the place their bookings gave.
 */
export async function listCancelledSessions(db: Db, athleteId: number, from: Date, until: Date) {
  const place = db
    .select({ location: bookings.location, address: bookings.address })
    .from(bookingEntries)
    .innerJoin(bookings, eq(bookings.id, bookingEntries.bookingId))
    .where(eq(bookingEntries.sessionId, trainingSessions.id))
    .orderBy(asc(bookingEntries.id))
    .limit(1)
    .as('place');
  return db
    .select({
      sessionId: trainingSessions.id,
      calendarEntryId: trainingSessions.calendarEntryId,
      startsAt: trainingSessions.startsAt,
      endsAt: trainingSessions.endsAt,
      service: bookingColumns.service,
      location: place.location,
      address: place.address,
    })
    .from(trainingSessions)
    .leftJoin(providedServices, eq(providedServices.id, trainingSessions.providedServiceId))
    .leftJoinLateral(place, sql`true`)
    .where(
      and(
        eq(trainingSessions.athleteId, athleteId),
        trainerCancelledSession,
        gt(trainingSessions.endsAt, from),
        lt(trainingSessions.startsAt, until),
      ),
    )
    .orderBy(asc(trainingSessions.startsAt), asc(trainingSessions.id));
}
export type CancelledSessionRow = Awaited<ReturnType<typeof listCancelledSessions>>[number];

const PAID = ['succeeded', 'transferred'] as const;
const payoutWhere = (athleteId: number) =>
  and(
    eq(bookings.athleteId, athleteId),
    inArray(bookings.status, ['accepted', 'completed']),
    inArray(payments.status, [...PAID]),
  );

const payoutColumns = {
  ...bookingColumns,
  payment: {
    id: payments.id,
    status: payments.status,
    transferAmountCents: payments.transferAmountCents,
  },
};

/** Paid bookings of the trainer, newest training first. */
const payoutRows = (db: Db, athleteId: number) =>
  db
    .select(payoutColumns)
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(clients, eq(clients.id, bookings.clientId))
    .innerJoin(players, bookingPlayerJoin)
    .leftJoin(providedServices, eq(providedServices.id, bookings.providedServiceId))
    .where(payoutWhere(athleteId))
    .orderBy(desc(bookings.trainingStartDateTime), desc(bookings.id))
    .$dynamic();

/** Every paid booking of the trainer, newest training first (a data export). */
export async function listAllPayouts(db: Db, athleteId: number) {
  return payoutRows(db, athleteId);
}

/** Paid bookings of the trainer (newest training first), and the money in each state. */
export async function listPayouts(db: Db, athleteId: number, window: { limit: number; offset: number }) {
  const rows = await payoutRows(db, athleteId).limit(window.limit).offset(window.offset);
  const [totals] = await db
    .select({
      count: count(),
      upcoming: sql<string>`coalesce(sum(${bookings.priceCents}) FILTER (WHERE ${bookings.status} = 'accepted'), 0)`,
      awaiting: sql<string>`coalesce(sum(${bookings.priceCents}) FILTER (WHERE ${bookings.status} = 'completed' AND ${payments.status} = 'succeeded'), 0)`,
      transferred: sql<string>`coalesce(sum(${payments.transferAmountCents}) FILTER (WHERE ${payments.status} = 'transferred'), 0)`,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(payoutWhere(athleteId));
  return {
    rows,
    count: totals?.count ?? 0,
    totals: {
      upcoming: Number(totals?.upcoming ?? 0),
      awaiting: Number(totals?.awaiting ?? 0),
      transferred: Number(totals?.transferred ?? 0),
    },
  };
}
export type PayoutRow = Awaited<ReturnType<typeof listPayouts>>['rows'][number];
