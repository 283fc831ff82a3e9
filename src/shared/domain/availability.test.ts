import { describe, expect, it } from 'vitest';
import { localTime, openingSeatsText, weeklyOpenings } from './availability';

describe('weeklyOpenings', () => {
  it('repeats the same local times weekly, across the November daylight-saving change', () => {
    const openings = weeklyOpenings(
      { bookingDate: '2026-10-26', from: '17:00', to: '18:30', repeatWeeks: 2 },
      'America/New_York',
    );
    expect(openings.map((o) => o.bookingDate)).toEqual(['2026-10-26', '2026-11-02', '2026-11-09']);
    // 5 pm EDT is 21:00 UTC; after 1 November 5 pm EST is 22:00 UTC.
    expect(openings[0]?.fromTime.toISOString()).toBe('2026-10-26T21:00:00.000Z');
    expect(openings[1]?.fromTime.toISOString()).toBe('2026-11-02T22:00:00.000Z');
    for (const o of openings) {
      expect(localTime(o.fromTime, 'America/New_York')).toBe('17:00');
      expect(o.toTime.getTime() - o.fromTime.getTime()).toBe(90 * 60_000);
    }
  });
});

describe('openingSeatsText', () => {
  it('reads one session as before and several with their count', () => {
    expect(openingSeatsText({ booked_seats: 0, booked_sessions: 0, max_slot: 1 })).toBe(
      '0 booked · up to 1 seat a session',
    );
    expect(openingSeatsText({ booked_seats: 2, booked_sessions: 1, max_slot: 4 })).toBe(
      '2 booked · up to 4 seats a session',
    );
    expect(openingSeatsText({ booked_seats: 6, booked_sessions: 3, max_slot: 9 })).toBe(
      '6 seats booked in 3 sessions · up to 9 seats a session',
    );
  });
});
