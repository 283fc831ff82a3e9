import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema';
import { clientTokenHeaders, createBooking, signInHeaders } from '../../testing/engagement-factories';
import { createAthlete, createClient, createService } from '../../testing/factories';
import { testAppForFile } from '../../testing/test-app';

// The app's clock: the real one unless a test moves it (as the development clock does).
const clock: { moved: Date | null } = { moved: null };
const t = testAppForFile({ context: { now: () => clock.moved ?? new Date() } });
let athleteId: number;
let serviceId: number;
beforeAll(async () => {
  const athlete = await createAthlete(t.database.db);
  const service = await createService(t.database.db, athlete);
  athleteId = athlete.id;
  serviceId = service.id;
});

async function clientWithBooking(status: 'completed' | 'accepted' | 'pending' | 'cancelled' = 'completed') {
  const client = await createClient(t.database.db);
  const booking = await createBooking(t.database.db, {
    clientId: client.id,
    athleteId,
    providedServiceId: serviceId,
    status,
  });
  return { client, booking, headers: await signInHeaders(t.app, client) };
}

const post = (headers: Record<string, string>, review: Record<string, unknown>) =>
  t.post('/v1/client/reviews', headers, { review });

const reviewsOf = (bookingId: number) =>
  t.database.db.select().from(reviews).where(eq(reviews.bookingId, bookingId));

