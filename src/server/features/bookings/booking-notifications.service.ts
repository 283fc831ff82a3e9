// The emails a booking's moves send to the player's account, written in the move's own
// transaction (ADR 0013, ADR 0029).

import type { BookingAction } from '../../../shared/domain/booking-status';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { bookingAcceptedEmail } from './emails/booking-accepted';
import { bookingCancellationEmail } from './emails/booking-cancelled';
import { findBookingEmailFacts } from './emails/booking-facts.repository';
import { bookingRejectedEmail } from './emails/booking-rejected';
import { bookingRequestedEmail } from './emails/booking-requested';

export type BookingEmailEvent =
  | 'requested'
  | 'accepted'
  | 'rejected'
  | 'cancellation_requested'
  | 'cancellation_approved'
  | 'cancelled_by_player';

/** Which email a state-machine move sends; keeping a booking and the roll-over send none. */
export function emailEventFor(action: BookingAction): BookingEmailEvent | null {
  switch (action) {
    case 'accept':
      return 'accepted';
    case 'reject':
      return 'rejected';
    case 'request_cancellation':
      return 'cancellation_requested';
    case 'cancel':
      return 'cancellation_approved';
    case 'remove_last_session':
      return 'cancelled_by_player';
    default:
      return null;
  }
}

/**
 * Writes the email a booking's move sends, through the move's own transaction `tx`: the
 * email commits with the change it announces, or neither does (ADR 0029). Returns the outbox
 * ids to hand to `ctx.mailer.deliver` once the transaction has committed.
 */
export async function queueBookingEmail(
  ctx: Pick<AppContext, 'mailer' | 'publicUrl'>,
  tx: Db,
  bookingId: number,
  event: BookingEmailEvent | null,
): Promise<number[]> {
  if (event === null) return [];
  const facts = await findBookingEmailFacts(tx, bookingId);
  if (!facts) return [];
  const message =
    event === 'requested'
      ? bookingRequestedEmail(facts, ctx.publicUrl)
      : event === 'accepted'
        ? bookingAcceptedEmail(facts, ctx.publicUrl)
        : event === 'rejected'
          ? bookingRejectedEmail(facts, ctx.publicUrl)
          : bookingCancellationEmail(facts, ctx.publicUrl, event);
  return [await ctx.mailer.queue(tx, message)];
}
