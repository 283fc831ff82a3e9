import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDate, localInstant, localWeekday } from './availability';
import {
  type GridService,
  type GridWindow,
  type HeldSession,
  packageSessions,
  serviceSlots,
  sessionCapacity,
  type TrainerRules,
  trainerCancelled,
} from './session-grid';

const ZONES = ['America/New_York', 'America/Los_Angeles', 'Europe/London', 'Australia/Sydney', 'UTC'];
// Days around both daylight-saving changes in the US, Europe and Australia, and plain days.
const DAYS = [
  '2026-03-07',
  '2026-03-08',
  '2026-03-09',
  '2026-03-29',
  '2026-04-05',
  '2026-10-04',
  '2026-10-25',
  '2026-11-01',
  '2026-11-02',
  '2026-12-09',
];
const NOW = new Date('2026-03-01T00:00:00Z');
const MINUTE = 60_000;

const serviceArb = (id: number) =>
  fc
    .record({
      trainingType: fc.constantFrom('individual' as const, 'group' as const, 'virtual' as const),
      durationMinutes: fc.constantFrom(30, 45, 60, 90),
      maxSeats: fc.integer({ min: 1, max: 6 }),
      days: fc.oneof(
        fc.constant([] as number[]),
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1 }),
      ),
      package: fc.boolean(),
      sessionsCount: fc.integer({ min: 1, max: 4 }),
      range: fc.tuple(
        fc.integer({ min: 0, max: DAYS.length - 1 }),
        fc.integer({ min: 0, max: DAYS.length - 1 }),
      ),
    })
    .map(
      (o): GridService => ({
        id,
        trainingType: o.trainingType,
        durationMinutes: o.durationMinutes,
        maxSeats: o.trainingType === 'individual' ? 1 : o.maxSeats,
        days: o.days,
        package: o.package,
        packageStart: o.package ? (DAYS[Math.min(...o.range)] ?? null) : null,
        packageEnd: o.package ? (DAYS[Math.max(...o.range)] ?? null) : null,
        sessionsCount: o.package ? o.sessionsCount : null,
      }),
    );

const scenarioArb = fc
  .record({
    timeZone: fc.constantFrom(...ZONES),
    bufferMinutes: fc.constantFrom(0, 15, 30),
    services: fc.tuple(serviceArb(1), serviceArb(2), serviceArb(3)),
    windows: fc.uniqueArray(
      fc.record({
        day: fc.constantFrom(...DAYS),
        // Local start hour 0-20 and a length of 1-5 hours: some windows span the DST change.
        startHour: fc.integer({ min: 0, max: 20 }),
        hours: fc.integer({ min: 1, max: 5 }),
        offers: fc.uniqueArray(fc.constantFrom(1, 2, 3), { minLength: 1 }),
        cap: fc.integer({ min: 1, max: 8 }),
      }),
      { selector: (w) => w.day, maxLength: 6 },
    ),
    actions: fc.array(
      fc.record({
        kind: fc.constantFrom('book', 'book', 'book', 'cancel', 'withdraw'),
        service: fc.integer({ min: 0, max: 2 }),
        pick: fc.nat(),
      }),
      { maxLength: 40 },
    ),
  })
  .map((s) => {
    const rules: TrainerRules = { timeZone: s.timeZone, bufferMinutes: s.bufferMinutes, minNoticeMinutes: 0 };
    const windows: GridWindow[] = s.windows.map((w, i) => {
      const from = `${String(w.startHour).padStart(2, '0')}:00`;
      const startsAt = localInstant(w.day, from, s.timeZone);
      return {
        id: i + 1,
        startsAt,
        endsAt: new Date(startsAt.getTime() + w.hours * 60 * MINUTE),
        maxSeats: w.cap,
        serviceIds: w.offers,
      };
    });
    return { rules, windows, services: s.services, actions: s.actions };
  });

/** Takes a seat in the slot the way the seat transaction does: join the session or open it. */
function take(
  sessions: HeldSession[],
  service: GridService,
  slot: { startsAt: Date; endsAt: Date; capacity: number },
  rules: TrainerRules,
) {
  const own = sessions.find(
    (s) => s.providedServiceId === service.id && s.startsAt.getTime() === slot.startsAt.getTime(),
  );
  if (own && own.seatsTaken > 0) {
    own.seatsTaken += 1;
    return;
  }
  if (own) {
    own.seatsTaken = 1;
    own.maxSeats = slot.capacity;
    return;
  }
  sessions.push({
    providedServiceId: service.id,
    startsAt: slot.startsAt,
    blocksUntil: new Date(slot.endsAt.getTime() + rules.bufferMinutes * MINUTE),
    seatsTaken: 1,
    seatsWithdrawn: 0,
    maxSeats: slot.capacity,
  });
}

