import { z } from 'zod';
import type {
  TrainerBookingRequestAttributes,
  TrainerFamilyContact,
  TrainerPayoutAttributes,
  TrainerSessionAttributes,
} from '../../../shared/api/trainer-bookings';
import {
  PAYMENT_STATUSES,
  sharesContactDetails,
  transitionTarget,
} from '../../../shared/domain/booking-status';
import { isChild } from '../../../shared/domain/children';
import { gradeForPassingYear, gradeLabel } from '../../../shared/domain/grades';
import { slotKey } from '../waitlist/waitlist.repository';
import type { CancelledSessionRow, PayoutRow, RequestRow, SessionRow } from './trainer-bookings.repository';

const dollars = (cents: number) => cents / 100;
const paymentStatus = z.enum(PAYMENT_STATUSES).nullable();

type Player = RequestRow['player'];
type Service = RequestRow['service'];

/** A child's last name stays with the family (ADR 0041): first name, grade and positions. */
function toPlayer(p: Player, now: Date) {
  const grade = p.passingYear === null ? null : gradeForPassingYear(p.passingYear, now);
  return {
    id: p.id,
    first_name: p.firstName,
    last_name: isChild(p.dob, now, p.timeZone) ? null : p.lastName,
    positions: p.positions,
    passing_year: p.passingYear,
    grade,
    grade_label: grade === null ? null : gradeLabel(grade),
  };
}

type Booking = Pick<
  RequestRow,
  | 'status'
  | 'acceptedAt'
  | 'allowedCancel'
  | 'respondBy'
  | 'trainingStartDateTime'
  | 'trainingEndDateTime'
  | 'family'
>;

/** How to reach the family, once the trainer has accepted (the parent's phone, else the player's). */
function toFamily(b: Booking): TrainerFamilyContact | null {
  if (!sharesContactDetails(b)) return null;
  const f = b.family;
  const parent = [f.parentFirstName, f.parentLastName].filter((p) => p?.trim()).join(' ');
  return { parent_name: parent || null, email: f.email, phone: f.parentPhone || f.playerPhone || null };
}

/**
 * The trainer site offers 'Ask to cancel' for an accepted booking still ahead; a pending
 * request is answered with Reject instead (the API still takes the ask, ADR 0009).
 */
const canRequestCancellation = (b: Booking, now: Date) =>
  b.status === 'accepted' &&
  transitionTarget(
    'request_cancellation',
    {
      status: b.status,
      allowedCancel: b.allowedCancel,
      acceptedAt: b.acceptedAt,
      respondBy: b.respondBy,
      trainingStart: b.trainingStartDateTime,
      trainingEnd: b.trainingEndDateTime,
    },
    now,
  ) !== null;

const respondBy = (b: Booking) =>
  b.status === 'pending' ? (b.respondBy ?? b.trainingStartDateTime).toISOString() : null;

const toService = (s: Service) => (s ? { id: s.id, name: s.name, training_type: s.trainingType } : null);

export function toBookingRequest(r: RequestRow, now: Date): TrainerBookingRequestAttributes {
  return {
    id: r.id,
    status: r.status,
    package: r.package,
    sessions_count: r.sessionsCount,
    training_start_date_time: r.trainingStartDateTime.toISOString(),
    training_end_date_time: r.trainingEndDateTime.toISOString(),
    provided_service: toService(r.service),
    location: r.location,
    address: r.address,
    player: toPlayer(r.player, now),
    family: toFamily(r),
    sessions: r.sessions.map((e) => ({
      id: e.id,
      starts_at: new Date(e.starts_at).toISOString(),
      ends_at: new Date(e.ends_at).toISOString(),
    })),
    respond_by: respondBy(r),
    notes: r.notes,
    trainer_notes: r.trainerNotes,
    price: dollars(r.priceCents),
    price_cents: r.priceCents,
    payment_status: paymentStatus.parse(r.paymentStatus),
    created_at: r.createdAt.toISOString(),
  };
}

/**
 * Sessions held in the same opening at the same time for the same training are one row; the
 * sessions the trainer cancelled are rows of their own, without players; by start.
 */
export function toSessions(
  rows: SessionRow[],
  cancelled: CancelledSessionRow[],
  now: Date,
  /** Places in line by `slotKey` (`countInLineBySlot`). */
  inLine: ReadonlyMap<string, number>,
): TrainerSessionAttributes[] {
  const sessions = new Map<string, TrainerSessionAttributes>();
  for (const row of rows) {
    const b = row;
    const key = `${row.calendarEntryId ?? `b${b.id}`}|${row.startsAt.toISOString()}|${b.service?.id ?? ''}`;
    let session = sessions.get(key);
    if (!session) {
      session = {
        starts_at: row.startsAt.toISOString(),
        ends_at: row.endsAt.toISOString(),
        calendar_entry_id: row.calendarEntryId,
        session_id: row.sessionId,
        cancelled: false,
        withdrawn_seats: row.seatsWithdrawn,
        provided_service: toService(b.service),
        location: b.location,
        address: b.address,
        in_line: b.service ? (inLine.get(slotKey(b.service.id, row.startsAt)) ?? 0) : 0,
        players: [],
      };
      sessions.set(key, session);
    }
    session.players.push({
      ...toPlayer(b.player, now),
      booking_id: b.id,
      status: b.status,
      notes: b.notes,
      trainer_notes: b.trainerNotes,
      family: toFamily(b),
      package: b.package,
      session_number: row.sessionNumber,
      sessions_count: b.sessionsCount,
      can_request_cancellation: canRequestCancellation(b, now),
      respond_by: respondBy(b),
    });
  }
  const byStart = (a: TrainerSessionAttributes, b: TrainerSessionAttributes) =>
    Date.parse(a.starts_at) - Date.parse(b.starts_at);
  return [
    ...sessions.values(),
    ...cancelled.map(
      (c): TrainerSessionAttributes => ({
        starts_at: c.startsAt.toISOString(),
        ends_at: c.endsAt.toISOString(),
        calendar_entry_id: c.calendarEntryId,
        session_id: c.sessionId,
        cancelled: true,
        withdrawn_seats: 0,
        provided_service: toService(c.service),
        location: c.location,
        address: c.address,
        in_line: 0,
        players: [],
      }),
    ),
  ].sort(byStart);
}

export function toPayout(r: PayoutRow, now: Date): TrainerPayoutAttributes {
  const b = r;
  const transferred = r.payment.status === 'transferred';
  return {
    id: b.id,
    booking_status: b.status,
    training_start_date_time: b.trainingStartDateTime.toISOString(),
    provided_service: toService(b.service),
    player: { first_name: b.player.firstName, last_name: toPlayer(b.player, now).last_name },
    earned: dollars(b.priceCents),
    earned_cents: b.priceCents,
    payment_id: r.payment.id,
    payment_status: r.payment.status,
    transferred,
    transferred_amount:
      r.payment.transferAmountCents === null ? null : dollars(r.payment.transferAmountCents),
    transferred_amount_cents: r.payment.transferAmountCents,
    transferable: b.status === 'completed' && r.payment.status === 'succeeded',
  };
}

export const payoutResource = (r: PayoutRow, now: Date) => ({
  id: String(r.id),
  type: 'payout' as const,
  attributes: toPayout(r, now),
});
