// The booking state machine (ADR 0009) as plain data: the server enforces it, the web app reads
// it to decide what to offer (Cancel button or 'contact your trainer').
import { BOOKING_STATUSES, type BookingStatus, REJECTED_STATUS_CODE } from '../constants';
import { withinFreeCancellation } from './cancellation-policy';

export type BookingAction =
  | 'accept'
  | 'reject'
  | 'request_cancellation'
  | 'cancel'
  | 'cancel_free'
  | 'withdraw'
  | 'keep'
  | 'complete'
  | 'expire'
  | 'lapse_cancellation'
  | 'remove_last_session'
  | 'close_account'
  | 'close_trainer_account';

export type BookingActor = 'trainer' | 'player' | 'system';

export interface BookingTransition {
  actor: BookingActor;
  from: readonly BookingStatus[];
  to: BookingStatus;
}

export const BOOKING_TRANSITIONS: Readonly<Record<BookingAction, BookingTransition>> = {
  // The trainer answers a booking request.
  accept: { actor: 'trainer', from: ['pending'], to: 'accepted' },
  reject: { actor: 'trainer', from: ['pending'], to: 'rejected' },
  // The trainer cannot cancel on their own: they ask, and the player approves (SPEC §4).
  request_cancellation: { actor: 'trainer', from: ['pending', 'accepted'], to: 'incomplete' },
  cancel: { actor: 'player', from: ['incomplete'], to: 'cancelled' },
  // The player cancels on their own within the free cancellation period of the trainer's
  // policy in force at booking, for a full refund (ADR 0046).
  cancel_free: { actor: 'player', from: ['pending', 'accepted'], to: 'cancelled' },
  // The player withdraws a request the trainer has not answered, whatever the policy: nothing
  // was charged yet (the card is only held), so there is nothing to keep (ADR 0068).
  withdraw: { actor: 'player', from: ['pending'], to: 'cancelled' },
  // The player turns the trainer's cancellation request down and keeps an accepted booking.
  keep: { actor: 'player', from: ['incomplete'], to: 'accepted' },
  complete: { actor: 'system', from: ['accepted'], to: 'completed' },
  // Nobody answered the request by its deadline: the system declines it (ADR 0030).
  expire: { actor: 'system', from: ['pending'], to: 'rejected' },
  // The trainer's cancellation request still unanswered when the training starts: it takes
  // effect, as if approved (refunded in full, ADR 0030). Keep is refused from then on.
  lapse_cancellation: { actor: 'system', from: ['incomplete'], to: 'cancelled' },
  // The player removed every session of a pending package.
  remove_last_session: { actor: 'player', from: ['pending'], to: 'cancelled' },
  // The account holder deletes the account (ADR 0040): what still waits on the trainer ends.
  close_account: { actor: 'player', from: ['pending', 'incomplete'], to: 'cancelled' },
  // The trainer deletes their account (ADR 0055): requests they have not answered and the
  // cancellations they asked for end, as if declined and approved; accepted sessions still to
  // come refuse the deletion instead, so they never reach this move.
  close_trainer_account: { actor: 'trainer', from: ['pending', 'incomplete'], to: 'cancelled' },
};

/** What the guards of the transitions look at. */
export interface BookingFacts {
  status: BookingStatus;
  allowedCancel: boolean;
  /** When the trainer accepted it (kept through a cancellation request); null if never. */
  acceptedAt: Date | null;
  /** Until when a pending request waits for the trainer's answer (null: its start). */
  respondBy: Date | null;
  trainingStart: Date;
  trainingEnd: Date;
  /** The end of the booking's free cancellation period (null or absent: non-refundable; ADR 0046). */
  freeCancellationUntil?: Date | null;
}

/** The instant a pending request expires (ADR 0030). */
export function requestDeadline(facts: Pick<BookingFacts, 'respondBy' | 'trainingStart'>): Date {
  return facts.respondBy ?? facts.trainingStart;
}

