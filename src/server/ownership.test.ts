import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listRoutes } from './app';
import {
  bookingEntries,
  bookings,
  calendarEntries,
  cards,
  clients,
  payments,
  players,
  providedServices,
  subscribedProvidedServices,
  trainingSessions,
  waitlistEntries,
} from './db/schema';
import {
  book,
  bookingBody,
  createBookableService,
  createPlayer,
  createTrainer,
} from './testing/booking-factories';
import { createCard } from './testing/factories';
import { createTestApp, type TestApp } from './testing/test-app';

/**
 * One place that knows every route taking an id (ADR 0011): each is either public by design
 * or has a case below where a stranger (another player, another trainer) tries it on someone
 * else's object and gets 404 with nothing changed. A new id route without a case fails here.
 */

const NOW = new Date('2026-03-10T15:00:00Z');
let t: TestApp;

interface Fixture {
  owner: { headers: Record<string, string> };
  stranger: { headers: Record<string, string> };
  strangerTrainer: { headers: Record<string, string> };
  bookingId: number;
  paymentId: number;
  entryId: number;
  cardId: number;
  subscriptionId: number;
  /** The owner's place in line for a full slot (ADR 0047). */
  waitlistId: number;
  /** The owner's (active) player (ADR 0045). */
  playerId: number;
  /** The owner's trainer's training option and opening (trainer routes, ADR 0015). */
  serviceId: number;
  calendarEntryId: number;
  /** The session the owner's booking holds a seat in (the trainer's schedule, ADR 0047). */
  sessionId: number;
}
let f: Fixture;

/** Routes anyone may call with any id: public pages, or links whose signature is the permission. */
const PUBLIC_BY_DESIGN: Record<string, string> = {
  'GET /v1/sports/:id': 'sports are public reference data',
  'GET /v1/colleges/:id': 'schools are public pages',
  'GET /v1/client/colleges/:id': 'school schedules are public pages',
  'GET /v1/client/athletes/:slug': 'trainer pages are public',
  'GET /v1/client/athletes/:slug/reviews': 'public reviews are shown on the public trainer page',
  'GET /v2/athlete/groups/:slug': 'group pages are public',
  'GET /uploads/:key': 'uploaded profile pictures are public, like a public-read bucket',
  'PUT /uploads/:key': 'the signed, single-use link is the permission',
  'POST /v1/client/subscribed_provided_services/:id/disable_link':
    "emails the subscription's own address, never the caller, and answers the same for any id (ADR 0031)",
  'GET /calendar/:token':
    "the token is the feed's id with an HMAC of it: a guessed or altered one answers 404 (ADR 0042)",
};

interface Case {
  /** The stranger's request on the owner's object. */
  attempt: (f: Fixture) => InjectOptions;
  /** What must not change. */
  state: (f: Fixture) => Promise<unknown>;
}

const bookingRow = async (f: Fixture) =>
  (await t.database.db.select().from(bookings).where(eq(bookings.id, f.bookingId)))[0];
const paymentRow = async (f: Fixture) =>
  (await t.database.db.select().from(payments).where(eq(payments.id, f.paymentId)))[0];

