import { describe, expect, it } from 'vitest';
import { adjacentDay, isDayBooked, slotsByDay, todayKey } from './booking-calendar';
import { bookableSlots } from './slots';

const NY = 'America/New_York';
const SERVICE = 5;

function slot(id: number, start: string, free = 1) {
  return {
    id,
    training_start_date_time: start,
    from_time: start,
    free_slot: free,
    selected_trainings: [SERVICE],
  };
}

describe('date picker days (SPEC §4 booking flow)', () => {
  it('marks days before yesterday and days without slots as booked', () => {
    const days = new Set(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-25']);
    const today = '2026-11-22';
    expect(isDayBooked('2026-11-20', days, today)).toBe(true);
    expect(isDayBooked('2026-11-21', days, today)).toBe(false);
    expect(isDayBooked('2026-11-22', days, today)).toBe(false);
    expect(isDayBooked('2026-11-23', days, today)).toBe(true);
    expect(isDayBooked('2026-11-25', days, today)).toBe(false);
  });

  it('takes today in the visitor zone', () => {
    const lateEvening = new Date('2026-11-23T03:00:00Z');
    expect(todayKey(lateEvening, NY)).toBe('2026-11-22');
    expect(todayKey(lateEvening, 'UTC')).toBe('2026-11-23');
  });

  it('moves the arrows to the nearest day that has slots', () => {
    const days = new Set(['2026-11-22', '2026-11-25', '2026-11-30']);
    expect(adjacentDay('2026-11-25', days, 1)).toBe('2026-11-30');
    expect(adjacentDay('2026-11-25', days, -1)).toBe('2026-11-22');
    expect(adjacentDay('2026-11-30', days, 1)).toBeNull();
    expect(adjacentDay('2026-11-22', days, -1)).toBeNull();
  });
});

describe('slots grouped by local day across DST changes', () => {
  it('keeps spring-forward slots on 2026-03-08 and puts a late EDT evening on the same day', () => {
    const now = new Date('2026-03-08T05:00:00Z'); // midnight EST
    const slots = [
      slot(1, '2026-03-08T06:30:00Z'), // 1:30 AM EST
      slot(2, '2026-03-08T07:30:00Z'), // 3:30 AM EDT
      slot(3, '2026-03-09T03:30:00Z'), // 11:30 PM EDT, still the 8th
      slot(4, '2026-03-09T04:30:00Z'), // 12:30 AM on the 9th
    ];
    const byDay = slotsByDay(bookableSlots(slots, SERVICE, now), NY);
    expect([...byDay.keys()]).toEqual(['2026-03-08', '2026-03-09']);
    expect(byDay.get('2026-03-08')?.map((s) => s.id)).toEqual([1, 2, 3]);
  });

  it('keeps both 1:30 AM slots of the fall-back night 2026-11-01 as separate choices', () => {
    const now = new Date('2026-11-01T04:00:00Z'); // midnight EDT
    const slots = [
      slot(1, '2026-11-01T06:30:00Z'),
      slot(2, '2026-11-01T05:30:00Z'),
      slot(3, '2026-11-01T05:30:00Z', 3),
    ];
    const byDay = slotsByDay(bookableSlots(slots, SERVICE, now), NY);
    // Same instant collapses (the one with more seats stays); same wall time does not.
    expect(byDay.get('2026-11-01')?.map((s) => s.id)).toEqual([3, 1]);
  });

  it('hides slots that already started today and sold-out ones', () => {
    const now = new Date('2026-11-22T17:00:00Z');
    const slots = [
      slot(1, '2026-11-22T15:00:00Z'),
      slot(2, '2026-11-22T20:00:00Z', 0),
      slot(3, '2026-11-22T22:00:00Z'),
    ];
    expect(
      slotsByDay(bookableSlots(slots, SERVICE, now), NY)
        .get('2026-11-22')
        ?.map((s) => s.id),
    ).toEqual([3]);
  });
});
