import { composeEmail, type EmailBlock } from '../../../integrations/email/compose';
import { formatUsd } from '../../../integrations/email/email-format';
import type { EmailMessage } from '../../../integrations/email/mailer';
import type { BookingEmailFacts } from '../booking-facts.repository';
import { bookingButton, bookingDetails, serviceLabel, trainerFirst, trainerNote } from './booking-details';

/** The trainer accepted the request: the training is booked. */
export function bookingAcceptedEmail(facts: BookingEmailFacts, publicUrl: string): EmailMessage {
  const money: EmailBlock[] = [];
  if (facts.paymentStatus === 'succeeded') {
    money.push({ paragraph: `Your card was charged ${formatUsd(facts.amountCents)}.` });
  } else if (facts.paymentStatus === 'pending' || facts.paymentStatus === 'failed') {
    // Accepted without a hold in place: the web's booking page asks for the payment (SPEC §4).
    money.push({
      paragraph: `Payment of ${formatUsd(facts.amountCents)} is due: please pay on your booking page.`,
    });
  }
  const { text, html } = composeEmail({
    name: facts.greetingName,
    blocks: [
      {
        paragraph: `Good news! ${trainerFirst(facts)} accepted your booking request. You are all booked! See below for your training details.`,
      },
      ...bookingDetails(facts),
      ...trainerNote(facts),
      ...money,
      ...bookingButton(publicUrl, facts),
    ],
  });
  return {
    kind: 'booking_accepted',
    to: facts.to,
    subject: `Booking confirmed: ${serviceLabel(facts)}`,
    text,
    html,
  };
}