const CASES: Record<string, Case> = {
  'GET /v1/client/bookings/:id': {
    attempt: (f) => ({
      method: 'GET',
      url: `/v1/client/bookings/${f.bookingId}`,
      headers: f.stranger.headers,
    }),
    state: bookingRow,
  },
  'PUT /v1/client/bookings/:id': {
    attempt: (f) => ({
      method: 'PUT',
      url: `/v1/client/bookings/${f.bookingId}`,
      headers: f.stranger.headers,
    }),
    state: bookingRow,
  },
  'PUT /v1/client/bookings/:id/reschedule': {
    attempt: (f) => ({
      method: 'PUT',
      url: `/v1/client/bookings/${f.bookingId}/reschedule`,
      headers: f.stranger.headers,
      payload: { booking: { from_time: '2026-12-01T15:00:00.000Z' } },
    }),
    state: bookingRow,
  },
  'PUT /v1/client/booking_requests/:id/request_booking': {
    attempt: (f) => ({
      method: 'PUT',
      url: `/v1/client/booking_requests/${f.bookingId}/request_booking`,
      headers: f.strangerTrainer.headers,
      payload: { booking_request: { notes: 'mine now' } },
    }),
    state: bookingRow,
  },
  'PUT /v1/client/booking_requests/:id/reject': {
    attempt: (f) => ({
      method: 'PUT',
      url: `/v1/client/booking_requests/${f.bookingId}/reject`,
      headers: f.strangerTrainer.headers,
    }),
    state: bookingRow,
  },
  'PUT /v1/client/booking_requests/:id/request_cancellation': {
    attempt: (f) => ({
      method: 'PUT',
      url: `/v1/client/booking_requests/${f.bookingId}/request_cancellation`,
      headers: f.strangerTrainer.headers,
    }),
    state: bookingRow,
  },
  'DELETE /v1/client/booking_request_entries/:id': {
    attempt: (f) => ({
      method: 'DELETE',
      url: `/v1/client/booking_request_entries/${f.entryId}`,
      headers: f.stranger.headers,
    }),
    state: async (f) => t.database.db.select().from(bookingEntries).where(eq(bookingEntries.id, f.entryId)),
  },
  'POST /v1/client/payments/:id/checkout': {
    attempt: (f) => ({
      method: 'POST',
      url: `/v1/client/payments/${f.paymentId}/checkout`,
      headers: f.stranger.headers,
    }),
    state: paymentRow,
  },
  'POST /v1/client/payments/:id/create_charge': {
    attempt: (f) => ({
      method: 'POST',
      url: `/v1/client/payments/${f.paymentId}/create_charge`,
      headers: f.stranger.headers,
      payload: { payment: { amount: 56.65, card_id: f.cardId } },
    }),
    state: paymentRow,
  },
  'POST /v1/payments/:id/transfer_charge': {
    attempt: (f) => ({
      method: 'POST',
      url: `/v1/payments/${f.paymentId}/transfer_charge`,
      headers: f.strangerTrainer.headers,
      payload: { payment: { account_id: 'acct_stranger' } },
    }),
    state: paymentRow,
  },
  'PUT /v1/client/cards/:id/default': {
    attempt: (f) => ({
      method: 'PUT',
      url: `/v1/client/cards/${f.cardId}/default`,
      headers: f.stranger.headers,
    }),
    state: async (f) => t.database.db.select().from(cards).where(eq(cards.id, f.cardId)),
  },
  'DELETE /v1/client/cards/:id': {
    attempt: (f) => ({ method: 'DELETE', url: `/v1/client/cards/${f.cardId}`, headers: f.stranger.headers }),
    state: async (f) => t.database.db.select().from(cards).where(eq(cards.id, f.cardId)),
  },
  'DELETE /v1/client/subscribed_provided_services/:id': {
    attempt: (f) => ({
      method: 'DELETE',
      url: `/v1/client/subscribed_provided_services/${f.subscriptionId}`,
      headers: f.stranger.headers,
    }),
    state: async (f) =>
      t.database.db
        .select()
        .from(subscribedProvidedServices)
        .where(eq(subscribedProvidedServices.id, f.subscriptionId)),
  },
  ...waitlistCases(),
  ...playerCases(),
  ...trainerCases(),
};

/** The owner's place in line (ADR 0047): another family can neither read it nor leave it. */
function waitlistCases(): Record<string, Case> {
  const placeRow = async (f: Fixture) =>
    (await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, f.waitlistId)))[0];
  return {
    'GET /v1/client/waitlist/:id': {
      attempt: (f) => ({
        method: 'GET',
        url: `/v1/client/waitlist/${f.waitlistId}`,
        headers: f.stranger.headers,
      }),
      state: placeRow,
    },
    'DELETE /v1/client/waitlist/:id': {
      attempt: (f) => ({
        method: 'DELETE',
        url: `/v1/client/waitlist/${f.waitlistId}`,
        headers: f.stranger.headers,
      }),
      state: placeRow,
    },
  };
}

