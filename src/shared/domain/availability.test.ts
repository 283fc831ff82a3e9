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

describe('weeklyOpenings on the nights the clocks change', () => {
  const zone = 'America/Los_Angeles';
  it('keeps an opening ending in the repeated hour as long as its times say', () => {
    // 2027-11-07: 1:30 am comes twice in Los Angeles (PDT, then PST).
    const [opening] = weeklyOpenings(
      { bookingDate: '2027-11-07', from: '00:30', to: '01:30', repeatWeeks: 0 },
      zone,
    );
    expect(opening?.fromTime.toISOString()).toBe('2027-11-07T07:30:00.000Z');
    expect(opening?.toTime.toISOString()).toBe('2027-11-07T08:30:00.000Z');
  });

  it('counts the repeated hour when the times span it, and drops a skipped one', () => {
    // 00:30 PDT to 02:30 PST is three hours of real time.
    const [back] = weeklyOpenings(
      { bookingDate: '2027-11-07', from: '00:30', to: '02:30', repeatWeeks: 0 },
      zone,
    );
    expect((back?.toTime.getTime() ?? 0) - (back?.fromTime.getTime() ?? 0)).toBe(3 * 3_600_000);
    // 2027-03-14: 2:00-3:00 am does not exist; 01:30 to 03:30 is one hour.
    const [forward] = weeklyOpenings(
      { bookingDate: '2027-03-14', from: '01:30', to: '03:30', repeatWeeks: 0 },
      zone,
    );
    expect((forward?.toTime.getTime() ?? 0) - (forward?.fromTime.getTime() ?? 0)).toBe(3_600_000);
    expect(localTime(forward?.toTime ?? new Date(0), zone)).toBe('03:30');
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
