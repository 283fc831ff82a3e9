import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  audienceLabel,
  cutDescription,
  formatDayKey,
  formatDayWithWeekday,
  formatInstantDate,
  formatInstantTime,
  localDateKey,
  locationsLabel,
  openingPlacesLabel,
  packageRangeLabel,
  packageSessionsLabel,
  passingYearShort,
  spotsLabel,
  weekdaySpanStarts,
  weekdaysIn,
  weekdaysLabel,
} from './display';
import { gradeRangeLabel } from './grades';

const NY = 'America/New_York';

describe('card display rules (SPEC §9)', () => {
  it('writes the passing year as an apostrophe and two digits', () => {
    expect(passingYearShort(2027)).toBe("'27");
    expect(passingYearShort(null)).toBe('');
  });

  it('cuts descriptions past 260 characters and leaves shorter ones whole', () => {
    const long = 'a'.repeat(300);
    expect(cutDescription(long)).toBe(`${'a'.repeat(260)}…`);
    expect(cutDescription('a'.repeat(260))).toBe('a'.repeat(260));
    expect(cutDescription(null)).toBe('');
  });

  it('labels packages with the session count and an M/D range', () => {
    expect(packageSessionsLabel(6)).toBe('for 6 sessions');
    expect(packageRangeLabel('2026-11-26', '2027-01-07')).toBe('11/26 - 1/7');
  });

  it('shows weekday letters, or All days for all seven or none named (no weekday limit)', () => {
    expect(weekdaysLabel([1, 2, 3, 5, 6])).toBe('M T W F Sa');
    expect(weekdaysLabel([6, 5, 4, 3, 2, 1, 0])).toBe('All days');
    expect(weekdaysLabel([])).toBe('All days');
    expect(weekdaysLabel([0, 4])).toBe('Su Th');
  });

  it('shows next and last slot days with their weekday', () => {
    expect(formatDayWithWeekday('2026-11-23')).toBe('Mon 11-23-2026');
    expect(formatDayWithWeekday('2027-01-20')).toBe('Wed 01-20-2027');
    expect(formatDayKey('2026-03-08')).toBe('03-08-2026');
  });

  it('joins at most three locations with or, and says Online for virtual', () => {
    const places = ['Field A', 'Gym B', 'Park C', 'Court D'].map((location) => ({ location }));
    expect(locationsLabel('individual', places)).toBe('Field A or Gym B or Park C');
    expect(locationsLabel('group', places.slice(0, 1))).toBe('Field A');
    expect(locationsLabel('virtual', null)).toBe('Online');
  });

  it("lists an opening's places once each, across its trainings", () => {
    const at = (...names: string[]) => names.map((location) => ({ location }));
    expect(
      openingPlacesLabel([
        { training_type: 'individual', provided_service_locations: at('Field A', 'Gym B') },
        { training_type: 'group', provided_service_locations: at('Gym B', 'Field A') },
        { training_type: 'individual', provided_service_locations: at('Park C') },
      ]),
    ).toBe('Field A or Gym B or Park C');
    expect(openingPlacesLabel([{ training_type: 'group', provided_service_locations: null }])).toBe('');
  });

  it('shows spots for group and virtual trainings only', () => {
    expect(spotsLabel({ training_type: 'group', max_seats: 1 })).toBe('(One Spot)');
    expect(spotsLabel({ training_type: 'virtual', max_seats: 8 })).toBe('(8 Spots Total)');
    expect(spotsLabel({ training_type: 'individual', max_seats: 1 })).toBeNull();
  });

  it('labels audience and grades', () => {
    expect(audienceLabel('female')).toBe('Girls');
    expect(audienceLabel('male')).toBe('Boys');
    expect(gradeRangeLabel(5, 8)).toBe('Grades 5 - 8');
    expect(gradeRangeLabel(9, 9)).toBe('Grade 9');
    expect(gradeRangeLabel(null, null)).toBe('All Ages');
  });
});