/** The account's players (ADR 0045): another family tries the owner's player. */
function playerCases(): Record<string, Case> {
  const playerState = async (f: Fixture) => ({
    player: (await t.database.db.select().from(players).where(eq(players.id, f.playerId)))[0],
    activeIds: (await t.database.db.select({ id: clients.activePlayerId }).from(clients)).map((c) => c.id),
  });
  const asStranger = (method: 'PUT' | 'DELETE', url: string, payload?: object) => ({
    method,
    url,
    headers: f.stranger.headers,
    ...(payload ? { payload } : {}),
  });
  return {
    'PUT /v1/client/players/:id': {
      attempt: (f) =>
        asStranger('PUT', `/v1/client/players/${f.playerId}`, { player: { first_name: 'Mine' } }),
      state: playerState,
    },
    'PUT /v1/client/players/:id/activate': {
      attempt: (f) => asStranger('PUT', `/v1/client/players/${f.playerId}/activate`),
      state: playerState,
    },
    'DELETE /v1/client/players/:id': {
      attempt: (f) => asStranger('DELETE', `/v1/client/players/${f.playerId}`),
      state: playerState,
    },
  };
}

/** The trainer site's routes (ADR 0015): another trainer tries the owner's trainer's objects. */
function trainerCases(): Record<string, Case> {
  const serviceRow = async (f: Fixture) =>
    (await t.database.db.select().from(providedServices).where(eq(providedServices.id, f.serviceId)))[0];
  const entryRow = async (f: Fixture) =>
    (await t.database.db.select().from(calendarEntries).where(eq(calendarEntries.id, f.calendarEntryId)))[0];
  const asStranger =
    (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) => (f: Fixture) => ({
      method,
      url,
      headers: f.strangerTrainer.headers,
      ...(payload ? { payload } : {}),
    });
  const service = (f: Fixture) => `/v1/trainer/provided_services/${f.serviceId}`;
  const cases: Record<string, Case> = {
    'GET /v1/trainer/provided_services/:id': {
      attempt: (f) => asStranger('GET', service(f))(f),
      state: serviceRow,
    },
    'PUT /v1/trainer/provided_services/:id': {
      attempt: (f) => asStranger('PUT', service(f), { provided_service: { name: 'Mine now', price: 1 } })(f),
      state: serviceRow,
    },
    'DELETE /v1/trainer/provided_services/:id': {
      attempt: (f) => asStranger('DELETE', service(f))(f),
      state: serviceRow,
    },
    'PUT /v1/trainer/provided_services/:id/publish': {
      attempt: (f) => asStranger('PUT', `${service(f)}/publish`)(f),
      state: serviceRow,
    },
    'PUT /v1/trainer/provided_services/:id/unpublish': {
      attempt: (f) => asStranger('PUT', `${service(f)}/unpublish`)(f),
      state: serviceRow,
    },
    'POST /v1/trainer/provided_services/:id/private_link': {
      attempt: (f) => asStranger('POST', `${service(f)}/private_link`)(f),
      state: serviceRow,
    },
    'PUT /v1/trainer/calendar_entries/:id': {
      attempt: (f) =>
        asStranger('PUT', `/v1/trainer/calendar_entries/${f.calendarEntryId}`, {
          calendar_entry: { seats: 9 },
        })(f),
      state: entryRow,
    },
    'DELETE /v1/trainer/calendar_entries/:id': {
      attempt: (f) => asStranger('DELETE', `/v1/trainer/calendar_entries/${f.calendarEntryId}`)(f),
      state: entryRow,
    },
    'POST /v1/trainer/calendar_entries/:id/reopen': {
      attempt: (f) => asStranger('POST', `/v1/trainer/calendar_entries/${f.calendarEntryId}/reopen`, {})(f),
      state: entryRow,
    },
    'POST /v1/trainer/sessions/:id/reopen': {
      attempt: (f) => asStranger('POST', `/v1/trainer/sessions/${f.sessionId}/reopen`, {})(f),
      state: async (f) =>
        (await t.database.db.select().from(trainingSessions).where(eq(trainingSessions.id, f.sessionId)))[0],
    },
  };
  // The trainer's answers and payouts are the SPEC's booking_requests and transfer_charge routes
  // above (issue 22), tried there by another trainer.
  return cases;
}

