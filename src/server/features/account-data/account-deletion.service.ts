// An account's deletion by its holder (ADR 0040), in order: what still waits on a trainer ends
// through the booking state machine (holds voided, trainers told), then the account's personal
// data is erased or anonymised at once, every session revoked, and a last email confirms it.

import { ACCOUNT_HAS_ACCEPTED_SESSIONS, type DeleteAccountBody } from '../../../shared/api/account-data';
import { MESSAGES } from '../../../shared/api/client-fields';
import type { AppContext } from '../../context';
import { deleteClientUploads } from '../../integrations/storage/upload-tickets.repository';
import { unauthorized, unprocessable } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { deleteUnusedResetTokens, revokeSessions } from '../auth/credentials.repository';
import {
  cancelForClosedAccount,
  findUpcomingAcceptedBookings,
} from '../bookings/booking-transitions.service';
import { clearClientBookingNotes } from '../bookings/bookings.repository';
import { revokeFeeds } from '../calendar-feeds/calendar-feeds.repository';
import { deleteClientCards } from '../cards/cards.repository';
import { anonymiseClient, findClientById } from '../clients/clients.repository';
import { anonymiseClientConsents } from '../clients/consents.repository';
import { deleteMessagesTo } from '../mailbox/mailbox.repository';
import { deleteClientReviews } from '../reviews/reviews.repository';
import { deleteAccountSubscriptions } from '../subscriptions/subscriptions.repository';
import { deleteAccountPlaces } from '../waitlist/waitlist.repository';
import { accountDeletedEmail } from './emails/account-deleted';

export async function deleteAccount(
  ctx: AppContext,
  clientId: number,
  body: DeleteAccountBody,
): Promise<void> {
  const { db } = ctx;
  const client = await findClientById(db, clientId);
  if (!client) throw unauthorized();
  // A signed-in holder proves it again: a deletion cannot be undone.
  if (!client.passwordHash || !(await verifyPassword(client.passwordHash, body.password))) {
    throw unprocessable([{ password: MESSAGES.invalid }]);
  }
  // Sessions a trainer has accepted are a service still owed both ways (CCPA's exception for
  // completing a transaction): they keep the account until they are over or cancelled.
  if ((await findUpcomingAcceptedBookings(db, clientId, ctx.now())).length > 0) {
    throw unprocessable([ACCOUNT_HAS_ACCEPTED_SESSIONS]);
  }
  const cancelled = await cancelForClosedAccount(ctx, clientId);
  const now = ctx.now();
  const name = client.parentFirstName?.trim() || client.firstName;
  await db
    .transaction(async (tx) => {
      // A trainer accepting a request meanwhile loses to this: nothing accepted may remain.
      if ((await findUpcomingAcceptedBookings(tx, clientId, now)).length > 0) {
        throw unprocessable([ACCOUNT_HAS_ACCEPTED_SESSIONS]);
      }
      await revokeSessions(tx, 'client', clientId, now);
      await revokeFeeds(tx, { kind: 'client', id: clientId }, now);
      await deleteUnusedResetTokens(tx, 'client', clientId);
      await deleteClientCards(tx, clientId);
      await deleteClientReviews(tx, clientId);
      await deleteAccountSubscriptions(tx, clientId, client.email);
      await deleteAccountPlaces(tx, clientId);
      await deleteClientUploads(tx, clientId);
      await clearClientBookingNotes(tx, clientId);
      await deleteMessagesTo(tx, {
        kind: 'client',
        id: clientId,
        createdAt: client.createdAt,
        email: client.email,
        phone: client.parentContactNumber,
      });
      await anonymiseClientConsents(tx, clientId);
      await anonymiseClient(tx, clientId, now);
      const id = await ctx.mailer.queue(tx, accountDeletedEmail(client.email, name, cancelled.length));
      return id;
    })
    .then((id) => ctx.mailer.deliver([id]));
}
