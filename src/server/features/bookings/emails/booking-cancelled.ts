import { PRODUCT_NAME } from '../../../../shared/constants';
import { cancellationPolicyText } from '../../../../shared/domain/cancellation-policy';
import { composeEmail, type EmailBlock } from '../../../integrations/email/compose';
import { formatUsd } from '../../../integrations/email/email-format';
import type { EmailMessage } from '../../../integrations/email/mailer';
import type { BookingEmailFacts } from '../booking-facts.repository';
import {
  bookingButton,
  bookingDetails,
  bookingLink,
  serviceLabel,
  trainerFirst,
  trainerFullName,
  trainerNote,
} from './booking-details';

/**
 * - `cancellation_requested`: the trainer asked to cancel; the player approves on the booking page.
 * - `cancellation_approved`: the player approved that request, so the booking is cancelled.
 * - `cancellation_lapsed`: nobody answered that request before the training started, so it took
 *   effect (ADR 0030).
 * - `cancelled_by_player`: the player removed the last session of a pending package.
 * - `cancelled_free`: the player cancelled within the free cancellation period (ADR 0046).
 * - `trainer_left`: the trainer deleted their account; a request they had not answered, or a
 *   cancellation they had asked for, ends with it (ADR 0055).
 */
export type CancellationKind =
  | 'cancellation_requested'
  | 'cancellation_approved'
  | 'cancellation_lapsed'
  | 'cancelled_by_player'
  | 'cancelled_free'
  | 'trainer_left';

/** The family's card was charged for it (a captured payment, or one being refunded). */
function wasCharged(facts: BookingEmailFacts): boolean {
  return facts.paymentStatus === 'refunded' || facts.paymentStatus === 'succeeded';
}

function moneyAfterCancel(facts: BookingEmailFacts): EmailBlock[] {
  // Written with the cancellation, before the refund call has run (ADR 0029): a captured
  // payment of a cancelled booking is being refunded.
  if (wasCharged(facts)) {
    return [{ paragraph: `Your payment of ${formatUsd(facts.amountCents)} will be refunded to your card.` }];
  }
  if (facts.paymentStatus === 'voided') {
    return [{ paragraph: 'The hold on your card was released: you were not charged.' }];
  }
  return [];
}

/** What became of the amount, for its row: as `moneyAfterCancel` says it. */
function moneyWord(facts: BookingEmailFacts): 'refunded' | 'not charged' | null {
  if (wasCharged(facts)) return 'refunded';
  return facts.paymentStatus === 'voided' ? 'not charged' : null;
}

/** What approving the trainer's request does with the money, as a sentence (or nothing). */
function moneyIfApproved(facts: BookingEmailFacts): string {
  if (wasCharged(facts))
    return ` If you approve, your payment of ${formatUsd(facts.amountCents)} is refunded in full.`;
  if (facts.paymentStatus === 'authorized') return ' If you approve, the hold on your card is released.';
  return '';
}

export function bookingCancellationEmail(
  facts: BookingEmailFacts,
  publicUrl: string,
  kind: CancellationKind,
): EmailMessage {
  const trainer = trainerFirst(facts);
  const training = serviceLabel(facts);
  const link = bookingLink(publicUrl, facts);
  let subject: string;
  let blocks: EmailBlock[];
  if (kind === 'cancellation_requested') {
    subject = `${trainer} asked to cancel: ${training}`;
    blocks = [
      {
        paragraph:
          `${trainer} asked to cancel this training. Please open your booking to approve the ` +
          (facts.acceptedAt
            ? 'cancellation, or choose Keep booking if you would rather keep it.'
            : 'cancellation, or contact your trainer to keep it.') +
          moneyIfApproved(facts) +
          ` If you have not answered when the session starts, it is cancelled as ${trainer} asked.`,
      },
      ...bookingDetails(facts),
      ...trainerNote(facts),
      { button: { label: 'Review the cancellation', href: link } },
    ];
  } else {
    subject = `Booking cancelled: ${training}`;
    const lead =
      kind === 'cancellation_approved'
        ? `You approved ${trainer}'s request to cancel ${training}, so this booking is now cancelled.`
        : kind === 'cancellation_lapsed'
          ? `${trainer} asked to cancel ${training} and the session began without your answer, so ` +
            'the booking is cancelled as they asked.'
          : kind === 'cancelled_free'
            ? `You cancelled your booking for ${training} within its free cancellation period ` +
              `(${cancellationPolicyText(facts.freeCancellationHours ?? null).toLowerCase()})` +
              // Only a charged payment is refunded; a hold released says so below, a free one has nothing.
              (wasCharged(facts) ? ', so it is refunded in full.' : '.')
            : kind === 'trainer_left'
              ? `${trainerFullName(facts)} has left ${PRODUCT_NAME}, so your booking ${facts.acceptedAt ? '' : 'request '}for ${training} is cancelled.`
              : `You cancelled your booking request for ${training}.`;
    blocks = [
      { paragraph: lead },
      ...bookingDetails(facts, moneyWord(facts)),
      ...moneyAfterCancel(facts),
      ...bookingButton(publicUrl, facts),
    ];
  }
  const { text, html } = composeEmail({ name: facts.greetingName, blocks });
  const messageKind =
    kind === 'cancellation_requested'
      ? 'booking_cancellation_requested'
      : kind === 'trainer_left'
        ? 'booking_trainer_left'
        : 'booking_cancelled';
  return { kind: messageKind, to: facts.to, subject, text, html };
}
