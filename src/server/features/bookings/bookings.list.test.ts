import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, sports } from '../../db/schema';
import { bookingBody, bookingTestApp, type Player } from '../../testing/booking-factories';
import { createCollege } from '../../testing/discovery-factories';

const NOW = new Date('2026-03-10T15:00:00Z');
const t = bookingTestApp(NOW);
let player: Player;
let other: Player;
const ids: Record<string, string> = {};

beforeAll(async () => {
  const db = t.database.db;
  player = await t.player();
  other = await t.player();
  const card = await t.card(player.id);
  const [sport] = await db.insert(sports).values({ name: 'Soccer', slug: 'soccer-bookings' }).returning();
  const college = await createCollege(db, {
    slug: 'uk-b',
    name: 'University of Kentucky',
    nickname: 'Kentucky',
  });
  const trainer = await t.trainer({
    sportId: sport?.id,
    collegeId: college.id,
    contactNumber: '+1 859 555 0101',
    privateContactNumber: true,
  });
  // Five bookings at 1..5 days ahead; their statuses are set directly for the list.
  const plan = ['pending', 'accepted', 'rejected', 'cancelled', 'incomplete'] as const;
  for (const [i, status] of plan.entries()) {
    const { service, entry } = await t.bookableService({ trainer, hoursAhead: 24 * (i + 1) });
    const res = await t.book(player, bookingBody(service, entry, { card_id: card.id }));
    ids[status] = res.json().data.id;
    await db
      .update(bookings)
      .set({ status })
      .where(eq(bookings.id, Number(res.json().data.id)));
  }
  // A booking whose trainer has left the platform (athlete_id set null): hidden from the list.
  const { service, entry } = await t.bookableService({ hoursAhead: 200 });
  ids.orphan = (await t.book(player, bookingBody(service, entry, { card_id: card.id }))).json().data.id;
  await db
    .update(bookings)
    .set({ athleteId: null })
    .where(eq(bookings.id, Number(ids.orphan)));
});

const list = (query: string, headers = player.headers) => t.get(`/v1/client/bookings?${query}`, headers);

describe('GET /v1/client/bookings', () => {
  it('lists active bookings (everything but rejected), the soonest of those to come first', async () => {
    const res = await list('page=1&per_page=10&q[status_not_eq]=3');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // All still to come (the order of those over: bookings.list-order.test.ts, ADR 0086).
    expect(body.data.map((b: { id: string }) => b.id)).toEqual([
      ids.pending,
      ids.accepted,
      ids.cancelled,
      ids.incomplete,
    ]);
    expect(body.pagy).toMatchObject({ page: 1, per_page: 10, count: 4, next: null });
  });

  it('lists rejected bookings with the code 3 or the name', async () => {
    for (const q of ['q[status_eq]=3', 'q[status_eq]=rejected']) {
      const res = await list(q);
      expect(res.json().data.map((b: { id: string }) => b.id)).toEqual([ids.rejected]);
    }
  });

  it('pages through the list', async () => {
    const first = await list('page=1&per_page=2&q[status_not_eq]=3');
    expect(first.json().data).toHaveLength(2);
    expect(first.json().pagy).toMatchObject({ count: 4, pages: 2, next: 2 });
    const second = await list('page=2&per_page=2&q[status_not_eq]=3');
    expect(second.json().data.map((b: { id: string }) => b.id)).toEqual([ids.cancelled, ids.incomplete]);
    const pastTheEnd = await list('page=5&per_page=2&q[status_not_eq]=3');
    expect(pastTheEnd.json()).toMatchObject({ data: [], pagy: { page: 5, count: 4, next: null, prev: 4 } });
  });

  it('shows each listed booking with its session and payment', async () => {
    const res = await list('q[status_eq]=accepted');
    const listed = res.json().data[0].attributes;
    expect(listed.sessions).toHaveLength(1);
    expect(listed.sessions[0].starts_at).toBe(listed.training_start_date_time);
    expect(listed.sessions[0].ends_at).toBe(listed.training_end_date_time);
    expect(listed.payment_status).not.toBeNull();
    const own = await t.get(`/v1/client/bookings/${ids.accepted}`, player.headers);
    expect(listed).toEqual(own.json().data.attributes);
  });

  it('shows the trainer summary with the sport, the college and no private contact', async () => {
    const res = await list('q[status_eq]=pending');
    const athlete = res.json().data[0].attributes.athlete;
    expect(athlete).toMatchObject({ sport_name: 'Soccer', college: 'Kentucky', contact_number: null });
    expect(athlete.email).toMatch(/@example\.test$/);
  });

  it('shows another client nothing of this one, and rejects an unknown status', async () => {
    const res = await list('q[status_not_eq]=3', other.headers);
    expect(res.json()).toMatchObject({ data: [], pagy: { count: 0 } });
    const bad = await list('q[status_eq]=paid');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({ errors: [{ 'q.status_eq': 'is invalid' }] });
    const badPage = await list('per_page=1000');
    expect(badPage.statusCode).toBe(422);
  });

  it('answers 401 without a token', async () => {
    const res = await t.get('/v1/client/bookings');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: ['Client not authorized'] });
  });
});

describe('GET /v1/client/bookings/{id}', () => {
  it('shows one of the caller’s bookings', async () => {
    const res = await t.get(`/v1/client/bookings/${ids.accepted}`, player.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: ids.accepted,
      type: 'booking',
      attributes: { status: 'accepted' },
    });
  });

  it('answers 404 for someone else’s booking or an unknown id, 422 for a bad id', async () => {
    const theirs = await t.get(`/v1/client/bookings/${ids.pending}`, other.headers);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ errors: ['Booking not found'] });
    const unknown = await t.get('/v1/client/bookings/999999', player.headers);
    expect(unknown.statusCode).toBe(404);
    const bad = await t.get('/v1/client/bookings/abc', player.headers);
    expect(bad.statusCode).toBe(422);
  });
});
