// The emails a trainer gets about their bookings (ADR 0030): a new request, a request that
// expired unanswered, a family's answer to their cancellation request, a package changed or
// withdrawn. Times are in the trainer's own zone; each links to the page where they act.

import { cancellationPolicyText } from '../../../../shared/domain/cancellation-policy';
import { composeEmail, type EmailBlock } from '../../../integrations/email/compose';
import { formatDateTime, formatUsd, readerTimeZone } from '../../../integrations/email/email-format';
import type { EmailMessage } from '../../../integrations/email/mailer';
import type { BookingEmailFacts } from '../booking-facts.repository';
import { amountLabel, placeOf, serviceLabel, sessionBlocks } from './booking-details';

export type TrainerEmailKind =
  | 'new_request'
  | 'request_expired'
  | 'cancellation_approved'
  | 'cancellation_lapsed'
  | 'cancellation_declined'
  | 'request_withdrawn'
  | 'cancelled_free'
  | 'rescheduled'
  | 'package_changed'
  | 'account_closed';

type Trainer = NonNullable<BookingEmailFacts['trainer']>;

/** A freed time goes first to whoever waits for it (ADR 0047): said wherever it opens again. */
const WAITLIST_FIRST = ', first for any family on its waitlist';
/**
 * What becomes of a time a booking gives back: open again (its waitlist first), or, in an opening
 * closed for the trainer's time off, still closed (ADR 0063).
 */
const timeGivenBack = (facts: BookingEmailFacts, subject: 'the time' | 'its time') =>
  facts.openingClosed
    ? `${subject} stays closed for your time off`
    : `${subject} is open again${WAITLIST_FIRST}`;

const playerWithGrade = (facts: BookingEmailFacts) =>
  facts.playerGrade ? `${facts.playerName} (${facts.playerGrade})` : facts.playerName;

/**
 * Who asked for the booking: a parent's account asks for their player ("The family of Pat (10th
 * grade) asked to book Speed & Agility"; the parent's name and contact wait for the trainer's
 * accepting), a player who holds the account asks for themselves.
 */
function whoAsked(facts: BookingEmailFacts, training: string): string {
  const parent = facts.family.parentName;
  return parent && parent !== facts.playerName
    ? `The family of ${playerWithGrade(facts)} asked to book ${training}`
    : `${playerWithGrade(facts)} asked to book ${training}`;
}

/**
 * Player, training, when, where and what the trainer earns, in the trainer's zone. A booking
 * that ended (declined, expired, withdrawn, cancelled) earns nothing: every cancellation refunds
 * the family in full (ADR 0046), so the earnings line is left out (`earns: false`).
 */
export function trainerDetails(facts: BookingEmailFacts, zone: string, earns = true): EmailBlock[] {
  const blocks = sessionBlocks(
    facts,
    zone,
    [
      ['Player', playerWithGrade(facts)],
      ['Training', serviceLabel(facts)],
    ],
    [
      ['Location', facts.virtual ? 'Virtual training' : placeOf(facts)],
      ...(earns ? [[amountLabel('You earn', facts), formatUsd(facts.priceCents)] as [string, string]] : []),
    ],
  );
  const notes = facts.playerNotes?.trim();
  return notes ? [...blocks, { paragraph: `Notes from the family: "${notes}"` }] : blocks;
}

/** How to reach the family: only for a booking the trainer has accepted. */
export function familyContact(facts: BookingEmailFacts): EmailBlock[] {
  const { parentName, email, phone } = facts.family;
  const rows: [string, string][] = [];
  if (parentName) rows.push(['Parent / guardian', parentName]);
  if (phone) rows.push(['Phone', phone]);
  rows.push(['Email', email]);
  return [{ paragraph: 'How to reach the family:' }, { details: rows }];
}

function moneyForTrainer(facts: BookingEmailFacts): string {
  if (facts.paymentStatus === 'refunded' || facts.paymentStatus === 'succeeded') {
    return `The family's payment of ${formatUsd(facts.amountCents)} is refunded in full.`;
  }
  if (facts.paymentStatus === 'voided') return "The hold on the family's card was released.";
  return '';
}

/** The kinds about a booking that ended: the trainer earns nothing from it. */
const ENDED: ReadonlySet<TrainerEmailKind> = new Set([
  'request_expired',
  'cancellation_approved',
  'cancellation_lapsed',
  'request_withdrawn',
  'cancelled_free',
  'account_closed',
]);

interface Wording {
  subject: string;
  lead: string;
  button: { label: string; path: string };
  withFamily?: boolean;
}

