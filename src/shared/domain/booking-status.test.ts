import { describe, expect, it } from 'vitest';
import { BOOKING_STATUSES, type BookingStatus } from '../constants';
import {
  BOOKING_STATUS_CODES,
  type BookingAction,
  type BookingFacts,
  bookingStatusDisplay,
  needsTrainerToCancel,
  parseBookingStatus,
  playerActionFor,
  playerCanCancel,
  playerCancelAction,
  playerCanWithdraw,
  respondByFor,
  settlementOnRelease,
  trainerStatusDisplay,
  transitionTarget,
} from './booking-status';

const now = new Date('2026-03-10T12:00:00Z');
const facts = (over: Partial<BookingFacts> = {}): BookingFacts => ({
  status: 'pending',
  allowedCancel: true,
  acceptedAt: null,
  respondBy: new Date('2026-03-12T10:00:00Z'),
  trainingStart: new Date('2026-03-12T11:00:00Z'),
  trainingEnd: new Date('2026-03-12T12:00:00Z'),
  ...over,
});

/** Every (action, from) pair the machine allows, with the status it leads to. */
function allowed(action: BookingAction, over: Partial<BookingFacts> = {}) {
  return BOOKING_STATUSES.filter(
    (s) => transitionTarget(action, facts({ ...over, status: s }), now) !== null,
  );
}

describe('booking state machine', () => {
  it('lets the trainer accept or reject only a pending request', () => {
    expect(allowed('accept')).toEqual(['pending']);
    expect(allowed('reject')).toEqual(['pending']);
    expect(transitionTarget('accept', facts(), now)).toBe('accepted');
    expect(transitionTarget('reject', facts(), now)).toBe('rejected');
  });

  it('lets the trainer ask to cancel a pending or accepted booking, which becomes incomplete', () => {
    expect(allowed('request_cancellation')).toEqual(['pending', 'accepted']);
    expect(transitionTarget('request_cancellation', facts({ status: 'accepted' }), now)).toBe('incomplete');
  });

  it('lets the player cancel only an incomplete booking with allowed_cancel', () => {
    expect(allowed('cancel')).toEqual(['incomplete']);
    expect(transitionTarget('cancel', facts({ status: 'incomplete' }), now)).toBe('cancelled');
    expect(transitionTarget('cancel', facts({ status: 'incomplete', allowedCancel: false }), now)).toBeNull();
  });

  it("ends a trainer's unanswered requests and asked cancellations, never an accepted booking, when the trainer leaves", () => {
    expect(allowed('close_trainer_account')).toEqual(['pending', 'incomplete']);
    expect(transitionTarget('close_trainer_account', facts(), now)).toBe('cancelled');
    expect(transitionTarget('close_trainer_account', facts({ status: 'incomplete' }), now)).toBe('cancelled');
  });

  it('lets the player keep an incomplete booking only when it had been accepted', () => {
    const acceptedAt = new Date('2026-03-09T12:00:00Z');
    expect(transitionTarget('keep', facts({ status: 'incomplete', acceptedAt }), now)).toBe('accepted');
    expect(transitionTarget('keep', facts({ status: 'incomplete', acceptedAt: null }), now)).toBeNull();
    expect(transitionTarget('keep', facts({ status: 'pending', acceptedAt }), now)).toBeNull();
  });

  it('expires a pending request at its deadline, and refuses to accept it from then on', () => {
    const respondBy = new Date(now.getTime());
    expect(transitionTarget('expire', facts({ respondBy }), now)).toBe('rejected');
    expect(transitionTarget('accept', facts({ respondBy }), now)).toBeNull();
    expect(transitionTarget('reject', facts({ respondBy }), now)).toBe('rejected');
    const later = new Date(now.getTime() + 1);
    expect(transitionTarget('expire', facts({ respondBy: later }), now)).toBeNull();
    expect(transitionTarget('accept', facts({ respondBy: later }), now)).toBe('accepted');
    expect(allowed('expire', { respondBy })).toEqual(['pending']);
    // Without a stored deadline the session's start is the deadline.
    const started = { respondBy: null, trainingStart: now };
    expect(transitionTarget('accept', facts(started), now)).toBeNull();
    expect(transitionTarget('expire', facts(started), now)).toBe('rejected');
  });

  it('sets the deadline N hours before the session, or at its start for a later request', () => {
    const start = new Date('2026-03-12T11:00:00Z');
    expect(respondByFor(now, start, 2).toISOString()).toBe('2026-03-12T09:00:00.000Z');
    expect(respondByFor(now, start, 0).toISOString()).toBe(start.toISOString());
    expect(respondByFor(new Date('2026-03-12T09:30:00Z'), start, 2).toISOString()).toBe(start.toISOString());
  });

  it('refuses to ask for the cancellation of a training that is over', () => {
    const trainingEnd = new Date(now.getTime() - 1);
    expect(
      transitionTarget('request_cancellation', facts({ status: 'accepted', trainingEnd }), now),
    ).toBeNull();
  });

  it('points the player to the trainer only for bookings still ahead that they cannot cancel', () => {
    const help = BOOKING_STATUSES.filter((status) => needsTrainerToCancel({ status }));
    expect(help).toEqual(['accepted']);
  });

  it('lets the player withdraw a request only while it waits for the answer, whatever the policy (ADR 0068)', () => {
    expect(allowed('withdraw')).toEqual(['pending']);
    expect(BOOKING_STATUSES.filter((status) => playerCanWithdraw({ status }))).toEqual(['pending']);
    const noPolicy = { allowedCancel: false, freeCancellationUntil: null };
    expect(playerCancelAction({ status: 'pending', ...noPolicy })).toBe('withdraw');
    expect(playerCancelAction({ status: 'accepted', ...noPolicy })).toBe('cancel');
    expect(
      playerCancelAction({ status: 'incomplete', allowedCancel: true, freeCancellationUntil: null }),
    ).toBe('cancel');
  });

  it('completes an accepted booking only once its training has ended', () => {
    const ended = new Date(now.getTime() - 1);
    expect(transitionTarget('complete', facts({ status: 'accepted', trainingEnd: ended }), now)).toBe(
      'completed',
    );
    expect(transitionTarget('complete', facts({ status: 'accepted' }), now)).toBeNull();
    expect(transitionTarget('complete', facts({ status: 'pending', trainingEnd: ended }), now)).toBeNull();
  });

  it('maps the player status change to an action', () => {
    expect(playerActionFor('cancelled')).toBe('cancel');
    expect(playerActionFor('accepted')).toBe('keep');
    expect(playerActionFor('completed')).toBeNull();
    expect(playerActionFor('rejected')).toBeNull();
  });

  it('offers Cancel to the player only for incomplete + allowed_cancel', () => {
    expect(playerCanCancel({ status: 'incomplete', allowed_cancel: true })).toBe(true);
    expect(playerCanCancel({ status: 'incomplete', allowed_cancel: false })).toBe(false);
    expect(playerCanCancel({ status: 'accepted', allowed_cancel: true })).toBe(false);
  });
});