beforeAll(async () => {
  t = await createTestApp({ context: { now: () => NOW } });
  const db = t.database.db;
  const trainer = await createTrainer(db, NOW);
  const { service, entry } = await createBookableService(db, NOW, { trainer, seats: 3 });
  const owner = await createPlayer(db, NOW);
  const card = await createCard(db, owner.id, { isDefault: true });
  const booked = await book(t.app, owner, bookingBody(service, entry, { card_id: card.id }));
  expect(booked.statusCode).toBe(201);
  const bookingId = Number(booked.json().data.id);
  const [bookingEntry] = await db
    .select()
    .from(bookingEntries)
    .where(eq(bookingEntries.bookingId, bookingId));
  const subscribed = await t.app.inject({
    method: 'POST',
    url: '/v1/client/subscribed_provided_services',
    headers: owner.headers,
    payload: {
      subscribed_provided_service: {
        provided_service_id: service.id,
        name: 'Owner Parent',
        email: owner.email,
      },
    },
  });
  expect(subscribed.statusCode).toBe(201);
  // A one-seat slot another player holds: the owner waits for it.
  const full = await createBookableService(db, NOW, { trainer, hoursAhead: 72 });
  const filler = await createPlayer(db, NOW);
  const fillerCard = await createCard(db, filler.id, { isDefault: true });
  const filled = await book(t.app, filler, bookingBody(full.service, full.entry, { card_id: fillerCard.id }));
  expect(filled.statusCode).toBe(201);
  const joined = await t.app.inject({
    method: 'POST',
    url: '/v1/client/waitlist',
    headers: owner.headers,
    payload: {
      waitlist_entry: { provided_service_id: full.service.id, starts_at: full.entry.fromTime.toISOString() },
    },
  });
  expect(joined.statusCode).toBe(201);
  f = {
    owner,
    stranger: await createPlayer(db, NOW),
    strangerTrainer: await createTrainer(db, NOW),
    bookingId,
    paymentId: Number(booked.json().data.attributes.payment.data.id),
    entryId: bookingEntry?.id ?? 0,
    cardId: card.id,
    subscriptionId: Number(subscribed.json().data.id),
    waitlistId: Number(joined.json().data.id),
    playerId: owner.playerId,
    serviceId: service.id,
    calendarEntryId: entry.id,
    sessionId: bookingEntry?.sessionId ?? 0,
  };
});
afterAll(() => t.close());

describe('ownership of every id-taking route', () => {
  it('every route with an id is public by design or has a cross-user case', () => {
    const idRoutes = listRoutes(t.app)
      .filter((r) => r.method !== 'HEAD' && /\/:\w+/.test(r.url) && !r.url.startsWith('/v1/docs'))
      .map((r) => `${r.method} ${r.url.replace(/\/$/, '')}`);
    expect(idRoutes.length).toBeGreaterThan(10);
    const uncovered = idRoutes.filter((key) => !(key in PUBLIC_BY_DESIGN) && !(key in CASES));
    expect(uncovered, 'id routes without a cross-user case').toEqual([]);
  });

  for (const [route, c] of Object.entries(CASES)) {
    it(`${route}: a stranger gets 404 and nothing changes`, async () => {
      const before = await c.state(f);
      expect(before, 'the owner’s object exists').toBeTruthy();
      const res = await t.app.inject(c.attempt(f));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: [expect.any(String)] });
      expect(await c.state(f)).toEqual(before);
    });
  }

  it('the owner still reaches the same objects (the cases test ownership, not missing ids)', async () => {
    const own = await t.app.inject({
      method: 'GET',
      url: `/v1/client/bookings/${f.bookingId}`,
      headers: f.owner.headers,
    });
    expect(own.statusCode).toBe(200);
    const checkout = await t.app.inject({
      method: 'POST',
      url: `/v1/client/payments/${f.paymentId}/checkout`,
      headers: f.owner.headers,
    });
    expect(checkout.statusCode).toBe(200);
    const cardsRes = await t.app.inject({ method: 'GET', url: '/v1/client/cards', headers: f.owner.headers });
    expect(cardsRes.json().data.map((c: { id: string }) => Number(c.id))).toContain(f.cardId);
  });
});