function assertOnePlaceAtATime(sessions: readonly HeldSession[]) {
  const held = sessions.filter((s) => s.seatsTaken > 0);
  for (const s of held) expect(s.seatsTaken).toBeLessThanOrEqual(s.maxSeats);
  for (let i = 0; i < held.length; i++) {
    for (let j = i + 1; j < held.length; j++) {
      const a = held[i];
      const b = held[j];
      if (!a || !b) continue;
      const overlap = a.startsAt < b.blocksUntil && b.startsAt < a.blocksUntil;
      expect(overlap, 'a trainer holds two overlapping sessions').toBe(false);
    }
  }
}

/**
 * Brute force, independent of the grid code: every quarter hour of every window is tried as
 * a start, and kept when a player could take a seat there (`listed`: when the page lists it,
 * full or not: any time but one held only by sessions the trainer cancelled).
 */
function bookableByBruteForce(
  service: GridService,
  windows: readonly GridWindow[],
  sessions: readonly HeldSession[],
  rules: TrainerRules,
  listed = false,
): number[] {
  const found = new Set<number>();
  const length = service.durationMinutes * MINUTE;
  for (const w of windows) {
    if (!w.serviceIds.includes(service.id)) continue;
    for (let t = w.startsAt.getTime(); t + length <= w.endsAt.getTime(); t += 15 * MINUTE) {
      if ((t - w.startsAt.getTime()) % length !== 0) continue;
      const start = new Date(t);
      if (t < NOW.getTime()) continue;
      if (service.days.length > 0 && !service.days.includes(localWeekday(start, rules.timeZone))) continue;
      const day = localDate(start, rules.timeZone);
      if (
        service.package &&
        ((service.packageStart && day < service.packageStart) ||
          (service.packageEnd && day > service.packageEnd))
      )
        continue;
      const until = t + length + rules.bufferMinutes * MINUTE;
      const busy = sessions.filter(
        (s) => s.seatsTaken > 0 && s.startsAt.getTime() < until && s.blocksUntil.getTime() > t,
      );
      const own = busy.find((s) => s.providedServiceId === service.id && s.startsAt.getTime() === t);
      const free = own
        ? busy.length === 1
          ? own.maxSeats - own.seatsTaken
          : 0
        : busy.length === 0
          ? sessionCapacity(service, w)
          : 0;
      const cancelledOnly = busy.length > 0 && busy.every((s) => s.seatsWithdrawn === s.maxSeats);
      if (listed ? !cancelledOnly : free > 0) found.add(t);
    }
  }
  return [...found].sort((a, b) => a - b);
}

/** A plain weekly training: 60 minutes, any day, not a package (each test says what differs). */
const plainService = (over: Partial<GridService>): GridService => ({
  id: 1,
  durationMinutes: 60,
  trainingType: 'group',
  maxSeats: 3,
  days: [],
  package: false,
  packageStart: null,
  packageEnd: null,
  sessionsCount: null,
  ...over,
});

