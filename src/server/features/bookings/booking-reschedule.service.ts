// A booking moved to another time within its free cancellation period (ADR 0046): the same
// training, another open slot as the session grid computes it (ADR 0028), the seat moved in one
// transaction, the payment kept, both sides told.

import { respondByFor, transitionTarget } from '../../../shared/domain/booking-status';
import {
  freeCancellationUntil,
  RESCHEDULE_NOT_ALLOWED_MESSAGE,
} from '../../../shared/domain/cancellation-policy';
import type { HeldSession } from '../../../shared/domain/session-grid';
import { serviceSlots } from '../../../shared/domain/session-grid';
import { isCheckViolation, isExclusionViolation, PLAYER_ONE_PLACE } from '../../db/pg-errors';
import { conflict, notFound, unprocessable } from '../../lib/errors';
import { gridService, loadGridAround } from '../calendar/session-grid.repository';
import { offerFreedSeats } from '../waitlist/waitlist.service';
import { findServiceWithLocations, playerBusyDuring } from './booking-create.repository';
import {
  ALREADY_BOOKED_MESSAGE,
  playerBusyMessage,
  SLOT_PASSED_MESSAGE,
  SOLD_OUT_MESSAGE,
  TOO_LATE_MESSAGE,
  toClaim,
  withRetries,
} from './booking-create.service';
import { queueBookingEmail } from './booking-notifications.service';
import { moveSeat, SeatMoveRefused } from './booking-reschedule.repository';
import { BOOKING_CHANGED_MESSAGE, type MoveContext } from './booking-transitions.service';
import { findBookingWithPayment } from './bookings.repository';

export const PACKAGE_NOT_MOVED_MESSAGE = 'A package cannot be moved. Please cancel it and book again.';
export const SAME_TIME_MESSAGE = 'This booking is already at this time';

/** The trainer's held sessions without this booking's own seat: it is the one being moved. */
function withoutOwnSeat(sessions: HeldSession[], serviceId: number, start: Date): HeldSession[] {
  return sessions
    .map((s) =>
      s.providedServiceId === serviceId && s.startsAt.getTime() === start.getTime()
        ? { ...s, seatsTaken: s.seatsTaken - 1 }
        : s,
    )
    .filter((s) => s.seatsTaken > 0);
}

/** The first name of the player when they hold a live seat of another training at the claim's time. */
function playerBusyAt(
  ctx: MoveContext,
  playerId: number | null,
  serviceId: number,
  claim: { startsAt: Date; endsAt: Date },
): Promise<string | undefined> {
  if (playerId === null) return Promise.resolve(undefined);
  return playerBusyDuring(ctx.db, playerId, serviceId, [claim]).then((busy) => busy?.firstName);
}

export async function rescheduleBooking(
  ctx: MoveContext,
  clientId: number,
  bookingId: number,
  fromTime: string,
): Promise<void> {
  const now = ctx.now();
  const current = await findBookingWithPayment(ctx.db, bookingId);
  if (!current || current.booking.clientId !== clientId) throw notFound('Booking');
  const { booking } = current;
  if (booking.package) throw unprocessable([PACKAGE_NOT_MOVED_MESSAGE]);
  // Moving is allowed exactly when cancelling for free is (the same state-machine guard).
  const facts = {
    status: booking.status,
    allowedCancel: booking.allowedCancel,
    acceptedAt: booking.acceptedAt,
    respondBy: booking.respondBy,
    trainingStart: booking.trainingStartDateTime,
    trainingEnd: booking.trainingEndDateTime,
    freeCancellationUntil: booking.freeCancellationUntil,
  };
  const until = booking.freeCancellationUntil;
  if (transitionTarget('cancel_free', facts, now) === null || until === null) {
    throw unprocessable([RESCHEDULE_NOT_ALLOWED_MESSAGE]);
  }
  const found = booking.providedServiceId
    ? await findServiceWithLocations(ctx.db, booking.providedServiceId)
    : null;
  if (found?.service.status !== 'published') throw notFound('Training');
  const { service } = found;

  const start = new Date(fromTime);
  if (start.getTime() <= now.getTime()) throw unprocessable([{ base: SLOT_PASSED_MESSAGE }]);
  if (start.getTime() === booking.trainingStartDateTime.getTime()) throw unprocessable([SAME_TIME_MESSAGE]);
  const grid = await loadGridAround(ctx.db, service.athleteId, start, now);
  if (!grid) throw notFound('Time slot');
  const sessions = withoutOwnSeat(grid.sessions, service.id, booking.trainingStartDateTime);
  const slots = serviceSlots(
    gridService(service),
    grid.windows,
    sessions,
    { ...grid.rules, minNoticeMinutes: 0 },
    now,
  );
  const slot = slots.find((s) => s.startsAt.getTime() === start.getTime());
  if (!slot) throw notFound('Time slot');
  if (start.getTime() < now.getTime() + grid.rules.minNoticeMinutes * 60_000) {
    throw unprocessable([{ base: TOO_LATE_MESSAGE }]);
  }
  if (slot.seatsLeft <= 0) throw conflict(SOLD_OUT_MESSAGE);

  const claim = toClaim(slot, grid.rules.bufferMinutes);
  // The player trains in one place at a time: a move onto another training of theirs is refused.
  const busy = await playerBusyAt(ctx, booking.playerId, service.id, claim);
  if (busy !== undefined) throw conflict(playerBusyMessage(busy));
  let emails: number[];
  try {
    emails = await withRetries(() =>
      ctx.db.transaction(async (tx) => {
        await moveSeat(tx, {
          bookingId: booking.id,
          clientId,
          athleteId: service.athleteId,
          providedServiceId: service.id,
          expected: { status: booking.status, freeCancellationUntil: until },
          claim,
          patch: {
            // The booking keeps its policy's hours, counted from its new time.
            freeCancellationUntil: freeCancellationUntil(claim.startsAt, booking.freeCancellationHours),
            ...(booking.status === 'pending'
              ? { respondBy: respondByFor(now, claim.startsAt, grid.requestDeadlineHours) }
              : {}),
            updatedAt: now,
          },
        });
        const written = await queueBookingEmail(ctx, tx, booking.id, 'rescheduled', {
          removedSession: booking.trainingStartDateTime,
        });
        // The seat it left goes to the first in line, with this move (ADR 0047).
        written.push(...(await offerFreedSeats(ctx, tx, service.athleteId)));
        return written;
      }),
    );
  } catch (error) {
    if (error instanceof SeatMoveRefused) {
      if (error.reason === 'changed') throw conflict(BOOKING_CHANGED_MESSAGE);
      throw conflict(error.reason === 'duplicate' ? ALREADY_BOOKED_MESSAGE : SOLD_OUT_MESSAGE);
    }
    if (isExclusionViolation(error, PLAYER_ONE_PLACE)) {
      // Another booking of the player's at the new time went in since the check (a race).
      throw conflict(
        playerBusyMessage((await playerBusyAt(ctx, booking.playerId, service.id, claim)) ?? 'The player'),
      );
    }
    if (isCheckViolation(error, 'training_sessions_seats') || isExclusionViolation(error)) {
      throw conflict(SOLD_OUT_MESSAGE);
    }
    throw error;
  }
  await ctx.mailer.deliver(emails);
}