describe('money on release', () => {
  it('voids a hold, refunds a capture, leaves anything else', () => {
    expect(settlementOnRelease('authorized')).toBe('void');
    expect(settlementOnRelease('succeeded')).toBe('refund');
    expect(settlementOnRelease('failed')).toBe('none');
    expect(settlementOnRelease(null)).toBe('none');
  });
});

describe('status codes and display', () => {
  it('reads rejected as 3 and accepts names', () => {
    expect(parseBookingStatus('3')).toBe('rejected');
    expect(parseBookingStatus('Accepted')).toBe('accepted');
    expect(parseBookingStatus('9')).toBeNull();
    expect(parseBookingStatus('paid')).toBeNull();
  });

  it('gives every status a distinct code that parses back to it', () => {
    for (const s of BOOKING_STATUSES) expect(parseBookingStatus(String(BOOKING_STATUS_CODES[s]))).toBe(s);
    expect(new Set(Object.values(BOOKING_STATUS_CODES)).size).toBe(BOOKING_STATUSES.length);
  });

  it('shows pending and incomplete as Upcoming with SPEC colours', () => {
    const shown = (s: BookingStatus) => bookingStatusDisplay(s);
    expect(shown('pending')).toEqual({ label: 'Upcoming', color: 'blue' });
    expect(shown('incomplete')).toEqual({ label: 'Upcoming', color: 'red' });
    expect(shown('accepted')).toEqual({ label: 'Accepted', color: 'green' });
    expect(shown('completed')).toEqual({ label: 'Completed', color: 'green' });
    expect(shown('rejected')).toEqual({ label: 'Rejected', color: 'red' });
    expect(shown('cancelled')).toEqual({ label: 'Cancelled', color: 'red' });
    expect(bookingStatusDisplay('rejected', true)).toEqual({ label: 'Expired', color: 'red' });
  });

  it("tells the trainer where each booked player's booking stands", () => {
    expect(trainerStatusDisplay('pending').label).toBe('Awaiting your answer');
    expect(trainerStatusDisplay('accepted').label).toBe('Accepted');
    expect(trainerStatusDisplay('incomplete').label).toBe('Cancellation asked — waiting for the family');
  });
});
