import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema';
import { createTrainer, type Trainer } from '../../testing/booking-factories';
import { clientTokenHeaders, createBooking } from '../../testing/engagement-factories';
import { createClient, createService } from '../../testing/factories';
import { testAppForFile } from '../../testing/test-app';

// The two review lists: the trainer page's public reviews and the trainer site's own list.

const now = new Date();
const t = testAppForFile();
let coach: Trainer;
let other: Trainer;
let serviceName: string;
let averyBookingStart: Date;

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = {}) => t.get(url, headers);

/** A completed booking of `trainer`'s training by a new player, and that player's token. */
async function completedBooking(
  trainer: Trainer,
  player: { firstName: string; lastName: string },
  service: Parameters<typeof createService>[2] = {},
) {
  const service_ = await createService(t.database.db, trainer, service);
  const client = await createClient(t.database.db, { ...player, email: `${player.firstName}@example.test` });
  const start = new Date('2026-05-04T15:00:00Z');
  const booking = await createBooking(t.database.db, {
    clientId: client.id,
    athleteId: trainer.id,
    providedServiceId: service_.id,
    start,
  });
  return { booking, service: service_, start, headers: await clientTokenHeaders(t.database.db, client.id) };
}

/** Posts a review through the API, then dates it (the lists are ordered by that date). */
async function review(headers: Headers, bookingId: number, text: Record<string, string>, writtenOn: string) {
  const res = await t.post('/v1/client/reviews', headers, { review: { ...text, booking_id: bookingId } });
  expect(res.statusCode).toBe(201);
  await t.database.db
    .update(reviews)
    .set({ createdAt: new Date(writtenOn) })
    .where(eq(reviews.id, res.json().data.attributes.id));
}

beforeAll(async () => {
  coach = await createTrainer(t.database.db, now, { slug: 'casey-coach' });
  other = await createTrainer(t.database.db, now, { slug: 'olga-other' });

  // Avery reviews first (both kinds) but their public review is dated before Blake's.
  const avery = await completedBooking(coach, { firstName: 'Avery', lastName: 'Quinnelly' });
  serviceName = avery.service.name;
  averyBookingStart = avery.start;
  await review(
    avery.headers,
    avery.booking.id,
    { comment: 'Loved the footwork drills' },
    '2026-05-10T10:00:00Z',
  );
  await review(
    avery.headers,
    avery.booking.id,
    { private_comment: 'Started ten minutes late' },
    '2026-05-11T10:00:00Z',
  );
  const blake = await completedBooking(coach, { firstName: 'Blake', lastName: 'Zimmerly' });
  await review(blake.headers, blake.booking.id, { comment: 'Great energy' }, '2026-05-12T10:00:00Z');
  const dana = await completedBooking(other, { firstName: 'Dana', lastName: 'Ostrander' });
  await review(
    dana.headers,
    dana.booking.id,
    { comment: 'Another trainer, another page' },
    '2026-05-13T10:00:00Z',
  );
});

describe('GET /v1/client/athletes/:slug/reviews', () => {
  it("lists the trainer's public reviews newest first, with the player's first name only", async () => {
    const res = await get('/v1/client/athletes/casey-coach/reviews');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((r: { attributes: unknown }) => r.attributes)).toEqual([
      {
        id: expect.any(Number),
        player_first_name: 'Blake',
        training_name: expect.any(String),
        comment: 'Great energy',
        created_at: '2026-05-12T10:00:00.000Z',
      },
      {
        id: expect.any(Number),
        player_first_name: 'Avery',
        training_name: serviceName,
        comment: 'Loved the footwork drills',
        created_at: '2026-05-10T10:00:00.000Z',
      },
    ]);
    expect(body.pagy).toEqual({ page: 1, per_page: 10, count: 2, pages: 1, next: null, prev: null });
    // Nothing private or personal: no last names, emails, private feedback, other trainers' reviews.
    for (const hidden of ['Quinnelly', 'Zimmerly', '@example.test', 'Started ten minutes late', 'Dana']) {
      expect(res.body).not.toContain(hidden);
    }
  });

  it('names no private training: its review is listed, the training left unnamed (ADR 0072)', async () => {
    const trainer = await createTrainer(t.database.db, now, { slug: 'pia-private' });
    const erin = await completedBooking(
      trainer,
      { firstName: 'Erin', lastName: 'Lindqvist' },
      { name: 'Invite-only Speed Camp', privacySetting: 'private' },
    );
    await review(erin.headers, erin.booking.id, { comment: 'Worth it' }, '2026-05-14T10:00:00Z');
    const res = await get('/v1/client/athletes/pia-private/reviews');
    expect(res.json().data.map((r: { attributes: unknown }) => r.attributes)).toEqual([
      expect.objectContaining({ player_first_name: 'Erin', training_name: null, comment: 'Worth it' }),
    ]);
    expect(res.body).not.toContain('Invite-only');
  });

  it('pages like the other lists', async () => {
    const res = await get('/v1/client/athletes/casey-coach/reviews?page=2&per_page=1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((r: { attributes: { comment: string } }) => r.attributes.comment)).toEqual([
      'Loved the footwork drills',
    ]);
    expect(res.json().pagy).toEqual({ page: 2, per_page: 1, count: 2, pages: 2, next: null, prev: 1 });
  });

  it('is empty for a trainer nobody reviewed, and 404 for an unknown trainer', async () => {
    const fresh = await createTrainer(t.database.db, now, { slug: 'fresh-face' });
    const empty = await get(`/v1/client/athletes/${fresh.slug}/reviews`);
    expect(empty.json()).toMatchObject({ data: [], pagy: { count: 0, next: null } });
    const unknown = await get('/v1/client/athletes/nobody-here/reviews');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: ['Athlete not found'] });
  });
});

describe('GET /v1/trainer/reviews', () => {
  it('shows the trainer both kinds of their own reviews, newest first, with the full name', async () => {
    const res = await get('/v1/trainer/reviews', coach.headers);
    expect(res.statusCode).toBe(200);
    const list = res.json().data.map((r: { attributes: Record<string, unknown> }) => r.attributes);
    expect(list.map((r: { kind: string; comment: string }) => [r.kind, r.comment])).toEqual([
      ['public', 'Great energy'],
      ['private', 'Started ten minutes late'],
      ['public', 'Loved the footwork drills'],
    ]);
    expect(list[1]).toMatchObject({
      player: { first_name: 'Avery', last_name: 'Quinnelly' },
      training_name: serviceName,
      training_start_date_time: averyBookingStart.toISOString(),
      created_at: '2026-05-11T10:00:00.000Z',
    });
    expect(res.json().pagy).toMatchObject({ count: 3, next: null });
    expect(res.body).not.toContain('Another trainer, another page');
  });

  it('shows another trainer none of them', async () => {
    const res = await get('/v1/trainer/reviews', other.headers);
    expect(res.json().data.map((r: { attributes: { comment: string } }) => r.attributes.comment)).toEqual([
      'Another trainer, another page',
    ]);
    const fresh = await createTrainer(t.database.db, now);
    const none = await get('/v1/trainer/reviews', fresh.headers);
    expect(none.json()).toMatchObject({ data: [], pagy: { count: 0 } });
  });

  it("needs a trainer's session: a player's token or none is refused", async () => {
    const player = await createClient(t.database.db);
    for (const headers of [{}, await clientTokenHeaders(t.database.db, player.id)]) {
      const res = await get('/v1/trainer/reviews', headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: ['Trainer not authorized'] });
    }
  });
});
