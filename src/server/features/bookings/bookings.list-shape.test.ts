import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bookingListResponseSchema } from '../../../shared/api/bookings';
import { bookings, sports } from '../../db/schema';
import { listedFieldsOf } from '../../lib/listed-fields';
import { pagy } from '../../lib/pagination';
import { bookingBody, bookingTestApp, type Player } from '../../testing/booking-factories';
import { createCollege } from '../../testing/discovery-factories';
import { createCalendarEntry, createService } from '../../testing/factories';
import { listClientBookings } from './bookings.repository';
import { bookingResourceAt } from './bookings.serializer';

// The bookings list is shaped by its schema's field list and written out by the route, not by
// zod's encode (docs/decisions/0053): it must be the very document z.encode of it gives.

type ListDocument = z.input<typeof bookingListResponseSchema>;

const NOW = new Date('2026-03-10T15:00:00Z');
const t = bookingTestApp(NOW);
let player: Player;

beforeAll(async () => {
  const db = t.database.db;
  const { player: p, card } = await t.playerWithCard();
  player = p;
  const [sport] = await db.insert(sports).values({ name: 'Lacrosse', slug: 'lacrosse-shape' }).returning();
  const college = await createCollege(db, {
    slug: 'uk-shape',
    name: 'University of Kentucky',
    nickname: 'Kentucky',
  });
  const trainer = await t.trainer({
    sportId: sport?.id,
    collegeId: college.id,
    contactNumber: '+1 859 555 0101',
    privateEmail: true,
  });
  // A paid virtual training the trainer accepted (its meeting link shown), a pending one, one
  // the trainer asked to cancel, a cash one (no payment) and a package of three sessions.
  const virtual = await t.bookableService({
    trainer,
    hoursAhead: 30,
    service: { trainingType: 'virtual', connectionDetail: 'https://meet.example/abc' },
  });
  const accepted = await t.book(player, bookingBody(virtual.service, virtual.entry, { card_id: card.id }));
  await db
    .update(bookings)
    .set({ status: 'accepted', acceptedAt: NOW })
    .where(eq(bookings.id, Number(accepted.json().data.id)));
  const pending = await t.bookableService({ trainer, hoursAhead: 50 });
  await t.book(
    player,
    bookingBody(pending.service, pending.entry, { card_id: card.id, notes: 'Left foot "drills" ✓' }),
  );
  const asked = await t.bookableService({ trainer, hoursAhead: 70 });
  const askedRes = await t.book(player, bookingBody(asked.service, asked.entry, { card_id: card.id }));
  await db
    .update(bookings)
    .set({ status: 'incomplete', allowedCancel: true, acceptedAt: NOW, trainerNotes: 'Sorry, I am ill' })
    .where(eq(bookings.id, Number(askedRes.json().data.id)));
  const free = await t.bookableService({
    trainer,
    hoursAhead: 90,
    service: { priceCents: 0, clientServiceFeeCents: 0, stripeFeeCents: 0 },
  });
  await t.book(player, bookingBody(free.service, free.entry));
  const pack = await createService(db, trainer, {
    package: true,
    packageStart: '2026-03-01',
    packageEnd: '2026-05-31',
    sessionsCount: 3,
    priceCents: 12000,
    clientServiceFeeCents: 600,
    stripeFeeCents: 378,
  });
  for (const week of [1, 2, 3]) {
    await createCalendarEntry(db, {
      athleteId: trainer.id,
      serviceIds: [pack.id],
      from: new Date(NOW.getTime() + week * 7 * 24 * 3600_000),
      seats: 4,
    });
  }
  const packRes = await t.book(player, { booking: { provided_service_id: pack.id }, card_id: card.id });
  expect(packRes.statusCode).toBe(201);
});

