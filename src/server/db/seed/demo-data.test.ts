import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COACH_POSITION_NAMES } from '../../../shared/constants';
import { normalizeUsPhone } from '../../../shared/domain/contact';
import { createSandboxPaymentProvider } from '../../integrations/payments/sandbox-provider';
import { verifyPassword } from '../../lib/passwords';
import { openTestDatabase } from '../../testing/test-app';
import { type Database, openDatabase } from '../client';
import {
  athletes,
  bookingEntries,
  bookings,
  calendarEntries,
  calendarEntryServices,
  cards,
  clients,
  colleges,
  groupAthletes,
  groups,
  highSchools,
  payments,
  positions,
  providedServiceLocations,
  providedServices,
  sports,
} from '../schema';
import { DEMO_PASSWORD, DEMO_PLAYER_EMAIL, DEMO_TRAINER_EMAILS, seedDemoData } from './demo-data';

// A fixed instant a few days before the US spring DST change, so local times are checked across it.
const NOW = new Date('2026-03-02T15:00:00Z');
const count = sql<number>`count(*)::int`;

describe('seedDemoData', () => {
  let database: Database;
  let seedMs = 0;

  beforeAll(async () => {
    database = await openDatabase({});
    await database.migrate();
    const started = performance.now();
    expect(await seedDemoData(database.db, { now: NOW })).toEqual({ seeded: true });
    seedMs = performance.now() - started;
  });

  afterAll(async () => {
    await database?.close();
  });

  it('seeds quickly enough for a first start', () => {
    expect(seedMs).toBeLessThan(15_000);
  });

  it('creates colleges, groups, high schools and sports with coach positions', async () => {
    const { db } = database;
    const collegeRows = await db.select().from(colleges);
    expect(collegeRows.length).toBeGreaterThanOrEqual(8);
    for (const college of collegeRows) {
      expect(college.colorCode).toMatch(/^#[0-9a-f]{6}$/);
      expect(college.logoUrl).toMatch(/^\/media\/crest\.svg\?text=[A-Z]+&bg=[0-9a-f]{6}&fg=[0-9a-f]{6}$/);
    }
    const groupSizes = await db
      .select({ id: groups.id, n: count })
      .from(groups)
      .innerJoin(groupAthletes, eq(groupAthletes.groupId, groups.id))
      .groupBy(groups.id);
    expect(groupSizes).toHaveLength(3);
    for (const g of groupSizes) expect(g.n).toBeGreaterThanOrEqual(8);
    const [schools] = await db.select({ n: count }).from(highSchools);
    expect(schools?.n).toBeGreaterThanOrEqual(190);

    const sportRows = await db.select().from(sports);
    expect(sportRows).toHaveLength(6);
    const positionRows = await db.select().from(positions);
    for (const sport of sportRows) {
      const names = positionRows.filter((p) => p.sportId === sport.id).map((p) => p.name);
      expect(names).toEqual(expect.arrayContaining([...COACH_POSITION_NAMES]));
      expect(names.length).toBeGreaterThan(COACH_POSITION_NAMES.length + 3);
    }
  });

  it('creates trainers whose positions belong to their sport, coaches only for coach types', async () => {
    const { db } = database;
    const rows = await db.select().from(athletes);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    expect(new Set(rows.map((a) => a.athleteType)).size).toBe(8);
    expect(new Set(rows.map((a) => a.gender))).toEqual(new Set(['male', 'female']));
    expect(rows.some((a) => (a.profileDescription ?? '').length > 260)).toBe(true);
    const positionRows = await db.select().from(positions);
    for (const athlete of rows) {
      const allowed = positionRows.filter((p) => p.sportId === athlete.sportId).map((p) => p.name);
      expect(athlete.positions.length).toBeGreaterThanOrEqual(1);
      expect(athlete.positions.length).toBeLessThanOrEqual(3);
      for (const position of athlete.positions) expect(allowed).toContain(position);
      const coachType = athlete.athleteType.endsWith('coach');
      const hasCoachPosition = athlete.positions.some((p) => p.endsWith('Coach'));
      expect(hasCoachPosition).toBe(coachType);
      expect(athlete.profileImage).toMatch(/^\/media\/avatar\.svg\?text=[A-Z]{2}&bg=[0-9a-f]{6}$/);
    }
  });

  it('offers training options of every kind with consistent fees', async () => {
    const { db } = database;
    const rows = await db.select().from(providedServices);
    const some = (predicate: (s: (typeof rows)[number]) => boolean) => rows.some(predicate);
    expect(some((s) => s.trainingType === 'individual' && !s.package)).toBe(true);
    expect(some((s) => s.trainingType === 'group' && s.maxSeats >= 4 && s.maxSeats <= 10)).toBe(true);
    expect(some((s) => s.trainingType === 'virtual' && !!s.connectionDetail)).toBe(true);
    expect(some((s) => s.package && !!s.packageStart && !!s.packageEnd && (s.sessionsCount ?? 0) >= 3)).toBe(
      true,
    );
    expect(some((s) => s.privacySetting === 'private')).toBe(true);
    expect(some((s) => s.priceCents === 0)).toBe(true);
    expect(some((s) => s.status === 'draft')).toBe(true);
    expect(some((s) => s.status === 'unpublished')).toBe(true);
    expect(some((s) => s.hiddenFromTrainerPage)).toBe(true);
    expect(some((s) => s.bookAllSessionsHint && s.package)).toBe(true);
    expect(some((s) => s.days.length === 7)).toBe(true);
    expect(some((s) => s.minGrade === null && s.maxGrade === null)).toBe(true);
    for (const s of rows) {
      expect(s.clientServiceFeeCents).toBe(Math.round(s.priceCents * 0.1));
      expect(s.stripeFeeCents).toBe(Math.round((s.priceCents + s.clientServiceFeeCents) * 0.03));
    }
    const virtualLocations = await db
      .select({ n: count })
      .from(providedServiceLocations)
      .innerJoin(providedServices, eq(providedServices.id, providedServiceLocations.providedServiceId))
      .where(eq(providedServices.trainingType, 'virtual'));
    expect(virtualLocations[0]?.n).toBe(0);
  });

  it('publishes openings over the next 60 days, some sold out, at local times', async () => {
    const { db } = database;
    const upcoming = await db
      .selectDistinct({ date: calendarEntries.bookingDate })
      .from(calendarEntries)
      .where(
        and(gte(calendarEntries.bookingDate, '2026-03-02'), lt(calendarEntries.bookingDate, '2026-05-01')),
      );
    expect(upcoming.length).toBeGreaterThanOrEqual(55);
    const [past] = await db
      .select({ n: count })
      .from(calendarEntries)
      .where(lt(calendarEntries.bookingDate, '2026-03-01'));
    expect(past?.n).toBeGreaterThan(0);

    // Every seat is a booking: each session's seats_taken equals its live booking entries and
    // those a trainer's cancellation withdrew (ADR 0047).
    const { rows: drift } = await database.executeSql(
      `SELECT s.id FROM training_sessions s
       WHERE s.seats_taken <> (SELECT count(*) FROM booking_entries be
         WHERE be.session_id = s.id AND (be.released_at IS NULL OR be.seat_withdrawn))`,
    );
    expect(drift).toHaveLength(0);

    // Every opening's local start falls on its booking date, at a whole or half hour.
    const [mismatched] = await db
      .select({ n: count })
      .from(calendarEntries)
      .innerJoin(athletes, eq(athletes.id, calendarEntries.athleteId))
      .where(
        sql`to_char(${calendarEntries.fromTime} AT TIME ZONE ${athletes.timeZone}, 'YYYY-MM-DD') <> ${calendarEntries.bookingDate}::text
          OR extract(hour from ${calendarEntries.fromTime} AT TIME ZONE ${athletes.timeZone}) NOT BETWEEN 9 AND 19`,
      );
    expect(mismatched?.n).toBe(0);
    const [unlinked] = await db
      .select({ n: count })
      .from(calendarEntries)
      .where(
        sql`not exists (select 1 from ${calendarEntryServices} where ${calendarEntryServices.calendarEntryId} = ${calendarEntries.id})`,
      );
    expect(unlinked?.n).toBe(0);
  });

  it('creates demo accounts that sign in with the demo password', async () => {
    const { db } = database;
    const [player] = await db.select().from(clients).where(eq(clients.email, DEMO_PLAYER_EMAIL));
    expect(player?.guestUser).toBe(false);
    expect(await verifyPassword(player?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    const playerCards = await db
      .select()
      .from(cards)
      .where(eq(cards.clientId, player?.id ?? 0));
    // Two cards saved through the sandbox, the first one the default.
    expect(playerCards.sort((a, b) => a.id - b.id)).toMatchObject([
      { brand: 'visa', last4: '4242', isDefault: true },
      { brand: 'mastercard', last4: '4444', isDefault: false },
    ]);
    for (const email of DEMO_TRAINER_EMAILS) {
      const [trainer] = await db.select().from(athletes).where(eq(athletes.email, email));
      expect(await verifyPassword(trainer?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
    }
  });

  it('lets some trainers offer free cancellation, the demo accounts keeping the default', async () => {
    const rows = await database.db
      .select({
        email: athletes.email,
        policy: athletes.cancellationPolicy,
        hours: athletes.freeCancellationHours,
      })
      .from(athletes);
    const free = rows.filter((r) => r.policy === 'free_cancellation');
    // A family browsing the demo meets both policies, and free ones of different windows.
    expect(free.length).toBeGreaterThan(rows.length / 5);
    expect(free.length).toBeLessThan(rows.length / 2);
    expect(new Set(free.map((r) => r.hours)).size).toBeGreaterThan(1);
    for (const email of DEMO_TRAINER_EMAILS) {
      expect(rows.find((r) => r.email === email)?.policy).toBe('non_refundable');
    }
  });

  it('leaves the showcase package Sold Out through a family’s real booking of all its sessions', async () => {
    const { rows } = await database.executeSql(
      `SELECT b.sessions_count, ps.sessions_count AS promised, count(be.id)::int AS held
         FROM bookings b JOIN provided_services ps ON ps.id = b.provided_service_id
         JOIN booking_entries be ON be.booking_id = b.id AND be.released_at IS NULL AND be.session_id IS NOT NULL
        WHERE b.package GROUP BY b.id, ps.sessions_count`,
    );
    expect(rows).toHaveLength(1);
    const [row] = rows as { sessions_count: number; promised: number; held: number }[];
    expect(row?.held).toBe(row?.promised);
    expect(row?.sessions_count).toBe(row?.promised);
  });

  it('gives the demo player one booking in each state, holding seats only while active', async () => {
    const { db } = database;
    const rows = await db
      .select({ booking: bookings, entry: bookingEntries, calendar: calendarEntries })
      .from(bookings)
      .innerJoin(bookingEntries, eq(bookingEntries.bookingId, bookings.id))
      .innerJoin(calendarEntries, eq(calendarEntries.id, bookingEntries.calendarEntryId))
      .innerJoin(clients, eq(clients.id, bookings.clientId))
      .where(eq(clients.email, DEMO_PLAYER_EMAIL));
    expect(rows.map((r) => r.booking.status).sort()).toEqual(
      ['accepted', 'cancelled', 'completed', 'completed', 'pending', 'rejected'].sort(),
    );
    for (const { booking, entry, calendar } of rows) {
      expect(booking.amountCents).toBe(
        booking.priceCents + booking.serviceFeeCents + booking.processingFeeCents,
      );
      expect(entry.releasedAt === null).toBe(['pending', 'accepted', 'completed'].includes(booking.status));
      if (!entry.releasedAt) expect(entry.sessionId).not.toBeNull();
      expect(calendar.id).toBe(entry.calendarEntryId);
      const past = booking.trainingEndDateTime < NOW;
      expect(past).toBe(booking.status === 'completed');
    }
    const paid = await db.select().from(payments);
    expect(paid.some((p) => p.status === 'succeeded' && p.provider === 'sandbox')).toBe(true);
  });

  it('records the demo charges in the payment sandbox, so a cancellation can refund them', async () => {
    const { db } = database;
    const paid = await db.select().from(payments).where(eq(payments.status, 'succeeded'));
    expect(paid.length).toBeGreaterThan(0);
    const sandbox = createSandboxPaymentProvider(db);
    for (const payment of paid) {
      const refund = await sandbox.refund({
        chargeId: payment.providerChargeId ?? '',
        idempotencyKey: `test-refund-${payment.id}`,
      });
      expect(refund).toMatchObject({ ok: true });
    }
  });

  it('backs every number with a record: seats, payments, emails (issue 26)', async () => {
    await expectTruthfulDemo(database);
  });

  it('gives the demo player one subscription and every demo trainer a week of work', async () => {
    const { rows: subscriptions } = await database.executeSql(
      `SELECT s.email FROM subscribed_provided_services s JOIN clients c ON c.id = s.client_id
        WHERE c.email = '${DEMO_PLAYER_EMAIL}' AND s.disabled_at IS NULL`,
    );
    expect(subscriptions).toHaveLength(1);
    for (const email of DEMO_TRAINER_EMAILS) {
      const { rows } = await database.executeSql(
        `SELECT b.status, b.allowed_cancel, b.training_start_date_time > $2 AS upcoming, p.status AS payment,
                (SELECT count(*)::int FROM reviews r WHERE r.booking_id = b.id AND r.comment IS NOT NULL) AS public,
                (SELECT count(*)::int FROM reviews r WHERE r.booking_id = b.id AND r.private_comment IS NOT NULL) AS private
           FROM bookings b JOIN athletes a ON a.id = b.athlete_id
           LEFT JOIN payments p ON p.booking_id = b.id
          WHERE a.email = $1`,
        [email, NOW],
      );
      const week = rows as {
        status: string;
        allowed_cancel: boolean;
        upcoming: boolean;
        payment: string | null;
        public: number;
        private: number;
      }[];
      const count = (test: (b: (typeof week)[number]) => boolean) => week.filter(test).length;
      expect(
        count((b) => b.status === 'accepted' && b.upcoming),
        email,
      ).toBeGreaterThanOrEqual(2);
      expect(
        count((b) => b.status === 'pending'),
        email,
      ).toBeGreaterThanOrEqual(2);
      expect(
        count((b) => b.status === 'pending'),
        email,
      ).toBeLessThanOrEqual(3);
      expect(
        count((b) => b.status === 'completed' && b.public === 1 && b.private === 1),
        email,
      ).toBe(1);
      expect(
        count((b) => b.status === 'completed' && b.payment === 'succeeded'),
        email,
      ).toBeGreaterThan(0);
      expect(
        count((b) => b.status === 'incomplete' && b.allowed_cancel),
        email,
      ).toBe(1);
    }
  });

  it('stores every phone number as the phone field saves it, so each page writes it one way', async () => {
    const { rows } = await database.executeSql(`
      SELECT contact_number AS phone FROM athletes WHERE contact_number IS NOT NULL
      UNION ALL SELECT parent_contact_number FROM clients WHERE parent_contact_number IS NOT NULL
      UNION ALL SELECT contact_number FROM players WHERE contact_number IS NOT NULL`);
    const phones = (rows as { phone: string }[]).map((r) => r.phone);
    expect(phones.length).toBeGreaterThan(60);
    expect(phones.filter((phone) => normalizeUsPhone(phone) !== phone)).toEqual([]);
  });

  it('does nothing when run again', async () => {
    const { db } = database;
    const before = await db.select({ n: count }).from(calendarEntries);
    expect(await seedDemoData(db, { now: NOW })).toEqual({ seeded: false });
    const after = await db.select({ n: count }).from(calendarEntries);
    expect(after).toEqual(before);
    const [athleteCount] = await db.select({ n: count }).from(athletes);
    const [sportCount] = await db.select({ n: count }).from(sports);
    expect(sportCount?.n).toBe(6);
    expect(athleteCount?.n).toBeGreaterThanOrEqual(60);
  });

  it('offers the same trainings whatever the day it is seeded, the showcase trainer included', async () => {
    // Another weekday, another month: only the dates of openings may differ.
    const later = await openDatabase({});
    try {
      await later.migrate();
      const delivered: number[] = [];
      const mailer = { deliver: async (ids: readonly number[]) => void delivered.push(...ids) };
      await seedDemoData(later.db, { now: new Date('2026-11-26T03:00:00Z'), mailer });
      await expectTruthfulDemo(later);
      // Every email of the story is handed to the server's mailer once the seed has committed.
      const { rows: outbox } = await later.executeSql('SELECT id FROM email_outbox ORDER BY id');
      expect(delivered.sort((a, b) => a - b)).toEqual((outbox as { id: number }[]).map((r) => r.id));
      const offered = (db: Database['db']) =>
        db
          .select({ athlete: athletes.slug, name: providedServices.name, slug: providedServices.slug })
          .from(providedServices)
          .innerJoin(athletes, eq(athletes.id, providedServices.athleteId))
          .orderBy(providedServices.slug);
      const first = await offered(database.db);
      const second = await offered(later.db);
      // The same trainings; a private one's link has a secret of each install's own (ADR 0072).
      const countable = (rows: typeof first) =>
        rows.map((r) => ({ ...r, slug: r.slug.replace(/-[0-9a-f]{12}$/, '') }));
      expect(countable(second)).toEqual(countable(first));
      const secrets = (rows: typeof first) =>
        rows.map((r) => r.slug).filter((slug) => /-[0-9a-f]{12}$/.test(slug));
      expect(secrets(first).length).toBeGreaterThan(0);
      expect(secrets(second).filter((slug) => secrets(first).includes(slug))).toEqual([]);

      // The browser journeys' trainer (tests/e2e): a 1-on-1 at two places, then a package.
      const showcase = first.filter((s) => s.athlete === 'adrian-kuhlman').map((s) => s.name);
      expect(showcase).toEqual(['Infield Defense Training', '3-Session Catching Package']);
    } finally {
      await later.close();
    }
  });

  it('tells the same story on every day of the week, the autumn DST change included', async () => {
    // The story books openings relative to today: each weekday must find what it needs.
    for (let day = 0; day < 7; day += 1) {
      const other = await openTestDatabase();
      try {
        const now = new Date(Date.parse('2026-10-30T21:30:00Z') + day * 86_400_000);
        expect(await seedDemoData(other.db, { now }), now.toISOString()).toEqual({ seeded: true });
        await expectTruthfulDemo(other);
      } finally {
        await other.close();
      }
    }
  }, 180_000);
});

/**
 * Issue 26's invariants on a freshly seeded database: every seat is a booking holding it, every
 * booking's money is where its state says, and every email is about a record that exists.
 */
async function expectTruthfulDemo(database: Database): Promise<void> {
  const rows = async <T>(text: string) => (await database.executeSql(text)).rows as T[];
  // Seats: each session counts its live entries (and those the trainer's cancellation withdrew,
  // ADR 0047), each opening the seats of its sessions, and a booking holds seats exactly while
  // it is live (one per session it booked).
  expect(
    await rows(`SELECT s.id FROM training_sessions s WHERE s.seats_taken <>
      (SELECT count(*) FROM booking_entries be WHERE be.session_id = s.id
        AND (be.released_at IS NULL OR be.seat_withdrawn))`),
  ).toEqual([]);
  expect(
    await rows(`SELECT ce.id FROM calendar_entries ce WHERE
      (SELECT coalesce(sum(s.seats_taken), 0) FROM training_sessions s WHERE s.calendar_entry_id = ce.id) <>
      (SELECT count(*) FROM booking_entries be JOIN bookings b ON b.id = be.booking_id
        WHERE be.calendar_entry_id = ce.id AND ((be.released_at IS NULL
          AND b.status IN ('pending', 'accepted', 'incomplete', 'completed')) OR be.seat_withdrawn))`),
  ).toEqual([]);
  expect(
    await rows(`SELECT b.id, b.status FROM bookings b WHERE
      (SELECT count(*) FROM booking_entries be WHERE be.booking_id = b.id AND be.released_at IS NULL
        AND be.session_id IS NOT NULL)
      <> CASE WHEN b.status IN ('pending', 'accepted', 'incomplete', 'completed') THEN b.sessions_count ELSE 0 END`),
  ).toEqual([]);
  // Money: a paid booking's payment is held while pending, taken once accepted, paid out only
  // when completed, voided when declined, refunded when cancelled; the sandbox holds each one.
  const money = await rows<{ id: number; status: string; amount_cents: number; payment: string | null }>(
    `SELECT b.id, b.status, b.amount_cents, p.status AS payment FROM bookings b
       LEFT JOIN payments p ON p.booking_id = b.id`,
  );
  const expected: Record<string, string[]> = {
    pending: ['authorized'],
    accepted: ['succeeded'],
    incomplete: ['succeeded'],
    completed: ['succeeded', 'transferred'],
    rejected: ['voided'],
    cancelled: ['refunded'],
  };
  for (const b of money) {
    if (b.amount_cents > 0) expect(expected[b.status], `booking ${b.id}`).toContain(b.payment);
    else expect(b.payment, `booking ${b.id}`).toBeNull();
  }
  expect(
    await rows(`SELECT p.id FROM payments p WHERE p.status <> 'pending' AND NOT EXISTS
      (SELECT 1 FROM sandbox_ledger l WHERE l.id IN (p.provider_authorization_id, p.provider_charge_id))`),
  ).toEqual([]);
  expect(await rows(`SELECT id, kind FROM provider_calls WHERE status <> 'done'`)).toEqual([]);
  // Emails: each to a person of the demo, each link to a record that exists, and as many of
  // each kind as there are events that send one.
  expect(
    await rows(`SELECT e.id, e.to_address FROM email_outbox e WHERE lower(e.to_address) NOT IN
      (SELECT lower(email) FROM clients UNION SELECT lower(email) FROM athletes WHERE email IS NOT NULL
       UNION SELECT lower(email) FROM subscribed_provided_services)`),
  ).toEqual([]);
  const emails = await rows<{ id: number; kind: string; to_address: string; text_body: string }>(
    'SELECT id, kind, to_address, text_body FROM email_outbox',
  );
  const exists = async (text: string) => (await rows(text)).length === 1;
  for (const email of emails) {
    for (const [, bookingId] of email.text_body.matchAll(/\/bookings\/(\d+)/g)) {
      expect(
        await exists(`SELECT 1 FROM bookings b JOIN clients c ON c.id = b.client_id
          WHERE b.id = ${bookingId} AND lower(c.email) = lower('${email.to_address}')`),
        `${email.kind} ${email.id}: booking ${bookingId}`,
      ).toBe(true);
    }
    for (const [link, bookingId, slug, serviceId] of email.text_body.matchAll(
      /\/(?:private_)?feedback\/(\d+)\/([a-z0-9-]+)\/(\d+)/g,
    )) {
      expect(
        await exists(`SELECT 1 FROM bookings b JOIN athletes a ON a.id = b.athlete_id
          WHERE b.id = ${bookingId} AND b.status = 'completed' AND a.slug = '${slug}'
            AND b.provided_service_id = ${serviceId}`),
        `${email.kind} ${email.id}: ${link}`,
      ).toBe(true);
    }
  }
  const [events] = await rows<Record<string, number>>(`SELECT
      (SELECT count(*)::int FROM bookings) AS booking_requested,
      (SELECT count(*)::int FROM bookings) AS trainer_new_request,
      (SELECT count(*)::int FROM bookings WHERE accepted_at IS NOT NULL) AS booking_accepted,
      (SELECT count(*)::int FROM bookings WHERE status = 'rejected') AS booking_rejected,
      (SELECT count(*)::int FROM bookings WHERE status = 'cancelled') AS booking_cancelled,
      (SELECT count(*)::int FROM bookings WHERE allowed_cancel OR status = 'cancelled') AS booking_cancellation_requested,
      (SELECT count(*)::int FROM bookings WHERE status = 'completed') AS review_request,
      (SELECT count(*)::int FROM subscribed_provided_services) AS subscription_confirmed`);
  const sent: Record<string, number> = {};
  for (const email of emails) sent[email.kind] = (sent[email.kind] ?? 0) + 1;
  expect(sent).toMatchObject(events ?? {});
}
