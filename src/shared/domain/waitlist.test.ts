import { describe, expect, it } from 'vitest';
import { offerExpiry, ordinal } from './waitlist';

const NOW = new Date('2026-03-10T15:00:00Z');
const HOUR = 3_600_000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

describe('offerExpiry (ADR 0047)', () => {
  it("gives the trainer's window when the session is far off", () => {
    expect(offerExpiry(NOW, at(48), 12, 60)).toEqual(at(12));
  });

  it('gives half the time left before booking closes near the session, never past it', () => {
    // Booking closes 1 hour before a session 10 hours away: 9 hours left, half is 4.5.
    expect(offerExpiry(NOW, at(10), 12, 60)).toEqual(at(4.5));
    expect(offerExpiry(NOW, at(2), 12, 60)).toEqual(at(0.5));
  });

  it('makes no offer when less than 15 minutes would be left', () => {
    expect(offerExpiry(NOW, at(1.4), 12, 60)).toBeNull();
    expect(offerExpiry(NOW, at(0.5), 12, 60)).toBeNull();
  });
});

describe('ordinal', () => {
  it('reads places as people do', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });
});
