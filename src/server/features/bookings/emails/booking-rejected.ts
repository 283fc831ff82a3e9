import { composeEmail, type EmailBlock } from '../../../integrations/email/compose';
import type { EmailMessage } from '../../../integrations/email/mailer';
import type { BookingEmailFacts } from '../booking-facts.repository';
import { bookingDetails, serviceLabel, trainerFirst, trainerNote } from './booking-details';

/**
 * The trainer declined the request, or (`expired`) nobody answered it by its deadline and the
 * system declined it (ADR 0030): the seat is free again and the hold released.
 */
export function bookingRejectedEmail(
  facts: BookingEmailFacts,
  publicUrl: string,
  expired = false,
): EmailMessage {
  const money: EmailBlock[] =
    facts.amountCents > 0 ? [{ paragraph: 'The hold on your card was released: you were not charged.' }] : [];
  const another: EmailBlock[] = facts.trainerSlug
    ? [
        {
          button: {
            label: 'Find another time',
            href: `${publicUrl}/${encodeURIComponent(facts.trainerSlug)}`,
          },
        },
      ]
    : [];
  const { text, html } = composeEmail({
    name: facts.greetingName,
    blocks: [
      {
        paragraph: expired
          ? `${trainerFirst(facts)} did not answer your booking request for ${serviceLabel(facts)} in time, so it has expired.`
          : `Unfortunately, ${trainerFirst(facts)} can't take your booking request for ${serviceLabel(facts)} at this time.`,
      },
      ...bookingDetails(facts, facts.amountCents > 0 ? 'not charged' : null),
      ...(expired ? [] : trainerNote(facts)),
      ...money,
      ...another,
    ],
  });
  return {
    kind: expired ? 'booking_expired' : 'booking_rejected',
    to: facts.to,
    subject: `${expired ? 'Booking request expired' : 'Booking request declined'}: ${serviceLabel(facts)}`,
    text,
    html,
  };
}