describe('session grid', () => {
  it('never puts a trainer in two places, never oversells, and shows exactly what can be booked', () => {
    fc.assert(
      fc.property(scenarioArb, ({ rules, windows, services, actions }) => {
        const sessions: HeldSession[] = [];
        for (const action of actions) {
          const service = services[action.service];
          if (!service) continue;
          if (action.kind === 'cancel' || action.kind === 'withdraw') {
            // A family's cancellation frees a live seat; the trainer's withdraws it (ADR 0047).
            const live = sessions.filter((s) => s.seatsTaken > s.seatsWithdrawn);
            const victim = live[action.pick % Math.max(1, live.length)];
            if (victim && action.kind === 'cancel') victim.seatsTaken -= 1;
            if (victim && action.kind === 'withdraw') {
              victim.seatsWithdrawn += 1;
              // Its last live seat: the session is cancelled, its seats shrink to the withdrawn.
              if (victim.seatsWithdrawn === victim.seatsTaken) victim.maxSeats = victim.seatsWithdrawn;
            }
          } else if (service.package) {
            const picked = packageSessions(service, windows, sessions, rules, NOW);
            if (picked) {
              // A package is a promise: exactly its number of sessions, one a day, all open.
              expect(picked).toHaveLength(service.sessionsCount ?? 0);
              expect(new Set(picked.map((p) => p.bookingDate)).size).toBe(picked.length);
              for (const p of picked) take(sessions, service, p, rules);
            }
          } else {
            const open = serviceSlots(service, windows, sessions, rules, NOW).filter((s) => s.seatsLeft > 0);
            const slot = open[action.pick % Math.max(1, open.length)];
            if (slot) take(sessions, service, slot, rules);
          }
          assertOnePlaceAtATime(sessions);
          for (const o of services) {
            if (o.package) continue;
            const shown = serviceSlots(o, windows, sessions, rules, NOW)
              .filter((s) => s.seatsLeft > 0)
              .map((s) => s.startsAt.getTime());
            expect(shown).toEqual(bookableByBruteForce(o, windows, sessions, rules));
            // Full times are listed (families may wait for them); a time the trainer cancelled
            // is not: nobody can book it or wait for it.
            const listed = [
              ...new Set(serviceSlots(o, windows, sessions, rules, NOW).map((s) => s.startsAt.getTime())),
            ];
            expect(listed.sort((a, b) => a - b)).toEqual(
              bookableByBruteForce(o, windows, sessions, rules, true),
            );
          }
        }
      }),
      { numRuns: 120 },
    );
  });

  it('carves each slot at its own start and end, in real time across a DST change', () => {
    const rules: TrainerRules = { timeZone: 'America/New_York', bufferMinutes: 0, minNoticeMinutes: 0 };
    const service = plainService({ trainingType: 'individual', maxSeats: 1 });
    const window = (day: string, from: string, to: string): GridWindow => ({
      id: 1,
      startsAt: localInstant(day, from, rules.timeZone),
      endsAt: localInstant(day, to, rules.timeZone),
      maxSeats: 1,
      serviceIds: [1],
    });
    // A 2-hour opening for a 60-minute training: two times, 2:00-3:00 and 3:00-4:00 PM.
    const plain = serviceSlots(service, [window('2026-12-09', '14:00', '16:00')], [], rules, NOW);
    expect(plain.map((s) => [s.startsAt.toISOString(), s.endsAt.toISOString()])).toEqual([
      ['2026-12-09T19:00:00.000Z', '2026-12-09T20:00:00.000Z'],
      ['2026-12-09T20:00:00.000Z', '2026-12-09T21:00:00.000Z'],
    ]);
    // 00:30-03:30 on the night clocks fall back is four real hours: four sessions.
    expect(serviceSlots(service, [window('2026-11-01', '00:30', '03:30')], [], rules, NOW)).toHaveLength(4);
    // And on the night they spring forward it is two.
    expect(serviceSlots(service, [window('2026-03-08', '00:30', '03:30')], [], rules, NOW)).toHaveLength(2);
  });

  it('holds back slots inside the minimum notice', () => {
    const rules: TrainerRules = { timeZone: 'UTC', bufferMinutes: 0, minNoticeMinutes: 120 };
    const service = plainService({});
    const now = new Date('2026-12-09T12:00:00Z');
    const w: GridWindow = {
      id: 1,
      startsAt: new Date('2026-12-09T12:00:00Z'),
      endsAt: new Date('2026-12-09T16:00:00Z'),
      maxSeats: 10,
      serviceIds: [1],
    };
    const slots = serviceSlots(service, [w], [], rules, now);
    expect(slots.map((s) => s.startsAt.getUTCHours())).toEqual([14, 15]);
    // A group of 3 in a 10-seat opening has 3 seats.
    expect(slots.every((s) => s.seatsLeft === 3)).toBe(true);
  });

  it('lists no time held only by a session the trainer cancelled', () => {
    const rules: TrainerRules = { timeZone: 'UTC', bufferMinutes: 0, minNoticeMinutes: 0 };
    const group = plainService({});
    const w: GridWindow = {
      id: 1,
      startsAt: new Date('2026-12-09T14:00:00Z'),
      endsAt: new Date('2026-12-09T16:00:00Z'),
      maxSeats: 10,
      serviceIds: [1],
    };
    const at2 = (taken: number, withdrawn: number, maxSeats = 3): HeldSession => ({
      providedServiceId: 1,
      startsAt: new Date('2026-12-09T14:00:00Z'),
      blocksUntil: new Date('2026-12-09T15:00:00Z'),
      seatsTaken: taken,
      seatsWithdrawn: withdrawn,
      maxSeats,
    });
    const seatsAt = (session: HeldSession) =>
      serviceSlots(group, [w], [session], rules, NOW).map((s) => [s.startsAt.getUTCHours(), s.seatsLeft]);
    // Its only booking cancelled by the trainer (its seats shrunk to the withdrawn one): the 2 PM
    // session is gone from the list, neither bookable nor full; 3 PM is open.
    expect(trainerCancelled(at2(1, 1, 1))).toBe(true);
    expect(seatsAt(at2(1, 1, 1))).toEqual([[15, 3]]);
    // One seat withdrawn, one still booked: the session goes on with its last seat for sale.
    expect(seatsAt(at2(2, 1))).toEqual([
      [14, 1],
      [15, 3],
    ]);
    // And if that family then cancels, its two free seats are for sale again.
    expect(trainerCancelled(at2(1, 1))).toBe(false);
    expect(seatsAt(at2(1, 1))).toEqual([
      [14, 2],
      [15, 3],
    ]);
  });
});
