import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localInstant } from './availability';
import {
  type GridService,
  type GridWindow,
  type HeldSession,
  serviceSlots,
  summariseServiceSlots,
  type TrainerRules,
} from './session-grid';

// The trainer page sums a service's slots up without keeping them (summariseServiceSlots); what
// it says must be what serviceSlots, the list a booking is checked against, says (ADR 0028).
const ZONES = ['America/New_York', 'Europe/London', 'Australia/Sydney', 'UTC'];
const DAYS = ['2026-03-07', '2026-03-08', '2026-03-29', '2026-04-05', '2026-10-04', '2026-11-01'];
const NOW = new Date('2026-03-07T15:00:00Z');
const MINUTE = 60_000;

const scenarioArb = fc
  .record({
    timeZone: fc.constantFrom(...ZONES),
    bufferMinutes: fc.constantFrom(0, 15),
    minNoticeMinutes: fc.constantFrom(0, 120),
    service: fc.record({
      trainingType: fc.constantFrom('individual' as const, 'group' as const),
      durationMinutes: fc.constantFrom(30, 45, 60),
      maxSeats: fc.integer({ min: 1, max: 4 }),
      days: fc.oneof(fc.constant([] as number[]), fc.uniqueArray(fc.integer({ min: 0, max: 6 }))),
    }),
    // Openings in any order, some overlapping, some not offering the service.
    windows: fc.array(
      fc.record({
        day: fc.constantFrom(...DAYS),
        startHour: fc.integer({ min: 0, max: 20 }),
        startMinutes: fc.constantFrom(0, 15, 30),
        hours: fc.integer({ min: 1, max: 4 }),
        offers: fc.boolean(),
        cap: fc.integer({ min: 1, max: 5 }),
      }),
      { maxLength: 8 },
    ),
    // Held sessions, made to not overlap each other (as the database's constraint keeps them).
    held: fc.array(
      fc.record({
        day: fc.constantFrom(...DAYS),
        quarter: fc.integer({ min: 0, max: 95 }),
        own: fc.boolean(),
        seatsTaken: fc.integer({ min: 0, max: 4 }),
        withdrawn: fc.integer({ min: 0, max: 4 }),
        maxSeats: fc.integer({ min: 1, max: 4 }),
      }),
      { maxLength: 10 },
    ),
    listDays: fc.integer({ min: 0, max: 300 }),
  })
  .map((s) => {
    const rules: TrainerRules = {
      timeZone: s.timeZone,
      bufferMinutes: s.bufferMinutes,
      minNoticeMinutes: s.minNoticeMinutes,
    };
    const service: GridService = {
      id: 1,
      ...s.service,
      package: false,
      packageStart: null,
      packageEnd: null,
      sessionsCount: null,
    };
    const windows: GridWindow[] = s.windows.map((w, i) => {
      const from = `${String(w.startHour).padStart(2, '0')}:${String(w.startMinutes).padStart(2, '0')}`;
      const startsAt = localInstant(w.day, from, s.timeZone);
      return {
        id: i + 1,
        startsAt,
        endsAt: new Date(startsAt.getTime() + w.hours * 60 * MINUTE),
        maxSeats: w.cap,
        serviceIds: w.offers ? [1, 2] : [2],
      };
    });
    const sessions: HeldSession[] = [];
    const candidates = s.held
      .map((h) => ({ ...h, at: Date.parse(`${h.day}T00:00:00Z`) + h.quarter * 15 * MINUTE }))
      .sort((a, b) => a.at - b.at);
    let free = 0;
    for (const h of candidates) {
      if (h.at < free) continue;
      const length = (h.own ? service.durationMinutes : 60) * MINUTE;
      sessions.push({
        providedServiceId: h.own ? 1 : 2,
        startsAt: new Date(h.at),
        blocksUntil: new Date(h.at + length + s.bufferMinutes * MINUTE),
        seatsTaken: h.seatsTaken,
        seatsWithdrawn: Math.min(h.withdrawn, h.seatsTaken),
        maxSeats: h.maxSeats,
      });
      free = h.at + length + s.bufferMinutes * MINUTE;
    }
    return { rules, service, windows, sessions, listBefore: NOW.getTime() + s.listDays * 86_400_000 };
  });

describe('summariseServiceSlots', () => {
  it('says what serviceSlots says: open slots, seats, first and last, and the listed slots', () => {
    fc.assert(
      fc.property(scenarioArb, ({ rules, service, windows, sessions, listBefore }) => {
        const all = serviceSlots(service, windows, sessions, rules, NOW);
        const open = all.filter((s) => s.seatsLeft > 0);
        const listed: ReturnType<typeof times>[] = [];
        const summary = summariseServiceSlots(
          service,
          windows,
          sessions,
          rules,
          NOW,
          listBefore,
          (windowId, start, end, bookingDate, capacity, seatsLeft) =>
            listed.push({ serviceId: service.id, windowId, start, end, bookingDate, capacity, seatsLeft }),
        );
        function times(s: (typeof all)[number] | undefined) {
          return (
            s && {
              serviceId: s.serviceId,
              windowId: s.windowId,
              start: s.startsAt.getTime(),
              end: s.endsAt.getTime(),
              bookingDate: s.bookingDate,
              capacity: s.capacity,
              seatsLeft: s.seatsLeft,
            }
          );
        }
        expect(summary.open).toBe(open.length);
        expect(summary.seats).toBe(open.reduce((sum, s) => sum + s.seatsLeft, 0));
        expect(summary.first).toEqual(times(open[0]));
        expect(summary.last).toEqual(times(open[open.length - 1]));
        // Listed in the openings' order: the same slots as serviceSlots's, once each.
        listed.sort((a, b) => (a?.start ?? 0) - (b?.start ?? 0));
        expect(listed).toEqual(all.filter((s) => s.startsAt.getTime() < listBefore).map(times));
      }),
      { numRuns: 300 },
    );
  });
});