/**
 * When a request made at `createdAt` must be answered: `hours` before its first session, or,
 * for a request made later than that, when the session starts (ADR 0030).
 */
export function respondByFor(createdAt: Date, trainingStart: Date, hours: number): Date {
  const byHours = new Date(trainingStart.getTime() - hours * 3_600_000);
  return byHours.getTime() > createdAt.getTime() ? byHours : trainingStart;
}

/** The status an action leads to, or null when the state machine refuses it. */
export function transitionTarget(
  action: BookingAction,
  facts: BookingFacts,
  now: Date,
): BookingStatus | null {
  const transition = BOOKING_TRANSITIONS[action];
  if (!transition.from.includes(facts.status)) return null;
  const t = now.getTime();
  const expired = t >= requestDeadline(facts).getTime();
  if (action === 'accept' && expired) return null;
  if (action === 'expire' && !expired) return null;
  if (action === 'cancel' && !facts.allowedCancel) return null;
  if (action === 'cancel_free' && !withinFreeCancellation(facts.freeCancellationUntil ?? null, now)) {
    return null;
  }
  if (action === 'keep' && (facts.acceptedAt === null || facts.trainingStart.getTime() <= t)) return null;
  if (action === 'lapse_cancellation' && facts.trainingStart.getTime() > t) return null;
  if (action === 'complete' && facts.trainingEnd.getTime() > t) return null;
  // A training that is over cannot be called off any more.
  if (action === 'request_cancellation' && facts.trainingEnd.getTime() <= t) return null;
  return transition.to;
}

/** SPEC §4: only incomplete bookings with allowed_cancel can be cancelled by the player. */
export function playerCanCancel(booking: { status: BookingStatus; allowed_cancel: boolean }): boolean {
  return booking.status === 'incomplete' && booking.allowed_cancel;
}

/**
 * Where a player who cannot cancel is pointed to the trainer ("Need to cancel?"): an accepted
 * booking still ahead of them. A pending request is withdrawn by the player (ADR 0068), ended
 * ones (cancelled, rejected, completed) have nothing to cancel, and an incomplete one offers
 * Cancel or Keep itself.
 */
export function needsTrainerToCancel(booking: { status: BookingStatus }): boolean {
  return booking.status === 'accepted';
}

/** A request still waiting for the trainer's answer: the player may withdraw it (ADR 0068). */
export function playerCanWithdraw(booking: { status: BookingStatus }): boolean {
  return BOOKING_TRANSITIONS.withdraw.from.includes(booking.status);
}

/**
 * The action a player's plain Cancel (`PUT /v1/client/bookings/{id}` with no status, or
 * `cancelled`) takes: approving the trainer's request (SPEC §4) when one stands, withdrawing a
 * request still unanswered (ADR 0068), else a free cancellation under the booking's policy
 * (ADR 0046), which the state machine then judges.
 */
export function playerCancelAction(
  facts: Pick<BookingFacts, 'status' | 'allowedCancel'> & {
    freeCancellationUntil: Date | null;
  },
): 'cancel' | 'cancel_free' | 'withdraw' {
  if (facts.status === 'incomplete' && facts.allowedCancel) return 'cancel';
  if (playerCanWithdraw(facts)) return 'withdraw';
  if (facts.freeCancellationUntil !== null && (facts.status === 'pending' || facts.status === 'accepted')) {
    return 'cancel_free';
  }
  return 'cancel';
}

/** The meeting link and the family's contact are shared once the trainer has accepted. */
export function sharesContactDetails(booking: { status: BookingStatus; acceptedAt: Date | null }): boolean {
  if (booking.status === 'accepted' || booking.status === 'completed') return true;
  return booking.status === 'incomplete' && booking.acceptedAt !== null;
}

