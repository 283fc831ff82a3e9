import { describe, expect, it } from 'vitest';
import type { BookingAttributes } from '../../../shared/api/bookings';
import { bookingStatusDisplay, needsTrainerToCancel } from '../../../shared/domain/booking-status';
import { bookingAttributes as booking } from '../../testing/fixtures';
import {
  bookingWhen,
  cancellationPolicyLine,
  cancellationRequestTitle,
  cancelMoneyNote,
  expiredLine,
  freeCancelMoneyNote,
  meetingLinkNote,
  moneyBackLine,
  placeLabel,
  waitingLine,
} from './booking-display';
import { bookingCalendarText } from './calendar-file';

describe('booking status display (SPEC §4)', () => {
  it('reads Upcoming for pending and incomplete, Expired for an unanswered request, the status name otherwise', () => {
    expect(bookingStatusDisplay('pending').label).toBe('Upcoming');
    expect(bookingStatusDisplay('incomplete').label).toBe('Upcoming');
    expect(bookingStatusDisplay('accepted').label).toBe('Accepted');
    expect(bookingStatusDisplay('cancelled').label).toBe('Cancelled');
    expect(bookingStatusDisplay('rejected').label).toBe('Rejected');
    expect(bookingStatusDisplay('rejected', true)).toEqual({ label: 'Expired', color: 'red' });
  });

  it('colours accepted and completed green, pending blue, the rest red', () => {
    expect(bookingStatusDisplay('accepted').color).toBe('green');
    expect(bookingStatusDisplay('completed').color).toBe('green');
    expect(bookingStatusDisplay('pending').color).toBe('blue');
    expect(bookingStatusDisplay('incomplete').color).toBe('red');
    expect(bookingStatusDisplay('rejected').color).toBe('red');
  });

  it('shows times as h:mm A in the viewer’s zone', () => {
    expect(bookingWhen(booking(), 'America/New_York')).toMatch(/ · 3:00 PM - 3:30 PM$/);
    expect(bookingWhen(booking(), 'America/Los_Angeles')).toMatch(/ · 12:00 PM - 12:30 PM$/);
  });

  it("gives a package of sessions at different hours its first and last days, not one session's start with another's end", () => {
    const pkg = {
      ...booking(),
      package: true,
      sessions_count: 3,
      training_start_date_time: '2026-12-04T01:00:00.000Z',
      training_end_date_time: '2026-12-17T19:00:00.000Z',
      sessions: [
        { id: 1, starts_at: '2026-12-04T01:00:00.000Z', ends_at: '2026-12-04T03:00:00.000Z' },
        { id: 2, starts_at: '2026-12-10T17:00:00.000Z', ends_at: '2026-12-10T19:00:00.000Z' },
        { id: 3, starts_at: '2026-12-17T17:00:00.000Z', ends_at: '2026-12-17T19:00:00.000Z' },
      ],
    };
    expect(bookingWhen(pkg, 'America/New_York')).toBe('12-03-2026 - 12-17-2026 · 3 sessions');
  });

  it('names the place, or virtual training', () => {
    expect(placeLabel(booking())).toBe('Oakwood Fields | 5299 Main Blvd');
    const virtual = booking();
    if (virtual.provided_service) virtual.provided_service.training_type = 'virtual';
    expect(placeLabel(virtual)).toBe('Virtual training');
  });
});

describe('bookingCalendarText', () => {
  it('writes one UTC event per session with the training, trainer and place', () => {
    const text = bookingCalendarText(
      booking({
        status: 'accepted',
        sessions: [
          { id: 1, starts_at: '2026-11-26T20:00:00.000Z', ends_at: '2026-11-26T20:30:00.000Z' },
          { id: 2, starts_at: '2026-12-03T20:00:00.000Z', ends_at: '2026-12-03T20:30:00.000Z' },
        ],
      }),
      'https://app.example.test',
    );
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text?.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain('DTSTART:20261126T200000Z');
    expect(text).toContain('DTEND:20261203T203000Z');
    expect(text).toContain('SUMMARY:1-on-1 Positional Mechanics with Ruth Witting');
    // A calendar's LOCATION reads as an address (ics escapes its comma).
    expect(text).toContain('LOCATION:Oakwood Fields\\, 5299 Main Blvd');
    expect(text).toContain('https://app.example.test/bookings/42');
    expect(text).toContain('STATUS:CONFIRMED');
  });

  it('writes a request still waiting for the trainer as tentative, titled as a request', () => {
    const text = bookingCalendarText(booking({ status: 'pending' }), 'https://app.example.test');
    expect(text).toContain('SUMMARY:Requested: 1-on-1 Positional Mechanics with Ruth Witting');
    expect(text).toContain('STATUS:TENTATIVE');
  });
});

