import type { EmailBlock } from '../../../integrations/email/compose';
import {
  formatDate,
  formatDateTime,
  formatTime,
  formatUsd,
  readerTimeZone,
} from '../../../integrations/email/email-format';
import type { BookingEmailFacts } from './booking-facts.repository';

/** A package can hold many sessions; past this many the email lists the first ones and a count. */
const MAX_LISTED_SESSIONS = 12;

export const trainingLabel = (facts: BookingEmailFacts) => facts.trainingName ?? 'your training';
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

/** The facts every booking email repeats, in the reader's time zone. */
export function bookingDetails(facts: BookingEmailFacts): EmailBlock[] {
  const zone = readerTimeZone(facts.timeZone);
  const rows: [string, string][] = [
    ['Training', trainingLabel(facts)],
    ['Trainer', trainerFullName(facts)],
    ['Player', facts.playerName],
  ];
  const [first] = facts.sessionStarts;
  if (facts.sessionStarts.length === 1 && first) {
    rows.push(['Date', formatDate(first, zone)], ['Time', formatTime(first, zone)]);
  } else {
    rows.push(['Sessions', String(facts.sessionStarts.length)]);
  }
  rows.push(['Location', placeOf(facts)], ['Amount', formatUsd(facts.amountCents)]);
  const blocks: EmailBlock[] = [{ details: rows }];
  if (facts.sessionStarts.length > 1) {
    const listed = facts.sessionStarts.slice(0, MAX_LISTED_SESSIONS).map((d) => formatDateTime(d, zone));
    const more = facts.sessionStarts.length - listed.length;
    blocks.push({ list: more > 0 ? [...listed, `and ${more} more`] : listed });
  }
  return blocks;
}

/** The trainer's note to the player, when they wrote one with their answer. */
export function trainerNote(facts: BookingEmailFacts): EmailBlock[] {
  const note = facts.trainerNotes?.trim();
  return note ? [{ paragraph: `Note from ${trainerFirst(facts)}: "${note}"` }] : [];
}