describe('POST /v1/client/reviews', () => {
  it('stores a public review of my completed training with its trainer and training', async () => {
    const { client, booking, headers } = await clientWithBooking();
    const res = await post(headers, {
      rating: 1,
      comment: '  Great session, very clear drills.  ',
      booking_id: booking.id,
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.type).toBe('review');
    expect(data.attributes).toMatchObject({
      booking_id: booking.id,
      athlete_id: athleteId,
      provided_service_id: serviceId,
      rating: 1,
      comment: 'Great session, very clear drills.',
      private_comment: null,
    });
    const [row] = await reviewsOf(booking.id);
    expect(row).toMatchObject({ clientId: client.id, athleteId, providedServiceId: serviceId });
  });

  it('dates a review by the app’s clock, so a moved clock never shows it written before the training', async () => {
    const { booking, headers } = await clientWithBooking();
    clock.moved = new Date('2027-01-15T18:30:00Z');
    try {
      const res = await post(headers, { comment: 'Good drills', booking_id: booking.id });
      expect(res.statusCode).toBe(201);
      expect(res.json().data.attributes.created_at).toBe('2027-01-15T18:30:00.000Z');
    } finally {
      clock.moved = null;
    }
  });

  it('stores private feedback, with the booking id as the review page sends it (a string, rating omitted)', async () => {
    const { booking, headers } = await clientWithBooking();
    const res = await post(headers, { private_comment: 'Arrived late.', booking_id: String(booking.id) });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes).toMatchObject({
      comment: null,
      private_comment: 'Arrived late.',
      rating: 1,
    });
  });

  it('takes one public review and one private feedback per booking, each once', async () => {
    const { booking, headers } = await clientWithBooking();
    // The booking says whether its review is written, so its page asks for one only once.
    const reviewed = async () =>
      (await t.get(`/v1/client/bookings/${booking.id}`, headers)).json().data.attributes.reviewed;
    expect(await reviewed()).toBe(false);
    const publicReview = await post(headers, { rating: 1, comment: 'Good', booking_id: booking.id });
    expect(publicReview.statusCode).toBe(201);
    expect(await reviewed()).toBe(true);
    // The email offers both: private feedback after the public review still goes through.
    const privateFeedback = await post(headers, { private_comment: 'Also this', booking_id: booking.id });
    expect(privateFeedback.statusCode).toBe(201);
    expect(privateFeedback.json().data.attributes).toMatchObject({
      comment: null,
      private_comment: 'Also this',
    });

    const publicAgain = await post(headers, { rating: 1, comment: 'Good again', booking_id: booking.id });
    expect(publicAgain.statusCode).toBe(409);
    expect(publicAgain.json()).toEqual({ errors: ['You already reviewed this training'] });
    const privateAgain = await post(headers, { private_comment: 'One more thing', booking_id: booking.id });
    expect(privateAgain.statusCode).toBe(409);
    expect(privateAgain.json()).toEqual({ errors: ['You already sent private feedback for this training'] });

    const stored = await reviewsOf(booking.id);
    expect(stored.map((r) => [r.kind, r.comment ?? r.privateComment]).sort()).toEqual([
      ['private', 'Also this'],
      ['public', 'Good'],
    ]);
  });

  it('takes private feedback first and the public review after it', async () => {
    const { booking, headers } = await clientWithBooking();
    const first = await post(headers, { private_comment: 'Private first', booking_id: booking.id });
    expect(first.statusCode).toBe(201);
    const second = await post(headers, { comment: 'Public second', booking_id: booking.id });
    expect(second.statusCode).toBe(201);
    expect(await reviewsOf(booking.id)).toHaveLength(2);
  });

  it('keeps one review of each kind when a form is submitted twice at once', async () => {
    const { booking, headers } = await clientWithBooking();
    const results = await Promise.all([
      post(headers, { comment: 'One', booking_id: booking.id }),
      post(headers, { comment: 'Two', booking_id: booking.id }),
      post(headers, { private_comment: 'Three', booking_id: booking.id }),
      post(headers, { private_comment: 'Four', booking_id: booking.id }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409]);
    expect((await reviewsOf(booking.id)).map((r) => r.kind).sort()).toEqual(['private', 'public']);
  });

  it('refuses trainings that are not completed', async () => {
    for (const status of ['pending', 'accepted', 'cancelled'] as const) {
      const { booking, headers } = await clientWithBooking(status);
      const res = await post(headers, { rating: 1, comment: 'Good', booking_id: booking.id });
      expect(res.statusCode, status).toBe(422);
      expect(res.json()).toEqual({ errors: [{ base: 'You can review a training after it is completed' }] });
      expect(await reviewsOf(booking.id)).toHaveLength(0);
    }
  });

  it("answers 404 for another client's booking and for unknown bookings, storing nothing", async () => {
    const { booking: theirs } = await clientWithBooking();
    const { headers } = await clientWithBooking();
    const res = await post(headers, { rating: 1, comment: 'Sneaky', booking_id: theirs.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: ['Booking not found'] });
    expect(await reviewsOf(theirs.id)).toHaveLength(0);

    const unknown = await post(headers, { rating: 1, comment: 'x', booking_id: 2_000_000_000 });
    expect(unknown.statusCode).toBe(404);
  });

  it('validates rating, text and booking id', async () => {
    const { booking, headers } = await clientWithBooking();
    const cases: [Record<string, unknown>, unknown[]][] = [
      [{ rating: 5, comment: 'x', booking_id: booking.id }, [{ rating: 'must be 1' }]],
      [{ rating: 1, booking_id: booking.id }, [{ comment: "can't be blank" }]],
      [
        { rating: 1, comment: '   ', private_comment: '', booking_id: booking.id },
        [{ comment: "can't be blank" }],
      ],
      [
        { rating: 1, comment: 'a', private_comment: 'b', booking_id: booking.id },
        [{ base: 'Send either a public comment or a private comment, not both' }],
      ],
      [
        { rating: 1, comment: 'x'.repeat(2001), booking_id: booking.id },
        [{ comment: 'is too long (maximum is 2000 characters)' }],
      ],
      [{ rating: 1, comment: 'x' }, [{ booking_id: "can't be blank" }]],
      [{ rating: 1, comment: 'x', booking_id: 'abc' }, [{ booking_id: 'is invalid' }]],
    ];
    for (const [review, errors] of cases) {
      const res = await post(headers, review);
      expect(res.statusCode, JSON.stringify(review).slice(0, 80)).toBe(422);
      expect(res.json()).toEqual({ errors });
    }
    expect(await reviewsOf(booking.id)).toHaveLength(0);
    // Exactly 2000 characters is fine.
    const max = await post(headers, { rating: 1, comment: 'x'.repeat(2000), booking_id: booking.id });
    expect(max.statusCode).toBe(201);
  });

  it('asks guests to sign in first (403, not the 401 that would sign them out)', async () => {
    const guest = await createClient(t.database.db, { guestUser: true, passwordHash: null });
    const booking = await createBooking(t.database.db, {
      clientId: guest.id,
      athleteId,
      providedServiceId: serviceId,
    });
    const headers = await clientTokenHeaders(t.database.db, guest.id);
    const res = await post(headers, { rating: 1, comment: 'Good', booking_id: booking.id });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ errors: ['Please sign in to your account to leave a review'] });
    expect(await reviewsOf(booking.id)).toHaveLength(0);
  });

  it('needs a signed-in client', async () => {
    const res = await t.post(
      '/v1/client/reviews',
      {},
      { review: { rating: 1, comment: 'x', booking_id: 1 } },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: ['Client not authorized'] });
  });
});
