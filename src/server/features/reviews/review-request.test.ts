import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../../app';
import type { AppContext } from '../../context';
import { athletes, reviews } from '../../db/schema';
import { createBooking } from '../../testing/engagement-factories';
import { createAthlete, createClient, createService } from '../../testing/factories';
import { emailsTo, testAppForFile } from '../../testing/test-app';
import { sendReviewRequest } from './review-request.service';

const PUBLIC_URL = 'https://app.trainhub.test';
const t = testAppForFile({ context: { publicUrl: PUBLIC_URL } });
let ctx: AppContext;
beforeAll(async () => {
  ctx = createContext(t.database, { publicUrl: PUBLIC_URL });
});
const db = () => t.database.db;

const mailTo = (email: string) => emailsTo(db(), email);

async function completedBooking(clientOverrides: Parameters<typeof createClient>[1] = {}) {
  const trainer = await createAthlete(db(), { firstName: 'Jordan' });
  const service = await createService(db(), trainer, { name: 'Speed Camp' });
  const client = await createClient(db(), clientOverrides);
  const booking = await createBooking(db(), {
    clientId: client.id,
    athleteId: trainer.id,
    providedServiceId: service.id,
    status: 'completed',
  });
  return { trainer, service, client, booking };
}

describe('sendReviewRequest', () => {
  it('emails the account holder once with the review and private feedback links', async () => {
    const { trainer, service, client, booking } = await completedBooking();
    expect(await sendReviewRequest(ctx, { bookingId: booking.id })).toEqual({ sent: true });
    // The job may run again (a retry): the family is asked once.
    expect(await sendReviewRequest(ctx, { bookingId: booking.id })).toEqual({
      sent: false,
      reason: 'already_requested',
    });
    const mails = await mailTo(client.email);
    expect(mails).toHaveLength(1);
    const tail = `${booking.id}/${trainer.slug}/${service.id}`;
    expect(mails[0]?.kind).toBe('review_request');
    expect(mails[0]?.subject).toBe('How was Speed Camp with Jordan?');
    expect(mails[0]?.textBody).toContain('Hi Sam,');
    expect(mails[0]?.textBody).toContain(`${PUBLIC_URL}/feedback/${tail}`);
    expect(mails[0]?.htmlBody).toContain(`href="${PUBLIC_URL}/private_feedback/${tail}"`);
    // 2026-05-04 15:00 UTC, the factory's default start: that day in New York.
    expect(mails[0]?.textBody).toContain('on Mon 05-04-2026');
  });

  it('asks nobody for a booking that is not completed, belongs to a guest, or was already reviewed', async () => {
    const pending = await completedBooking();
    const accepted = await createBooking(db(), {
      clientId: pending.client.id,
      athleteId: pending.trainer.id,
      providedServiceId: pending.service.id,
      status: 'accepted',
    });
    expect(await sendReviewRequest(ctx, { bookingId: accepted.id })).toEqual({
      sent: false,
      reason: 'not_completed',
    });

    const guest = await completedBooking({ guestUser: true, passwordHash: null });
    expect(await sendReviewRequest(ctx, { bookingId: guest.booking.id })).toEqual({
      sent: false,
      reason: 'guest',
    });
    expect(await mailTo(guest.client.email)).toHaveLength(0);

    const reviewed = await completedBooking();
    await db().insert(reviews).values({
      bookingId: reviewed.booking.id,
      clientId: reviewed.client.id,
      comment: 'Great session',
    });
    expect(await sendReviewRequest(ctx, { bookingId: reviewed.booking.id })).toEqual({
      sent: false,
      reason: 'reviewed',
    });

    expect(await sendReviewRequest(ctx, { bookingId: 2_000_000_000 })).toEqual({
      sent: false,
      reason: 'not_found',
    });
    expect(await mailTo(pending.client.email)).toHaveLength(0);
  });

  it('asks nobody when the trainer is gone (the review page needs them)', async () => {
    const { trainer, booking, client } = await completedBooking();
    await db().delete(athletes).where(eq(athletes.id, trainer.id));
    expect(await sendReviewRequest(ctx, { bookingId: booking.id })).toEqual({
      sent: false,
      reason: 'trainer_removed',
    });
    expect(await mailTo(client.email)).toHaveLength(0);
  });
});
