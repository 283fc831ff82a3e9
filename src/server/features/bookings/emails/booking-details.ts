import { SUPPORT_EMAIL } from '../../../../shared/constants';
import { sharesContactDetails } from '../../../../shared/domain/booking-status';
import type { EmailBlock } from '../../../integrations/email/compose';
import {
  formatDate,
  formatDateTime,
  formatTimeRange,
  formatUsd,
  readerTimeZone,
} from '../../../integrations/email/email-format';
import type { BookingEmailFacts } from '../booking-facts.repository';

/** A package can hold many sessions; past this many the email lists the first ones and a count. */
const MAX_LISTED_SESSIONS = 12;

export const serviceLabel = (facts: BookingEmailFacts) => facts.serviceName ?? 'your training';
export const trainerFullName = (facts: BookingEmailFacts) =>
  facts.trainerFirstName ? `${facts.trainerFirstName} ${facts.trainerLastName ?? ''}`.trim() : 'your trainer';
export const trainerFirst = (facts: BookingEmailFacts) => facts.trainerFirstName ?? 'Your trainer';

export function placeOf(facts: BookingEmailFacts): string {
  if (facts.virtual) return 'Virtual training';
  const parts = [facts.location, facts.address].filter((p): p is string => Boolean(p?.trim()));
  return parts.length > 0 ? parts.join(', ') : 'To be confirmed by your trainer';
}

export const bookingLink = (publicUrl: string, facts: BookingEmailFacts) =>
  `${publicUrl}/bookings/${facts.bookingId}`;

/**
 * "View your booking", for an account that can sign in to see it: a guest has no password, and
 * the link would only open the sign-in page, so their emails carry none (the support line stays).
 */
export function bookingButton(publicUrl: string, facts: BookingEmailFacts): EmailBlock[] {
  return facts.guest ? [] : [{ button: { label: 'View your booking', href: bookingLink(publicUrl, facts) } }];
}

/** A virtual training's meeting link, once the trainer has accepted (ADR 0030). */
export const sharedMeetingLink = (facts: BookingEmailFacts) =>
  facts.virtual && sharesContactDetails(facts) ? facts.meetingLink : null;

/** A money row's label; for one session of a package, said to be the whole package's. */
export function amountLabel(label: string, facts: BookingEmailFacts, money: string | null = null): string {
  const notes = [facts.packageOf ? `all ${facts.packageOf} sessions` : null, money].filter(Boolean);
  return notes.length > 0 ? `${label} (${notes.join(', ')})` : label;
}

/** Date and time rows (one session) or the count, plus the list of a package's sessions. */
export function sessionBlocks(
  facts: BookingEmailFacts,
  zone: string,
  head: [string, string][],
  tail: [string, string][],
): EmailBlock[] {
  const rows = [...head];
  const [first] = facts.sessionStarts;
  const endOf = (start: Date) => new Date(start.getTime() + facts.sessionMinutes * 60_000);
  if (facts.sessionStarts.length === 1 && first) {
    rows.push(['Date', formatDate(first, zone)], ['Time', formatTimeRange(first, endOf(first), zone)]);
  } else {
    rows.push(['Sessions', String(facts.sessionStarts.length)]);
  }
  rows.push(...tail);
  const blocks: EmailBlock[] = [{ details: rows }];
  if (facts.sessionStarts.length > 1) {
    const listed = facts.sessionStarts
      .slice(0, MAX_LISTED_SESSIONS)
      .map((d) => `${formatDate(d, zone)}, ${formatTimeRange(d, endOf(d), zone)}`);
    const more = facts.sessionStarts.length - listed.length;
    blocks.push({ list: more > 0 ? [...listed, `and ${more} more`] : listed });
  }
  return blocks;
}

/**
 * The facts every booking email to the family repeats, in the reader's time zone. `money` says
 * what became of the amount when it was not simply charged or held: an email that also says
 * "you were not charged" must not list the amount as if it were (a trainer's walk read "Amount:
 * $84.98" beside it).
 */
export function bookingDetails(
  facts: BookingEmailFacts,
  money: 'not charged' | 'refunded' | null = null,
): EmailBlock[] {
  const link = sharedMeetingLink(facts);
  return sessionBlocks(
    facts,
    readerTimeZone(facts.timeZone),
    [
      ['Training', serviceLabel(facts)],
      ['Trainer', trainerFullName(facts)],
      ['Player', facts.playerName],
    ],
    [
      ['Location', placeOf(facts)],
      ...(link ? [['Meeting link', link] as [string, string]] : []),
      [amountLabel('Amount', facts, money), formatUsd(facts.amountCents)],
    ],
  );
}

/** The trainer's note to the player, when they wrote one with their answer. */
export function trainerNote(facts: BookingEmailFacts): EmailBlock[] {
  const note = facts.trainerNotes?.trim();
  return note ? [{ paragraph: `Note from ${trainerFirst(facts)}: "${note}"` }] : [];
}

/** The booking's free cancellation period, when its trainer's policy gave it one (ADR 0046). */
export function freeCancellation(facts: BookingEmailFacts): EmailBlock[] {
  if (!facts.freeCancellationUntil || facts.amountCents <= 0) return [];
  const until = formatDateTime(facts.freeCancellationUntil, readerTimeZone(facts.timeZone));
  return [
    {
      paragraph: facts.guest
        ? `Free cancellation until ${until}: to cancel before then, write to ${SUPPORT_EMAIL} and you are refunded in full.`
        : `Free cancellation until ${until}: cancel from your booking page before then and you are refunded in full.`,
    },
  ];
}
