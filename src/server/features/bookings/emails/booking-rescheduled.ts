import { composeEmail } from '../../../integrations/email/compose';
import { formatDateTime, readerTimeZone } from '../../../integrations/email/email-format';
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
 * The player moved their booking to another time within its free period (ADR 0046); `earlier`:
 * the time it was at.
 */
export function bookingRescheduledEmail(
  facts: BookingEmailFacts,
  publicUrl: string,
  earlier?: Date,
): EmailMessage {
  const training = serviceLabel(facts);
  const [first] = facts.sessionStarts;
  const zone = readerTimeZone(facts.timeZone);
  const when = first ? formatDateTime(first, zone) : '';
  const from = earlier ? ` from ${formatDateTime(earlier, zone)}` : '';
  const { text, html } = composeEmail({
    name: facts.greetingName,
    blocks: [
      {
        paragraph:
          `Your booking for ${training} is moved${from} to ${when}. Your payment stays as it is: ` +
          'nothing more is charged.',
      },
      // A request keeps waiting for its answer; the free period counts from the new time.
      ...(facts.status === 'pending'
        ? [{ paragraph: `Your request still waits for ${trainerFirst(facts)}'s answer.` }]
        : []),
      ...freeCancellation(facts),
      ...bookingDetails(facts),
      ...bookingButton(publicUrl, facts),
    ],
  });
  return {
    kind: 'booking_rescheduled',
    to: facts.to,
    subject: `Booking moved: ${training}, ${when}`,
    text,
    html,
  };
}