describe('dates and times in the local zone (MM-DD-YYYY, h:mm A)', () => {
  it('formats an instant in the given zone, including the day it falls on', () => {
    // 00:30 UTC on Nov 24 is still Nov 23 in New York.
    expect(formatInstantDate('2026-11-24T00:30:00Z', NY)).toBe('11-23-2026');
    expect(formatInstantTime('2026-11-24T00:30:00Z', NY)).toBe('7:30 PM');
    expect(formatInstantTime('2026-11-24T00:30:00Z', 'America/Los_Angeles')).toBe('4:30 PM');
  });

  it('follows the spring-forward day (2026-03-08 in New York)', () => {
    // 06:30Z is 1:30 AM EST; an hour later (07:30Z) clocks have jumped to 3:30 AM EDT.
    expect(formatInstantTime('2026-03-08T06:30:00Z', NY)).toBe('1:30 AM');
    expect(formatInstantTime('2026-03-08T07:30:00Z', NY)).toBe('3:30 AM');
    // 03:30Z on the 9th is 11:30 PM EDT on the 8th (UTC-4 after the change).
    expect(localDateKey('2026-03-09T03:30:00Z', NY)).toBe('2026-03-08');
    expect(formatInstantTime('2026-03-09T03:30:00Z', NY)).toBe('11:30 PM');
  });

  it('follows the fall-back day (2026-11-01 in New York)', () => {
    // 1:30 AM happens twice: 05:30Z (EDT) and 06:30Z (EST), both on Nov 1.
    expect(formatInstantTime('2026-11-01T05:30:00Z', NY)).toBe('1:30 AM');
    expect(formatInstantTime('2026-11-01T06:30:00Z', NY)).toBe('1:30 AM');
    expect(localDateKey('2026-11-01T06:30:00Z', NY)).toBe('2026-11-01');
    // 04:30Z on Nov 2 is 11:30 PM EST on Nov 1 (UTC-5 after the change).
    expect(formatInstantDate('2026-11-02T04:30:00Z', NY)).toBe('11-01-2026');
  });

  it('gives what Intl gives for any instant and zone, as text or Date, around a change of clocks', () => {
    const zones = [NY, 'America/Los_Angeles', 'Asia/Kathmandu', 'Europe/London', 'UTC'];
    const intl = (ms: number, timeZone: string) => {
      const parts = Object.fromEntries(
        new Intl.DateTimeFormat('en-US', {
          timeZone,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: 'numeric',
          minute: '2-digit',
          hour12: true,
        })
          .formatToParts(new Date(ms))
          .map((p) => [p.type, p.value]),
      );
      return {
        date: `${parts.month}-${parts.day}-${parts.year}`,
        time: `${parts.hour}:${parts.minute} ${parts.dayPeriod}`,
      };
    };
    // Instants close together (four days around a change of clocks, any minute, some with
    // seconds), so that many share a day or an hour and some are asked more than once.
    const instant = fc
      .tuple(
        fc.integer({ min: 0, max: 96 }),
        fc.integer({ min: 0, max: 59 }),
        fc.constantFrom(0, 0, 0, 30_500),
      )
      .map(([hour, minute, extra]) => Date.UTC(2026, 9, 31) + hour * 3_600_000 + minute * 60_000 + extra);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(instant, fc.constantFrom(...zones), fc.boolean()), { maxLength: 40 }),
        (asks) => {
          for (const [ms, zone, asText] of [...asks, ...asks]) {
            const given = asText ? new Date(ms).toISOString() : new Date(ms);
            const expected = intl(ms, zone);
            expect(formatInstantDate(given, zone)).toBe(expected.date);
            expect(formatInstantTime(given, zone)).toBe(expected.time);
          }
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe("a training's weekdays in the visitor's zone (ADR 0082)", () => {
  it("reads a trainer's Sunday evening in New York as a Monday in London and a Sunday in Los Angeles", () => {
    // 8 pm and 9 pm New York on Sunday 11-29 and Wednesday 12-02.
    const starts = weekdaySpanStarts([
      '2026-11-30T01:00:00.000Z',
      '2026-11-30T02:00:00.000Z',
      '2026-12-03T01:00:00.000Z',
    ]);
    expect(weekdaysLabel(weekdaysIn(starts, NY))).toBe('Su W');
    expect(weekdaysLabel(weekdaysIn(starts, 'Europe/London'))).toBe('M Th');
    expect(weekdaysLabel(weekdaysIn(starts, 'America/Los_Angeles'))).toBe('Su W');
  });

  it('keeps a UTC weekday whose times straddle a midnight of the zone on both its days', () => {
    // 04:30 and 23:00 UTC on a Tuesday: Monday 11:30 pm and Tuesday 6 pm in New York.
    const starts = weekdaySpanStarts([
      '2026-12-01T23:00:00.000Z',
      '2026-12-01T04:30:00.000Z',
      '2026-12-01T12:00:00.000Z',
    ]);
    expect(starts).toHaveLength(2);
    expect(weekdaysIn(starts, NY)).toEqual([1, 2]);
  });

  it('gives the weekdays of all the times, from at most two of each UTC weekday, in any fixed-offset zone', () => {
    const zones = [
      'UTC',
      'America/Phoenix',
      'Asia/Kolkata',
      'Asia/Tokyo',
      'Pacific/Kiritimati',
      'Etc/GMT+12',
    ];
    const start = fc
      .integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2027, 0, 1) })
      .map((ms) => new Date(Math.floor(ms / 60_000) * 60_000).toISOString());
    fc.assert(
      fc.property(fc.array(start, { maxLength: 60 }), fc.constantFrom(...zones), (starts, zone) => {
        const kept = weekdaySpanStarts(starts);
        expect(kept.length).toBeLessThanOrEqual(14);
        expect(weekdaysIn(kept, zone)).toEqual(weekdaysIn(starts, zone));
      }),
      { numRuns: 200 },
    );
  });
});
