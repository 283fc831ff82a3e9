// A trainer's cancellation policy (ADR 0046): non-refundable (SPEC's terms, the default) or free
// cancellation up to N hours before the session, refunded in full. A booking keeps the policy in
// force when it was made (`bookings.free_cancellation_hours` / `free_cancellation_until`).

export const CANCELLATION_POLICIES = ['non_refundable', 'free_cancellation'] as const;
export type CancellationPolicy = (typeof CANCELLATION_POLICIES)[number];

/** Free cancellation is offered from one hour to a week before the session. */
export const MIN_FREE_CANCELLATION_HOURS = 1;
export const MAX_FREE_CANCELLATION_HOURS = 168;
export const DEFAULT_FREE_CANCELLATION_HOURS = 24;

/** The hours of free cancellation a new booking gets, or null when it is non-refundable. */
export function freeCancellationHoursOf(policy: string, hours: number): number | null {
  return policy === 'free_cancellation' ? hours : null;
}

/** The last instant a booking whose first session starts at `firstStart` is cancelled for free. */
export function freeCancellationUntil(firstStart: Date, hours: number | null): Date | null {
  return hours === null ? null : new Date(firstStart.getTime() - hours * 3_600_000);
}

/** Inside the window, its very last instant included (exactly N hours before still counts). */
export function withinFreeCancellation(until: Date | null, now: Date): boolean {
  return until !== null && now.getTime() <= until.getTime();
}

const hoursText = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);

/** The policy as one line, for the training card, checkout and emails. */
export function cancellationPolicyText(hours: number | null): string {
  return hours === null ? 'Non-refundable' : `Free cancellation up to ${hoursText(hours)} before the session`;
}

export const FREE_CANCELLATION_ENDED_MESSAGE =
  'The free cancellation period of this booking has ended. Please contact your trainer.';
export const RESCHEDULE_NOT_ALLOWED_MESSAGE =
  'This booking can only be moved during its free cancellation period. Please contact your trainer.';
