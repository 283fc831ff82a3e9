import { composeEmail, type EmailBlock } from '../../../integrations/email/compose';
import { formatDateTime, formatUsd, readerTimeZone } from '../../../integrations/email/email-format';
import type { EmailMessage } from '../../../integrations/email/mailer';
import type { BookingEmailFacts } from '../booking-facts.repository';
import {
  bookingButton,
  bookingDetails,
  freeCancellation,
  serviceLabel,
  trainerFirst,
} from './booking-details';

/**
 * Sent to the player's account when a booking request is made. Every booking starts as a
 * request the trainer answers (ADR 0009), so this says "sent to the trainer", never "confirmed".
 */
export function bookingRequestedEmail(facts: BookingEmailFacts, publicUrl: string): EmailMessage {
  const trainer = trainerFirst(facts);
  const money: EmailBlock =
    facts.amountCents > 0
      ? {
          paragraph:
            `We placed a hold of ${formatUsd(facts.amountCents)} on your card. You are only charged when ` +
            `${trainer} accepts; if the request is declined, the hold is released.`,
        }
      : { paragraph: 'This training is free: nothing will be charged.' };
  const { text, html } = composeEmail({
    name: facts.greetingName,
    blocks: [
      {
        paragraph:
          `Your booking request for ${serviceLabel(facts)} was sent to the trainer. ` +
          `${trainer} will accept or decline it soon, and we will email you as soon as they answer.` +
          (facts.respondBy
            ? ` If there is no answer by ${formatDateTime(facts.respondBy, readerTimeZone(facts.timeZone))}, ` +
              'the request expires and you can book another time.'
            : ''),
      },
      ...bookingDetails(facts),
      money,
      ...freeCancellation(facts),
      ...bookingButton(publicUrl, facts),
    ],
  });
  return {
    kind: 'booking_requested',
    to: facts.to,
    subject: `Booking request sent: ${serviceLabel(facts)}`,
    text,
    html,
  };
}
