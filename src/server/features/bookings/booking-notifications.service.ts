// The emails a booking's moves send to the player's account. Called after the move has
// committed; never throws, so a mail problem can never undo or fail a booking (ADR 0013).

import type { BookingAction } from '../../../shared/domain/booking-status';
import type { AppContext } from '../../context';
import { type ErrorLog, emailLog, sendSafely } from '../../integrations/email/send-safely';
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

export async function notifyBookingChange(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'publicUrl'>,
  bookingId: number,
  event: BookingEmailEvent | null,
  log?: ErrorLog,
): Promise<void> {
  if (event === null) return;
  try {
    const facts = await findBookingEmailFacts(ctx.db, bookingId);
    if (!facts) return;
    const message =
      event === 'requested'
        ? bookingRequestedEmail(facts, ctx.publicUrl)
        : event === 'accepted'
          ? bookingAcceptedEmail(facts, ctx.publicUrl)
          : event === 'rejected'
            ? bookingRejectedEmail(facts, ctx.publicUrl)
            : bookingCancellationEmail(facts, ctx.publicUrl, event);
    await sendSafely(ctx.mailer, message, log);
  } catch (err) {
    (log ?? emailLog).error({ err, bookingId, event }, 'could not prepare a booking email');
  }
}
