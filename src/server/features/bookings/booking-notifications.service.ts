// The emails a booking's moves send, to the family's account and to the trainer, written in
// the move's own transaction (ADR 0013, ADR 0029, ADR 0030).

import type { BookingAction } from '../../../shared/domain/booking-status';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { EmailMessage } from '../../integrations/email/mailer';
import { type BookingEmailFacts, findBookingEmailFacts } from './booking-facts.repository';
import { bookingAcceptedEmail } from './emails/booking-accepted';
import { bookingCancellationEmail } from './emails/booking-cancelled';
import { bookingRejectedEmail } from './emails/booking-rejected';
import { bookingRequestedEmail } from './emails/booking-requested';
import { bookingRescheduledEmail } from './emails/booking-rescheduled';
import { type TrainerEmailKind, trainerBookingEmail } from './emails/trainer-emails';

export type BookingEmailEvent =
  | 'requested'
  | 'accepted'
  | 'rejected'
  | 'expired'
  | 'cancellation_requested'
  | 'cancellation_approved'
  | 'cancellation_lapsed'
  | 'cancellation_declined'
  | 'cancelled_by_player'
  | 'cancelled_free'
  | 'rescheduled'
  | 'package_changed'
  | 'account_closed'
  | 'trainer_left';

/** Which emails a state-machine move sends; the roll-over sends none. */
export function emailEventFor(action: BookingAction): BookingEmailEvent | null {
  switch (action) {
    case 'accept':
      return 'accepted';
    case 'reject':
      return 'rejected';
    case 'expire':
      return 'expired';
    case 'request_cancellation':
      return 'cancellation_requested';
    case 'cancel':
      return 'cancellation_approved';
    case 'lapse_cancellation':
      return 'cancellation_lapsed';
    case 'keep':
      return 'cancellation_declined';
    case 'cancel_free':
      return 'cancelled_free';
    case 'remove_last_session':
    case 'withdraw':
      return 'cancelled_by_player';
    case 'close_account':
      return 'account_closed';
    case 'close_trainer_account':
      return 'trainer_left';
    default:
      return null;
  }
}

/** What the family is sent for an event (null: nothing, they made the change themselves). */
function familyEmail(
  facts: BookingEmailFacts,
  publicUrl: string,
  event: BookingEmailEvent,
  removedSession?: Date,
): EmailMessage | null {
  switch (event) {
    case 'requested':
      return bookingRequestedEmail(facts, publicUrl);
    case 'accepted':
      return bookingAcceptedEmail(facts, publicUrl);
    case 'rejected':
    case 'expired':
      return bookingRejectedEmail(facts, publicUrl, event === 'expired');
    case 'cancellation_requested':
    case 'cancellation_approved':
    case 'cancellation_lapsed':
    case 'cancelled_by_player':
    case 'cancelled_free':
    case 'trainer_left':
      return bookingCancellationEmail(facts, publicUrl, event);
    case 'rescheduled':
      return bookingRescheduledEmail(facts, publicUrl, removedSession);
    case 'cancellation_declined':
    case 'package_changed':
    // The family is sent one email that their account is deleted, not one per booking.
    case 'account_closed':
      return null;
  }
}

/** What the trainer is sent: not for their own answers, only for what others did. */
const TRAINER_EMAILS: Partial<Record<BookingEmailEvent, TrainerEmailKind>> = {
  requested: 'new_request',
  expired: 'request_expired',
  cancellation_approved: 'cancellation_approved',
  cancellation_lapsed: 'cancellation_lapsed',
  cancellation_declined: 'cancellation_declined',
  cancelled_by_player: 'request_withdrawn',
  cancelled_free: 'cancelled_free',
  rescheduled: 'rescheduled',
  package_changed: 'package_changed',
  account_closed: 'account_closed',
};

/**
 * Writes the emails a booking's change sends, through the change's own transaction `tx`: they
 * commit with the change they announce, or none does (ADR 0029). Returns the outbox ids to
 * hand to `ctx.mailer.deliver` once the transaction has committed.
 */
export async function queueBookingEmail(
  ctx: Pick<AppContext, 'mailer' | 'publicUrl' | 'now'>,
  tx: Db,
  bookingId: number,
  event: BookingEmailEvent | null,
  details: {
    /** The session time the change took away: a package's removed session, a moved booking's earlier time. */
    removedSession?: Date;
    /** The booking's session starts, when its entries are not written yet (a new booking, ADR 0052). */
    sessionStarts?: Date[];
  } = {},
): Promise<number[]> {
  if (event === null) return [];
  const facts = await findBookingEmailFacts(tx, bookingId, ctx.now(), details.sessionStarts);
  if (!facts) return [];
  const messages: EmailMessage[] = [];
  const toFamily = familyEmail(facts, ctx.publicUrl, event, details.removedSession);
  if (toFamily) messages.push(toFamily);
  const trainerKind = TRAINER_EMAILS[event];
  if (trainerKind && facts.trainer) {
    messages.push(
      trainerBookingEmail(facts, facts.trainer, ctx.publicUrl, trainerKind, details.removedSession),
    );
  }
  return ctx.mailer.queueAll(tx, messages);
}