describe('a request’s life as the player reads it', () => {
  it('offers "Need to cancel?" only on accepted bookings: a pending request is withdrawn, an incomplete one answered', () => {
    expect(needsTrainerToCancel({ status: 'accepted' })).toBe(true);
    for (const status of ['pending', 'incomplete', 'cancelled', 'completed', 'rejected'] as const) {
      expect(needsTrainerToCancel({ status })).toBe(false);
    }
  });

  it('names the trainer who asked to cancel, only while the request stands', () => {
    expect(cancellationRequestTitle(booking())).toBeNull();
    const asked = booking({ status: 'incomplete', allowed_cancel: true, cancellation_requested: true });
    expect(cancellationRequestTitle(asked)).toBe('Ruth asked to cancel this booking');
    expect(cancellationRequestTitle({ ...asked, athlete: null })).toBe(
      'Your trainer asked to cancel this booking',
    );
  });

  it('says what cancelling does with the money', () => {
    expect(cancelMoneyNote(booking({ payment_status: 'succeeded' }))).toBe(
      'If you cancel, your $50.99 is refunded in full.',
    );
    expect(cancelMoneyNote(booking({ payment_status: 'authorized' }))).toBe(
      'If you cancel, the hold on your card is released and nothing is charged.',
    );
    expect(cancelMoneyNote(booking({ payment_status: null, amount: 0 }))).toBeNull();
  });

  it('tells a pending request’s deadline in the viewer’s zone, MM-DD-YYYY h:mm A', () => {
    expect(waitingLine(booking(), 'America/New_York')).toBe(
      "Waiting for Ruth's answer until 11-26-2026 1:00 PM",
    );
    expect(waitingLine(booking(), 'Asia/Tokyo')).toBe("Waiting for Ruth's answer until 11-27-2026 3:00 AM");
    expect(waitingLine(booking({ respond_by: null }), 'America/New_York')).toBe("Waiting for Ruth's answer");
    expect(waitingLine(booking({ status: 'accepted', respond_by: null }), 'America/New_York')).toBeNull();
  });

  it('explains an expired request and that nothing was charged', () => {
    expect(expiredLine(booking({ status: 'rejected' }))).toBeNull();
    expect(expiredLine(booking({ status: 'rejected', expired: true, payment_status: 'voided' }))).toBe(
      'Ruth did not answer in time, so the request expired.',
    );
    // …the released hold is the money line's, said once.
    expect(moneyBackLine(booking({ status: 'rejected', expired: true, payment_status: 'voided' }))).toBe(
      'Card hold released: nothing was charged',
    );
    expect(expiredLine(booking({ status: 'rejected', expired: true, payment_status: null }))).toBe(
      'Ruth did not answer in time, so the request expired. Nothing was charged.',
    );
  });

  it('promises a pending virtual training’s meeting link for when it is accepted', () => {
    const virtual = (overrides: Partial<BookingAttributes>) => {
      const b = booking(overrides);
      if (b.provided_service) b.provided_service.training_type = 'virtual';
      return b;
    };
    expect(meetingLinkNote(virtual({}))).toBe('The meeting link will be shared once Ruth accepts.');
    expect(meetingLinkNote(virtual({ status: 'accepted' }))).toBeNull();
    expect(meetingLinkNote(booking())).toBeNull();
  });
});

describe('the cancellation policy on a booking (ADR 0046)', () => {
  const zone = 'America/New_York';
  const until = '2026-03-11T15:00:00.000Z';
  it('reads until when it can be cancelled for free, that it ended, or non-refundable', () => {
    const open = booking({ free_cancellation_until: until, can_cancel_free: true });
    const ended = booking({ free_cancellation_until: until, can_cancel_free: false });
    expect(cancellationPolicyLine(open, zone)).toBe('Free cancellation until 03-11-2026 11:00 AM');
    expect(cancellationPolicyLine(ended, zone)).toBe('Free cancellation ended 03-11-2026 11:00 AM');
    expect(cancellationPolicyLine(booking(), zone)).toBe('Non-refundable');
  });

  it('says what becomes of the money', () => {
    const paid = booking({ payment_status: 'succeeded', amount: 45.32 });
    expect(freeCancelMoneyNote(paid)).toBe('Your $45.32 is refunded in full.');
    const refunded = booking({ status: 'cancelled', payment_status: 'refunded', amount: 45.32 });
    expect(moneyBackLine(refunded)).toBe('$45.32 refunded to your card');
  });
});
