import { describe, expect, it } from 'vitest';
import {
  ALL_PASSED_MESSAGE,
  bookableSlots,
  fullSlots,
  NO_SLOTS_MESSAGE,
  PACKAGE_FULL_MESSAGE,
  SOLD_OUT_MESSAGE,
  slotAvailabilityMessage,
} from './slots';

interface TestSlot {
  id: number;
  training_start_date_time: string;
  from_time: string | null;
  free_slot: number;
  selected_trainings: number[];
}

const SERVICE = 7;
const OTHER = 8;
let nextId = 1;

function slot(start: string, overrides: Partial<TestSlot> = {}): TestSlot {
  return {
    id: nextId++,
    training_start_date_time: start,
    from_time: start,
    free_slot: 1,
    selected_trainings: [SERVICE],
    ...overrides,
  };
}

const newYorkTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(iso));

const single = { id: SERVICE, package: false, all_slots_booked: false };

describe('bookableSlots', () => {
  // Noon in New York on 2026-11-22 (EST, UTC-5).
  const noon = new Date('2026-11-22T17:00:00Z');

  it('hides times earlier today and keeps later ones, sorted by start', () => {
    const morning = slot('2026-11-22T14:00:00.000Z');
    const evening = slot('2026-11-22T23:00:00.000Z');
    const afternoon = slot('2026-11-22T19:00:00.000Z');
    const tomorrow = slot('2026-11-23T14:00:00.000Z');
    const result = bookableSlots([tomorrow, morning, evening, afternoon], SERVICE, noon);
    expect(result.map((s) => s.id)).toEqual([afternoon.id, evening.id, tomorrow.id]);
  });

  it('keeps a slot starting exactly now and drops one that started a minute ago', () => {
    const atNow = slot('2026-11-22T17:00:00.000Z');
    const justStarted = slot('2026-11-22T16:59:00.000Z');
    expect(bookableSlots([justStarted, atNow], SERVICE, noon)).toEqual([atNow]);
  });

  it('drops full slots, slots of other services and slots without a start time', () => {
    const full = slot('2026-11-23T14:00:00.000Z', { free_slot: 0 });
    const other = slot('2026-11-23T15:00:00.000Z', { selected_trainings: [OTHER] });
    const noTime = slot('2026-11-23T16:00:00.000Z', { from_time: null });
    const both = slot('2026-11-23T17:00:00.000Z', { selected_trainings: [OTHER, SERVICE] });
    expect(bookableSlots([full, other, noTime, both], SERVICE, noon)).toEqual([both]);
  });

  it('collapses openings at the same instant into the one with the most seats', () => {
    const a = slot('2026-11-23T14:00:00.000Z', { free_slot: 1 });
    const b = slot('2026-11-23T14:00:00Z', { free_slot: 3 });
    const c = slot('2026-11-23T14:00:00.000Z', { free_slot: 2 });
    expect(bookableSlots([a, b, c], SERVICE, noon)).toEqual([b]);
  });

  describe('on the day clocks fall back (2026-11-01, America/New_York)', () => {
    const firstHalfPast1 = slot('2026-11-01T05:30:00.000Z');
    const secondHalfPast1 = slot('2026-11-01T06:30:00.000Z');
    const morning = slot('2026-11-01T14:00:00.000Z');

    it('shows 1:30 twice: two different instants, not duplicates', () => {
      expect(newYorkTime(firstHalfPast1.training_start_date_time)).toBe('1:30 AM EDT');
      expect(newYorkTime(secondHalfPast1.training_start_date_time)).toBe('1:30 AM EST');
      const midnight = new Date('2026-11-01T04:00:00Z');
      const result = bookableSlots([morning, secondHalfPast1, firstHalfPast1], SERVICE, midnight);
      expect(result.map((s) => s.id)).toEqual([firstHalfPast1.id, secondHalfPast1.id, morning.id]);
    });

    it('hides the first 1:30 once it has passed, even though the wall clock reads 1:00 again', () => {
      const oneAmSecondTime = new Date('2026-11-01T06:00:00Z');
      expect(newYorkTime(oneAmSecondTime.toISOString())).toBe('1:00 AM EST');
      const result = bookableSlots([firstHalfPast1, secondHalfPast1, morning], SERVICE, oneAmSecondTime);
      expect(result.map((s) => s.id)).toEqual([secondHalfPast1.id, morning.id]);
    });
  });
});

describe('slotAvailabilityMessage', () => {
  const now = new Date('2026-11-22T17:00:00Z');
  const past = '2026-11-22T15:00:00.000Z';
  const future = '2026-11-24T15:00:00.000Z';

  it('is null when a slot can be booked', () => {
    const slots = [slot(past), slot(future, { free_slot: 0 }), slot(future)];
    expect(slotAvailabilityMessage(slots, single, now)).toBeNull();
  });

  it('says sold out when every upcoming slot is full', () => {
    const slots = [
      slot(past),
      slot(future, { free_slot: 0 }),
      slot('2026-11-25T15:00:00Z', { free_slot: 0 }),
    ];
    expect(slotAvailabilityMessage(slots, single, now)).toBe(SOLD_OUT_MESSAGE);
  });

  it('says passed when every slot of the service is in the past, including earlier today', () => {
    const slots = [slot('2026-11-20T15:00:00Z'), slot(past, { free_slot: 0 })];
    expect(slotAvailabilityMessage(slots, single, now)).toBe(ALL_PASSED_MESSAGE);
  });

  it('says there are no slots when none offers the service', () => {
    expect(slotAvailabilityMessage([], single, now)).toBe(NO_SLOTS_MESSAGE);
    const others = [slot(future, { selected_trainings: [OTHER] }), slot(future, { from_time: null })];
    expect(slotAvailabilityMessage(others, single, now)).toBe(NO_SLOTS_MESSAGE);
  });

  it('speaks for a package only when it is fully booked', () => {
    const pkg = { id: SERVICE, package: true, all_slots_booked: false };
    expect(slotAvailabilityMessage([], pkg, now)).toBeNull();
    expect(slotAvailabilityMessage([slot(future)], { ...pkg, all_slots_booked: true }, now)).toBe(
      PACKAGE_FULL_MESSAGE,
    );
  });
});

describe('fullSlots (the waitlist, ADR 0047)', () => {
  const noon = new Date('2026-11-22T17:00:00Z');

  it('lists the full times still ahead, sorted, except where another opening has a seat', () => {
    const full = slot('2026-11-23T14:00:00.000Z', { free_slot: 0 });
    const earlierFull = slot('2026-11-22T19:00:00.000Z', { free_slot: 0 });
    const past = slot('2026-11-22T14:00:00.000Z', { free_slot: 0 });
    const open = slot('2026-11-24T14:00:00.000Z');
    const fullTwin = slot('2026-11-24T14:00:00.000Z', { free_slot: 0 });
    const otherService = slot('2026-11-25T14:00:00.000Z', { free_slot: 0, selected_trainings: [OTHER] });
    const result = fullSlots([full, past, open, fullTwin, otherService, earlierFull], SERVICE, noon);
    expect(result.map((s) => s.id)).toEqual([earlierFull.id, full.id]);
  });
});
