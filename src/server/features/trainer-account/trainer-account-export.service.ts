// A copy of everything the product keeps about a trainer (ADR 0055), the family's (ADR 0040)
// mirrored: each part read through the module that owns its table and shaped as the trainer
// site shows it, so the copy holds nothing the trainer cannot already see there.

import type { TrainerAccountData } from '../../../shared/api/trainer-account-data';
import { PRODUCT_NAME } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { listFeeds } from '../calendar-feeds/calendar-feeds.repository';
import { listMessagesTo } from '../mailbox/mailbox.repository';
import { listAllTrainerReviews } from '../reviews/review-lists.repository';
import { toTrainerReviewResource } from '../reviews/reviews.serializer';
import { listAllOwnEntries } from '../trainer-availability/trainer-availability.repository';
import { trainerEntryResource } from '../trainer-availability/trainer-availability.serializer';
import { listAllPayouts, listAllTrainerBookings } from '../trainer-bookings/trainer-bookings.repository';
import { toBookingRequest, toPayout } from '../trainer-bookings/trainer-bookings.serializer';
import { listAllOwnServices } from '../trainer-services/trainer-services.repository';
import { toTrainerService } from '../trainer-services/trainer-services.serializer';
import { loadProfile } from './trainer-account.service';
import { toTrainerProfileAttributes } from './trainer-profile.serializer';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

export async function exportTrainerData(db: Db, athleteId: number, now: Date): Promise<TrainerAccountData> {
  const trainer = await loadProfile(db, athleteId);
  const [trainings, openings, bookings, payouts, reviews, feeds, emails] = await Promise.all([
    listAllOwnServices(db, athleteId),
    listAllOwnEntries(db, athleteId),
    listAllTrainerBookings(db, athleteId),
    listAllPayouts(db, athleteId),
    listAllTrainerReviews(db, athleteId),
    listFeeds(db, { kind: 'athlete', id: athleteId }),
    listMessagesTo(db, {
      kind: 'trainer',
      id: athleteId,
      createdAt: trainer.createdAt,
      email: trainer.email,
      phone: trainer.contactNumber,
    }),
  ]);
  const profile = toTrainerProfileAttributes(trainer);
  const opening = (e: (typeof openings)[number]) => trainerEntryResource(e, trainer.timeZone).attributes;
  return {
    product: PRODUCT_NAME,
    exported_at: now.toISOString(),
    profile,
    notification_settings: {
      daily_agenda_email: profile.daily_agenda_email,
      session_reminders: profile.session_reminders,
      text_reminders: profile.text_reminders,
    },
    trainings: trainings.map((s) => toTrainerService(s, trainer.slug)),
    // An opening is ahead until it ends.
    openings: {
      ahead: openings.filter((e) => e.toTime > now).map(opening),
      past: openings.filter((e) => e.toTime <= now).map(opening),
    },
    bookings: bookings.map((b) => toBookingRequest(b, now)),
    payouts: payouts.map((p) => toPayout(p, now)),
    reviews: reviews.map((r) => toTrainerReviewResource(r, now).attributes),
    calendar_feeds: feeds.map((f) => ({
      id: f.id,
      created_at: f.createdAt.toISOString(),
      revoked_at: iso(f.revokedAt),
    })),
    emails: emails.map((e) => ({
      id: e.id,
      channel: e.channel,
      kind: e.kind,
      to: e.toAddress,
      subject: e.subject,
      text: e.textBody,
      status: e.status,
      created_at: e.createdAt.toISOString(),
      sent_at: iso(e.sentAt),
    })),
  };
}
