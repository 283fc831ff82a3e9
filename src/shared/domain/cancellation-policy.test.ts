import { describe, expect, it } from 'vitest';
import { type BookingFacts, playerCancelAction, transitionTarget } from './booking-status';
import {
  cancellationPolicyText,
  freeCancellationHoursOf,
  freeCancellationUntil,
  withinFreeCancellation,
} from './cancellation-policy';

const start = new Date('2026-03-12T15:00:00Z');
const until = freeCancellationUntil(start, 24);
const facts = (over: Partial<BookingFacts> = {}): BookingFacts => ({
  status: 'accepted',
  allowedCancel: false,
  acceptedAt: new Date('2026-03-10T16:00:00Z'),
  respondBy: null,
  trainingStart: start,
  trainingEnd: new Date(start.getTime() + 3_600_000),
  freeCancellationUntil: until,
  ...over,
});

describe('the free cancellation period (ADR 0046)', () => {
  it('ends N hours before the session, that very instant included', () => {
    expect(until?.toISOString()).toBe('2026-03-11T15:00:00.000Z');
    expect(withinFreeCancellation(until, new Date('2026-03-11T15:00:00.000Z'))).toBe(true);
    expect(withinFreeCancellation(until, new Date('2026-03-11T15:00:00.001Z'))).toBe(false);
    expect(withinFreeCancellation(null, new Date(0))).toBe(false);
  });

  it('is the only way a pending or accepted booking becomes cancelled by its player', () => {
    const edge = new Date('2026-03-11T15:00:00.000Z');
    const late = new Date('2026-03-11T15:00:00.001Z');
    expect(transitionTarget('cancel_free', facts(), edge)).toBe('cancelled');
    expect(transitionTarget('cancel_free', facts({ status: 'pending' }), edge)).toBe('cancelled');
    expect(transitionTarget('cancel_free', facts(), late)).toBeNull();
    expect(transitionTarget('cancel_free', facts({ freeCancellationUntil: null }), edge)).toBeNull();
    for (const status of ['incomplete', 'completed', 'cancelled', 'rejected'] as const) {
      expect(transitionTarget('cancel_free', facts({ status }), edge)).toBeNull();
    }
  });

  it("answers the trainer's request first, else cancels under the policy", () => {
    expect(
      playerCancelAction({ status: 'incomplete', allowedCancel: true, freeCancellationUntil: until }),
    ).toBe('cancel');
    expect(
      playerCancelAction({ status: 'accepted', allowedCancel: false, freeCancellationUntil: until }),
    ).toBe('cancel_free');
    expect(
      playerCancelAction({ status: 'accepted', allowedCancel: false, freeCancellationUntil: null }),
    ).toBe('cancel');
  });

  it('words the policy for cards, checkout and emails', () => {
    expect(cancellationPolicyText(freeCancellationHoursOf('non_refundable', 24))).toBe('Non-refundable');
    expect(cancellationPolicyText(freeCancellationHoursOf('free_cancellation', 24))).toBe(
      'Free cancellation up to 24 hours before the session',
    );
    expect(cancellationPolicyText(1)).toBe('Free cancellation up to 1 hour before the session');
  });
});