function wordingFor(
  kind: TrainerEmailKind,
  facts: BookingEmailFacts,
  zone: string,
  removedSession?: Date,
): Wording {
  const player = facts.playerName;
  const training = serviceLabel(facts);
  const first = facts.sessionStarts[0];
  const when = first ? formatDateTime(first, zone) : '';
  switch (kind) {
    case 'new_request': {
      const deadline = facts.respondBy ?? first;
      return {
        subject: `New booking request: ${player}, ${training} on ${when}`,
        lead:
          `${whoAsked(facts, training)}.` +
          (deadline
            ? ` Please accept or decline by ${formatDateTime(deadline, zone)}: after that the request ` +
              (facts.amountCents > 0
                ? "expires, the hold on the family's card is released and the time opens up again."
                : 'expires and the time opens up again.')
            : ''),
        button: { label: 'Answer the request', path: '/trainer/requests' },
      };
    }
    case 'request_expired':
      return {
        subject: `Request expired: ${player}, ${training} on ${when}`,
        lead:
          `The booking request from ${player} for ${training} was not answered in time, so it expired. ` +
          (facts.amountCents > 0
            ? `The family was told, the hold on their card was released and ${timeGivenBack(facts, 'the time')}. `
            : `The family was told and ${timeGivenBack(facts, 'the time')}. `) +
          'You can change how long requests wait for your answer in your profile.',
        button: { label: 'Open your profile settings', path: '/trainer/profile' },
      };
    case 'cancellation_approved':
      return {
        subject: `Cancelled: ${player}, ${training} on ${when}`,
        lead:
          `${player}'s family approved your request to cancel ${training}: the booking is cancelled ` +
          'and its spot is not offered to anyone else, nor to the waitlist. A session left with no ' +
          'player stays off your bookable times, and families waiting for it are told it is cancelled. ' +
          `${moneyForTrainer(facts)}`.trim(),
        button: { label: 'Open your schedule', path: '/trainer/schedule' },
      };
    case 'cancellation_lapsed':
      return {
        subject: `Cancelled: ${player}, ${training} on ${when}`,
        lead:
          `${player}'s family did not answer your request to cancel ${training} before it began, so ` +
          'the booking is cancelled as you asked; its spot is not offered to anyone else. ' +
          `${moneyForTrainer(facts)}`.trim(),
        button: { label: 'Open your schedule', path: '/trainer/schedule' },
      };
    case 'cancellation_declined':
      return {
        subject: `Keeping the booking: ${player}, ${training} on ${when}`,
        lead:
          `${player}'s family chose to keep ${training}, so the booking stands as accepted. ` +
          'If you cannot train then, please contact the family.',
        button: { label: 'Open your schedule', path: '/trainer/schedule' },
        withFamily: true,
      };
    case 'request_withdrawn':
      return {
        subject: `Request withdrawn: ${player}, ${training}`,
        lead: `${player}'s family withdrew the booking request for ${training}; there is nothing for you to answer. ${moneyForTrainer(facts)}`.trim(),
        button: { label: 'Open your requests', path: '/trainer/requests' },
      };
    case 'cancelled_free':
      return {
        subject: `Cancelled: ${player}, ${training} on ${when}`,
        lead:
          `${player}'s family cancelled ${training} within your free cancellation period ` +
          `(${cancellationPolicyText(facts.freeCancellationHours ?? null).toLowerCase()}): the booking is cancelled ` +
          `and ${timeGivenBack(facts, 'its time')}. ${moneyForTrainer(facts)}`.trim(),
        button: { label: 'Open your schedule', path: '/trainer/schedule' },
      };
    case 'rescheduled': {
      const earlier = removedSession ? formatDateTime(removedSession, zone) : null;
      return {
        subject: `Booking moved: ${player}, ${training} to ${when}`,
        lead:
          `${player}'s family moved their booking for ${training} ` +
          (earlier ? `from ${earlier} to ${when}` : `to ${when}`) +
          ', as your free cancellation period allows. The payment stays as it was, and ' +
          (earlier ? `${earlier} is open again.` : 'the earlier time is open again.') +
          (facts.status === 'pending' ? ' The request still waits for your answer.' : ''),
        button: {
          label: facts.status === 'pending' ? 'Answer the request' : 'Open your schedule',
          path: facts.status === 'pending' ? '/trainer/requests' : '/trainer/schedule',
        },
      };
    }
    case 'package_changed':
      return {
        subject: `Package changed: ${player}, ${training}`,
        lead:
          `${player} removed one session from their package request for ${training}` +
          (removedSession ? ` (${formatDateTime(removedSession, zone)})` : '') +
          `. ${facts.sessionStarts.length} session${facts.sessionStarts.length === 1 ? '' : 's'} remain; the price stays as booked.`,
        button: { label: 'Answer the request', path: '/trainer/requests' },
      };
    case 'account_closed':
      return {
        subject: `Cancelled: ${player}, ${training} on ${when}`,
        lead:
          `${player}'s family deleted their account, so their booking for ${training} is cancelled ` +
          `and ${timeGivenBack(facts, 'its time')}. ${moneyForTrainer(facts)}`.trim(),
        button: { label: 'Open your schedule', path: '/trainer/schedule' },
      };
  }
}

export function trainerBookingEmail(
  facts: BookingEmailFacts,
  trainer: Trainer,
  publicUrl: string,
  kind: TrainerEmailKind,
  removedSession?: Date,
): EmailMessage {
  const zone = readerTimeZone(trainer.timeZone);
  const wording = wordingFor(kind, facts, zone, removedSession);
  const { text, html } = composeEmail({
    name: facts.trainerFirstName ?? 'there',
    blocks: [
      { paragraph: wording.lead },
      ...trainerDetails(facts, zone, !ENDED.has(kind)),
      ...(wording.withFamily ? familyContact(facts) : []),
      { button: { label: wording.button.label, href: `${publicUrl}${wording.button.path}` } },
    ],
  });
  return { kind: `trainer_${kind}`, to: trainer.email, subject: wording.subject, text, html };
}
