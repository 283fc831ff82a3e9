// The waitlist's rules (ADR 0047), shared by the server (offers) and the web (the line).

/**
 * A place's life: waiting → offered → claimed | lapsed; waiting/offered → left | booked; waiting →
 * closed when the slot's booking closes (its start less the trainer's notice) with no seat for it.
 */
export const WAITLIST_STATUSES = [
  'waiting',
  'offered',
  'claimed',
  'lapsed',
  'left',
  'booked',
  'closed',
] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** Statuses of a place still in line (one per player and slot: a unique index). */
export const IN_LINE: readonly WaitlistStatus[] = ['waiting', 'offered'];

export const DEFAULT_CLAIM_HOURS = 12;
/** An offer shorter than this is not made: nobody could be expected to claim it. */
export const MIN_CLAIM_MINUTES = 15;

const MINUTE = 60_000;

/**
 * When an offer made now lapses: the trainer's window (hours), but never past the booking
 * cut-off (the start less the minimum notice) and never more than half the time left until
 * then, so a seat freed late can still pass to a second player. Null when less than
 * MIN_CLAIM_MINUTES would be left: no offer is made.
 */
export function offerExpiry(
  now: Date,
  startsAt: Date,
  claimHours: number,
  minNoticeMinutes: number,
): Date | null {
  const cutOff = startsAt.getTime() - minNoticeMinutes * MINUTE;
  const left = cutOff - now.getTime();
  const window = Math.min(claimHours * 60 * MINUTE, Math.floor(left / 2));
  if (window < MIN_CLAIM_MINUTES * MINUTE) return null;
  return new Date(now.getTime() + window);
}

/** "1st", "2nd", "3rd", "11th", "22nd": a place in line as people read it. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${n % 10 > 3 ? 'th' : suffix}`;
}