/** The action a player's `PUT /v1/client/bookings/{id}` with `booking.status` asks for. */
export function playerActionFor(status: BookingStatus): BookingAction | null {
  if (status === 'cancelled') return 'cancel';
  if (status === 'accepted') return 'keep';
  return null;
}

/** Seats go back to the calendar when a booking ends this way. */
export function releasesSeats(status: BookingStatus): boolean {
  return status === 'rejected' || status === 'cancelled';
}

// authorized: card hold placed at booking; succeeded: captured or charged; transferred: paid out.
/** A live booking: asked for, or accepted and not yet done (its seats held, its link its own). */
export const LIVE_STATUSES = [
  'pending',
  'accepted',
  'incomplete',
] as const satisfies readonly BookingStatus[];

export const isLive = (status: BookingStatus): boolean =>
  (LIVE_STATUSES as readonly string[]).includes(status);

export const PAYMENT_STATUSES = [
  'pending',
  'authorized',
  'voided',
  'succeeded',
  'failed',
  'refunded',
  'transferred',
] as const;
export type PaymentStatusName = (typeof PAYMENT_STATUSES)[number];

/** What happens to the money when a booking is rejected or cancelled. */
export function settlementOnRelease(payment: PaymentStatusName | null): 'void' | 'refund' | 'none' {
  if (payment === 'authorized') return 'void';
  if (payment === 'succeeded') return 'refund';
  return 'none';
}

/**
 * Numeric codes of list queries (`q[status_eq]=3`). SPEC §9 fixes only rejected = 3; the
 * others are ours (ADR 0009).
 */
export const BOOKING_STATUS_CODES: Readonly<Record<BookingStatus, number>> = {
  pending: 0,
  incomplete: 1,
  accepted: 2,
  rejected: REJECTED_STATUS_CODE,
  completed: 4,
  cancelled: 5,
};

/** A status given by name or by numeric code; null when it is neither. */
export function parseBookingStatus(value: string): BookingStatus | null {
  const trimmed = value.trim().toLowerCase();
  const byName = BOOKING_STATUSES.find((s) => s === trimmed);
  if (byName) return byName;
  if (!/^\d+$/.test(trimmed)) return null;
  const code = Number(trimmed);
  return BOOKING_STATUSES.find((s) => BOOKING_STATUS_CODES[s] === code) ?? null;
}

export type StatusColor = 'blue' | 'green' | 'red';

/**
 * SPEC §4: pending and incomplete read 'Upcoming'; accepted/completed green, pending blue,
 * others red. A request that expired unanswered reads 'Expired' (ADR 0030).
 */
export function bookingStatusDisplay(
  status: BookingStatus,
  expired = false,
): { label: string; color: StatusColor } {
  const label = expired
    ? 'Expired'
    : status === 'pending' || status === 'incomplete'
      ? 'Upcoming'
      : status[0]?.toUpperCase() + status.slice(1);
  const color: StatusColor =
    status === 'accepted' || status === 'completed' ? 'green' : status === 'pending' ? 'blue' : 'red';
  return { label, color };
}

/** How a booked player's status reads to the trainer (trainer site's schedule). */
export function trainerStatusDisplay(status: BookingStatus): { label: string; color: string } {
  if (status === 'pending') return { label: 'Awaiting your answer', color: 'orange' };
  if (status === 'accepted') return { label: 'Accepted', color: 'green' };
  if (status === 'incomplete') return { label: 'Cancellation asked — waiting for the family', color: 'red' };
  return { label: status[0]?.toUpperCase() + status.slice(1), color: 'gray' };
}

export const CANNOT_CANCEL_MESSAGE = "This booking can't be cancelled. Please contact your trainer.";
export const CANNOT_UPDATE_MESSAGE = "This booking can't be updated. Please contact your trainer.";
export const WITHDRAW_REFUSED_MESSAGE = 'Only a booking request still waiting for an answer can be withdrawn';
export const REQUEST_EXPIRED_MESSAGE = 'This request has expired: it was not answered in time';
