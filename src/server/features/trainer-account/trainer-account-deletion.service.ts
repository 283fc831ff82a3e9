// A trainer's deletion of their own account (ADR 0055), the family's (ADR 0040) mirrored: the
// trainings leave the site first so nothing new can be booked or waited for; what still waits on
// the trainer ends through the booking state machine (holds voided, families told); then the
// trainer's personal data is erased or anonymised at once, every session revoked, and a last
// email confirms it. Each table is changed through the module that owns it.

import type { DeleteAccountBody } from '../../../shared/api/account-data';
import { MESSAGES } from '../../../shared/api/client-fields';
import { TRAINER_HAS_ACCEPTED_SESSIONS } from '../../../shared/api/trainer-account';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { deleteAthleteUploads } from '../../integrations/storage/upload-tickets.repository';
import { unprocessable } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import { deleteUnusedResetTokens, revokeSessions } from '../auth/credentials.repository';
import {
  cancelForClosedTrainerAccount,
  findTrainerUpcomingAcceptedBookings,
} from '../bookings/booking-transitions.service';
import { revokeFeeds } from '../calendar-feeds/calendar-feeds.repository';
import { deleteMessagesTo } from '../mailbox/mailbox.repository';
import { deleteAthleteReviews } from '../reviews/reviews.repository';
import { deleteTrainerSubscriptions } from '../subscriptions/subscriptions.repository';
import { deleteOpeningsAhead } from '../trainer-availability/trainer-availability.repository';
import { unpublishTrainerServices } from '../trainer-services/trainer-services.repository';
import { closeTrainerPlaces, findOfferFacts } from '../waitlist/waitlist.repository';
import { waitlistTrainerLeftEmail } from '../waitlist/waitlist-offer-email';
import { trainerAccountDeletedEmail } from './emails/trainer-account-deleted';
import { anonymiseAthlete } from './trainer-account.repository';
import { loadProfile } from './trainer-account.service';

type DeletionContext = Pick<AppContext, 'db' | 'now' | 'publicUrl' | 'payments' | 'mailer'>;

/** Ends the places in line for the trainer's sessions, each family told; returns the outbox ids. */
async function closeWaitlist(ctx: DeletionContext, tx: Db, athleteId: number): Promise<number[]> {
  const told: number[] = [];
  for (const id of await closeTrainerPlaces(tx, athleteId, ctx.now())) {
    const facts = await findOfferFacts(tx, id);
    if (facts) told.push(await ctx.mailer.queue(tx, waitlistTrainerLeftEmail(facts, ctx.publicUrl)));
  }
  return told;
}

export async function deleteTrainerAccount(
  ctx: DeletionContext,
  athleteId: number,
  body: DeleteAccountBody,
): Promise<void> {
  const { db } = ctx;
  const trainer = await loadProfile(db, athleteId);
  // A signed-in trainer proves it again: a deletion cannot be undone.
  if (!trainer.passwordHash || !(await verifyPassword(trainer.passwordHash, body.password))) {
    throw unprocessable([{ password: MESSAGES.invalid }]);
  }
  // Accepted sessions still to come are owed to families who paid or hold for them: the trainer
  // cancels them first (a cancellation request, which this deletion then completes).
  if ((await findTrainerUpcomingAcceptedBookings(db, athleteId, ctx.now())).length > 0) {
    throw unprocessable([TRAINER_HAS_ACCEPTED_SESSIONS]);
  }
  // Off the site first: no new request, waitlist place or offer of a freed seat from here on.
  const waitlistTold = await db.transaction(async (tx) => {
    await unpublishTrainerServices(tx, athleteId, ctx.now());
    return closeWaitlist(ctx, tx, athleteId);
  });
  await ctx.mailer.deliver(waitlistTold);
  const cancelled = await cancelForClosedTrainerAccount(ctx, athleteId);
  const now = ctx.now();
  const { id, placesClosed } = await db.transaction(async (tx) => {
    // The trainer accepting a request meanwhile (another tab) loses to this: nothing accepted may remain.
    if ((await findTrainerUpcomingAcceptedBookings(tx, athleteId, now)).length > 0) {
      throw unprocessable([TRAINER_HAS_ACCEPTED_SESSIONS]);
    }
    const lateTold = await closeWaitlist(ctx, tx, athleteId);
    await revokeSessions(tx, 'athlete', athleteId, now);
    await revokeFeeds(tx, { kind: 'athlete', id: athleteId }, now);
    await deleteUnusedResetTokens(tx, 'athlete', athleteId);
    await deleteOpeningsAhead(tx, athleteId, now);
    await deleteTrainerSubscriptions(tx, athleteId);
    await deleteAthleteReviews(tx, athleteId);
    await deleteAthleteUploads(tx, athleteId);
    await deleteMessagesTo(tx, {
      kind: 'trainer',
      id: athleteId,
      createdAt: trainer.createdAt,
      email: trainer.email,
      phone: trainer.contactNumber,
    });
    // The athletes row's change is announced to the read cache (migration 0011): the trainer's
    // page, their school's schedule and every list holding them are dropped in every process.
    await anonymiseAthlete(tx, athleteId, now);
    const message = trainerAccountDeletedEmail(trainer.email, trainer.firstName, {
      requests: cancelled.length,
      waitlistPlaces: waitlistTold.length + lateTold.length,
    });
    return { id: await ctx.mailer.queue(tx, message), placesClosed: lateTold };
  });
  await ctx.mailer.deliver([...placesClosed, id]);
}
