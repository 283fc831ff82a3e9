import { describe, expect, it } from 'vitest';
import { formatDeadline, requestDeadlineSummary, sessionOfLabel, sessionsLabel, telHref } from './format';

describe('trainer site display helpers', () => {
  it("shows a request's answer-by instant on the trainer's own clock, as the site writes its days", () => {
    // 14:00 UTC is 9:00 AM in New York (EST) and 6:00 AM in Los Angeles, same day.
    expect(formatDeadline('2026-11-25T14:00:00.000Z', 'America/New_York')).toBe('Wed, Nov 25, 2026, 9:00 AM');
    expect(formatDeadline('2026-11-25T14:00:00.000Z', 'America/Los_Angeles')).toBe(
      'Wed, Nov 25, 2026, 6:00 AM',
    );
    // 03:30 UTC Thursday is still Wednesday evening in New York.
    expect(formatDeadline('2026-11-26T03:30:00.000Z', 'America/New_York')).toBe(
      'Wed, Nov 25, 2026, 10:30 PM',
    );
  });

  it('counts sessions and names a package session by its place', () => {
    expect(sessionsLabel(4)).toBe('4 sessions');
    expect(sessionsLabel(1)).toBe('1 session');
    expect(sessionOfLabel({ package: true, session_number: 2, sessions_count: 4 })).toBe('Session 2 of 4');
    expect(sessionOfLabel({ package: false, session_number: 1, sessions_count: 1 })).toBeNull();
  });

  it('dials the family phone as typed, with the US country code', () => {
    expect(telHref('+1 (502) 555-0177')).toBe('tel:+15025550177');
    expect(telHref('502-555-0177')).toBe('tel:+15025550177');
    expect(telHref('1 502 555 0177')).toBe('tel:15025550177');
  });

  it('explains the request deadline setting in words', () => {
    expect(requestDeadlineSummary(2)).toMatch(/^New requests expire 2 hours before the session; /);
    expect(requestDeadlineSummary(1)).toMatch(/^New requests expire 1 hour before/);
    expect(requestDeadlineSummary(0)).toBe(
      'New requests you have not answered expire when the session starts. Requests already waiting keep the deadline they were sent with.',
    );
    // A value the server refuses is not described as if it would apply.
    for (const refused of [-5, 2.5, 99_999]) {
      expect(requestDeadlineSummary(refused)).toMatch(
        /^Whole hours from 0 to \d+: how long before a session/,
      );
    }
    expect(requestDeadlineSummary(4)).toMatch(
      /Requests already waiting keep the deadline they were sent with\.$/,
    );
  });
});