describe('the bookings list answer', () => {
  it('is byte for byte what zod encodes of the whole document', async () => {
    for (const query of ['page=1&per_page=10', 'page=1&per_page=2&q[status_not_eq]=3', 'page=3&per_page=2']) {
      const res = await t.get(`/v1/client/bookings?${query}`, player.headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const params = new URLSearchParams(query);
      const page = { page: Number(params.get('page')), per_page: Number(params.get('per_page')) };
      const filter = params.has('q[status_not_eq]') ? { statusNotEq: 'rejected' as const } : {};
      const { details, count } = await listClientBookings(
        t.db(),
        player.id,
        filter,
        {
          limit: page.per_page,
          offset: (page.page - 1) * page.per_page,
        },
        NOW,
      );
      const expected = z.encode(bookingListResponseSchema, {
        data: details.map((d) => bookingResourceAt(d, NOW)),
        pagy: pagy(page, count),
      });
      expect(res.body).toBe(JSON.stringify(expected));
    }
    const all = (await t.get('/v1/client/bookings?page=1&per_page=10', player.headers)).json();
    const attributes = all.data.map((r: { attributes: Record<string, unknown> }) => r.attributes);
    expect(attributes).toHaveLength(5);
    expect(attributes.some((a: { sessions: unknown[] }) => a.sessions.length === 3)).toBe(true);
    expect(attributes.some((a: { payment: unknown }) => a.payment === null)).toBe(true);
    expect(attributes.some((a: { payment: unknown }) => a.payment !== null)).toBe(true);
    expect(
      attributes.some(
        (a: { provided_service: { connection_detail: unknown } }) => a.provided_service.connection_detail,
      ),
    ).toBe(true);
  });
});

describe('listedFieldsOf', () => {
  it('keeps only the fields the schema lists, in its order, down its nested objects and arrays', () => {
    const document = {
      pagy: { prev: null, next: null, pages: 1, count: 1, per_page: 10, page: 1, secret: 1 },
      data: [
        {
          attributes: {
            // In the reverse of the schema's order.
            ...Object.fromEntries(Object.entries(exampleAttributes).reverse()),
            athlete: { ...exampleAttributes.athlete, private_email_address: 'hidden@example.com' },
            sessions: [{ ends_at: 'b', starts_at: 'a', id: 3, calendar_entry_id: 9 }],
            payment: { data: { id: '5', provider_charge_id: 'ch_1' } },
            card_id: 7,
          },
          type: 'booking',
          id: '1',
          links: {},
        },
      ],
    };
    // Fields no schema lists: typed as the schema's, as a careless serializer's spread could.
    const typed = document as unknown as ListDocument;
    const shaped = listedFieldsOf(bookingListResponseSchema, typed);
    expect(JSON.stringify(shaped)).toBe(JSON.stringify(z.encode(bookingListResponseSchema, typed)));
    const text = JSON.stringify(shaped);
    for (const hidden of [
      'private_email_address',
      'calendar_entry_id',
      'provider_charge_id',
      'card_id',
      'links',
      'secret',
    ]) {
      expect(text).not.toContain(hidden);
    }
    // A nullable nested object that is null stays null.
    const none = listedFieldsOf(bookingListResponseSchema, {
      ...typed,
      data: typed.data.map((r) => ({ ...r, attributes: { ...r.attributes, athlete: null, payment: null } })),
    });
    expect(none.data[0]?.attributes.athlete).toBeNull();
    expect(none.data[0]?.attributes.payment).toBeNull();
  });
});

describe('listedFieldsOf on an answer already shaped', () => {
  const shapedDocument = (): ListDocument => ({
    data: [
      {
        id: '1',
        type: 'booking',
        attributes: { ...exampleAttributes } as ListDocument['data'][number]['attributes'],
      },
    ],
    pagy: { page: 1, per_page: 10, count: 1, pages: 1, next: null, prev: null },
  });

  it('keeps it as it is', () => {
    const document = shapedDocument();
    expect(listedFieldsOf(bookingListResponseSchema, document)).toBe(document);
  });

  it('copies only the objects on the way to a field no schema lists', () => {
    const document = shapedDocument();
    const resource = document.data[0];
    if (!resource?.attributes.athlete) throw new Error('example without its trainer');
    const athlete = { ...resource.attributes.athlete, password_digest: 'x' };
    resource.attributes.athlete = athlete;
    const shaped = listedFieldsOf(bookingListResponseSchema, document);
    expect(shaped).not.toBe(document);
    expect(shaped.data[0]?.attributes.athlete).not.toHaveProperty('password_digest');
    expect(shaped.data[0]?.attributes.player).toBe(resource.attributes.player);
    expect(shaped.pagy).toBe(document.pagy);
    expect(athlete).toHaveProperty('password_digest');
    expect(JSON.stringify(shaped)).toBe(JSON.stringify(z.encode(bookingListResponseSchema, document)));
  });
});

const exampleAttributes = {
  id: 1,
  reviewed: false,
  status: 'accepted',
  allowed_cancel: false,
  cancellation_requested: false,
  can_keep: false,
  expired: false,
  respond_by: null,
  free_cancellation_hours: 24,
  free_cancellation_until: '2026-03-11T15:00:00.000Z',
  can_cancel_free: true,
  can_withdraw: false,
  accepted_at: '2026-03-10T15:00:00.000Z',
  package: false,
  athlete: {
    id: 2,
    slug: 'sam',
    first_name: 'Sam',
    last_name: 'Lee',
    profile_image: null,
    sport_name: 'Soccer',
    college: null,
    contact_number: null,
    email: 'sam@example.com',
  },
  provided_service: null,
  location: null,
  address: null,
  training_start_date_time: '2026-03-12T15:00:00.000Z',
  training_end_date_time: '2026-03-12T16:00:00.000Z',
  notes: null,
  trainer_notes: null,
  trainer_slug: 'sam',
  sessions_count: 1,
  sessions: [],
  payment: null,
  payment_status: 'authorized',
  amount: 56.65,
  amount_cents: 5665,
  price: 50,
  price_cents: 5000,
  service_fee: 5,
  service_fee_cents: 500,
  processing_fee: 1.65,
  processing_fee_cents: 165,
  created_at: '2026-03-10T15:00:00.000Z',
  player: { id: 4, first_name: 'Pat', last_name: 'Rivera' },
};
