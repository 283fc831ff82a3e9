// A copy of everything the product keeps about an account (ADR 0040): each record read through
// the module that owns its table, shaped as the product shows it where it has an API shape.

import type { AccountData } from '../../../shared/api/account-data';
import { PRODUCT_NAME } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import { findBookingDetails, findClientBookingIdsAll } from '../bookings/bookings.repository';
import { bookingResource } from '../bookings/bookings.serializer';
import { listClientCards } from '../cards/cards.repository';
import { toCardResource } from '../cards/cards.serializer';
import { type ClientWithCollege, findClientWithCollege } from '../clients/clients.repository';
import { listClientConsents } from '../clients/consents.repository';
import { listPlayersWithCollege } from '../clients/players.repository';
import { playerResource } from '../clients/players.serializer';
import { listMessagesTo } from '../mailbox/mailbox.repository';
import { listClientPayments } from '../payments/payments.repository';
import { listClientReviews } from '../reviews/reviews.repository';
import { listAccountSubscriptions } from '../subscriptions/subscriptions.repository';
import { listAllOwnPlaces } from '../waitlist/waitlist.repository';
import { waitlistEntryResource } from '../waitlist/waitlist.serializer';

const day = (d: Date | string | null) => (d instanceof Date ? d.toISOString() : d);

function accountOf(c: ClientWithCollege) {
  return {
    id: c.id,
    email: c.email,
    guest: c.guestUser,
    created_at: day(c.createdAt),
    time_zone: c.timeZone,
    parent_first_name: c.parentFirstName,
    parent_last_name: c.parentLastName,
    parent_gender: c.parentGender,
    parent_street: c.parentStreet,
    parent_city: c.parentCity,
    parent_state: c.parentState,
    parent_postal_code: c.parentPostalCode,
    parent_contact_number: c.parentContactNumber,
  };
}

export async function exportAccountData(db: Db, clientId: number, now: Date): Promise<AccountData> {
  const client = await findClientWithCollege(db, clientId);
  if (!client) throw unauthorized();
  const [players, bookingIds, payments, cards, reviews, subscriptions, emails, consents, places] =
    await Promise.all([
      listPlayersWithCollege(db, clientId),
      findClientBookingIdsAll(db, clientId),
      listClientPayments(db, clientId),
      listClientCards(db, clientId),
      listClientReviews(db, clientId),
      listAccountSubscriptions(db, clientId, client.email),
      listMessagesTo(db, {
        kind: 'client',
        id: clientId,
        createdAt: client.createdAt,
        email: client.email,
        phone: client.parentContactNumber,
      }),
      listClientConsents(db, clientId),
      listAllOwnPlaces(db, clientId),
    ]);
  const bookings = await findBookingDetails(db, bookingIds);
  return {
    product: PRODUCT_NAME,
    exported_at: now.toISOString(),
    account: accountOf(client),
    // Every player of the account (ADR 0045), oldest first, as the players API shows them.
    players: players.map((p) => playerResource(p, client.activePlayerId).attributes),
    bookings: bookings.map(bookingResource),
    payments: payments.map((p) => ({
      id: p.id,
      booking_id: p.bookingId,
      amount_cents: p.amountCents,
      status: p.status,
      provider: p.provider,
      created_at: day(p.createdAt),
      updated_at: day(p.updatedAt),
    })),
    cards: cards.map((c) => toCardResource(c)),
    reviews: reviews.map((r) => ({
      id: r.id,
      booking_id: r.bookingId,
      kind: r.kind,
      comment: r.comment,
      private_comment: r.privateComment,
      created_at: day(r.createdAt),
    })),
    subscriptions: subscriptions.map((s) => ({
      id: s.id,
      provided_service_id: s.providedServiceId,
      name: s.name,
      email: s.email,
      contact_number: s.contactNumber,
      disabled_at: day(s.disabledAt),
      created_at: day(s.createdAt),
    })),
    emails: emails.map((e) => ({
      id: e.id,
      channel: e.channel,
      kind: e.kind,
      to: e.toAddress,
      subject: e.subject,
      text: e.textBody,
      status: e.status,
      created_at: day(e.createdAt),
      sent_at: day(e.sentAt),
    })),
    waitlist: places.map((p) => waitlistEntryResource(p).attributes),
    consents: consents.map((c) => ({
      kind: c.kind,
      statement: c.statement,
      for_child: c.forChild,
      player_id: c.playerId,
      agreed_at: day(c.agreedAt),
      ip_address: c.ipAddress,
      user_agent: c.userAgent,
    })),
  };
}
