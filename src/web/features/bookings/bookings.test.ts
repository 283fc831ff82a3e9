import { describe, expect, it } from 'vitest';
import type { BookingAttributes } from '../../../shared/api/bookings';
import { bookingStatusColor, bookingStatusLabel, bookingTimeRange, placeLabel } from './booking-display';
import { bookingCalendarText } from './calendar-file';

function booking(overrides: Partial<BookingAttributes> = {}): BookingAttributes {
  return {
    id: 42,
    status: 'pending',
    allowed_cancel: false,
    package: false,
    athlete: {
      id: 7,
      slug: 'ruth-witting',
      first_name: 'Ruth',
      last_name: 'Witting',
      profile_image: null,
      sport_name: 'Soccer',
      college: 'Bluegrass State',
      contact_number: null,
      email: null,
    },
    provided_service: {
      id: 3,
      name: '1-on-1 Positional Mechanics',
      slug: 'ruth-witting-1',
      training_type: 'individual',
      duration: 30,
      price: 45,
      price_cents: 4500,
      client_service_fee: 4.5,
      client_service_fee_cents: 450,
      stripe_fee: 1.49,
      stripe_fee_cents: 149,
      connection_detail: null,
      package: false,
    },
    location: 'Oakwood Fields',
    address: '5299 Main Blvd',
    training_start_date_time: '2026-11-26T20:00:00.000Z',
    training_end_date_time: '2026-11-26T20:30:00.000Z',
    notes: null,
    trainer_notes: null,
    trainer_slug: 'ruth-witting',
    sessions_count: 1,
    sessions: [{ id: 9, starts_at: '2026-11-26T20:00:00.000Z', ends_at: '2026-11-26T20:30:00.000Z' }],
    payment: null,
    payment_status: 'authorized',
    amount: 50.99,
    amount_cents: 5099,
    price: 45,
    price_cents: 4500,
    service_fee: 4.5,
    service_fee_cents: 450,
    processing_fee: 1.49,
    processing_fee_cents: 149,
    created_at: '2026-11-22T12:00:00.000Z',
    ...overrides,
  };
}

describe('booking status display (SPEC §4)', () => {
  it('reads Upcoming for pending and incomplete, the status name otherwise', () => {
    expect(bookingStatusLabel('pending')).toBe('Upcoming');
    expect(bookingStatusLabel('incomplete')).toBe('Upcoming');
    expect(bookingStatusLabel('accepted')).toBe('Accepted');
    expect(bookingStatusLabel('cancelled')).toBe('Cancelled');
  });

  it('colours accepted and completed green, pending blue, the rest red', () => {
    expect(bookingStatusColor('accepted')).toBe('green');
    expect(bookingStatusColor('completed')).toBe('green');
    expect(bookingStatusColor('pending')).toBe('blue');
    expect(bookingStatusColor('incomplete')).toBe('red');
    expect(bookingStatusColor('rejected')).toBe('red');
  });

  it('shows times as h:mm A in the viewer’s zone', () => {
    expect(bookingTimeRange(booking(), 'America/New_York')).toBe('3:00 PM - 3:30 PM');
    expect(bookingTimeRange(booking(), 'America/Los_Angeles')).toBe('12:00 PM - 12:30 PM');
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
    expect(text).toContain('LOCATION:Oakwood Fields | 5299 Main Blvd');
    expect(text).toContain('https://app.example.test/bookings/42');
  });
});
