import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookingEntries, bookings } from '../../db/schema';
import { claimSessions, holdsSeatIn, type SessionClaim } from './booking-create.repository';

/** Why a seat was not moved; thrown so that the transaction rolls back (the old seat stays). */
export class SeatMoveRefused extends Error {
  constructor(readonly reason: 'sold_out' | 'duplicate' | 'changed') {
    super(`seat not moved: ${reason}`);
    this.name = 'SeatMoveRefused';
  }
}

/**
 * Moves a single-session booking's seat to another session of the same option, in the caller's
 * transaction (ADR 0046): the booking row is locked (still in `status`, still with its free
 * period), the old seat given back (its entry goes, like a removed package session; the trigger
 * frees the seat), the new session claimed under the engine's locks and checks (ADR 0028), the
 * entry inserted (the seats check and the trainer's exclusion constraint refuse a seat that is
 * gone) and the booking's times moved. A refusal (SeatMoveRefused) or a violation rolls it all
 * back: the old seat stays.
 */
export async function moveSeat(
  tx: Db,
  input: {
    bookingId: number;
    clientId: number;
    athleteId: number;
    providedServiceId: number;
    expected: { status: typeof bookings.$inferSelect.status; freeCancellationUntil: Date };
    claim: SessionClaim;
    patch: Pick<typeof bookings.$inferInsert, 'freeCancellationUntil' | 'respondBy' | 'updatedAt'>;
  },
): Promise<void> {
  const [locked] = await tx
    .select({ id: bookings.id, playerId: bookings.playerId })
    .from(bookings)
    .where(
      and(
        eq(bookings.id, input.bookingId),
        eq(bookings.status, input.expected.status),
        eq(bookings.freeCancellationUntil, input.expected.freeCancellationUntil),
      ),
    )
    .for('update');
  if (!locked) throw new SeatMoveRefused('changed');
  await tx
    .delete(bookingEntries)
    .where(and(eq(bookingEntries.bookingId, input.bookingId), isNull(bookingEntries.releasedAt)));
  const sessionIds = await claimSessions(tx, input, [input.claim]);
  const sessionId = Array.isArray(sessionIds) ? sessionIds[0] : undefined;
  if (sessionId === undefined) throw new SeatMoveRefused('sold_out');
  if (await holdsSeatIn(tx, input.clientId, locked.playerId, [sessionId]))
    throw new SeatMoveRefused('duplicate');
  await tx.insert(bookingEntries).values({
    bookingId: input.bookingId,
    calendarEntryId: input.claim.calendarEntryId,
    sessionId,
    startsAt: input.claim.startsAt,
    endsAt: input.claim.endsAt,
  });
  await tx
    .update(bookings)
    .set({
      ...input.patch,
      trainingStartDateTime: input.claim.startsAt,
      trainingEndDateTime: input.claim.endsAt,
    })
    .where(eq(bookings.id, input.bookingId));
}
