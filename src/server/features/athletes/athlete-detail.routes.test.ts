import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AthleteDetailAttributes, ProvidedService } from '../../../shared/api/athletes';
import {
  bookableSlots,
  NO_SLOTS_MESSAGE,
  PACKAGE_FULL_MESSAGE,
  SOLD_OUT_MESSAGE,
  slotAvailabilityMessage,
} from '../../../shared/domain/slots';
import { providedServices } from '../../db/schema';
import { createAthlete, createCalendarEntry, createService } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';

const NOW = new Date('2026-11-22T12:00:00Z');
const at = (iso: string) => new Date(iso);

let t: TestApp;
const s: Record<string, { id: number; slug: string }> = {};
const e: Record<string, number> = {};
let athleteSlug: string;

async function show(query = '', slug = athleteSlug) {
  const res = await t.app.inject({ method: 'GET', url: `/v1/client/athletes/${slug}${query}` });
  return res;
}
async function attributes(query = ''): Promise<AthleteDetailAttributes> {
  const res = await show(query);
  expect(res.statusCode).toBe(200);
  return res.json().data.attributes;
}
const service = (a: AthleteDetailAttributes, id: number | undefined): ProvidedService | undefined =>
  a.provided_services.find((p) => p.id === id);

beforeAll(async () => {
  t = await createTestApp({ context: { now: () => NOW } });
  const db = t.database.db;
  const alice = await createAthlete(db, { slug: 'alice-adams', firstName: 'Alice', lastName: 'Adams' });
  athleteSlug = alice.slug;
  const other = await createAthlete(db, { slug: 'olga-other' });
  const add = async (key: string, overrides: Parameters<typeof createService>[2] = {}) => {
    const row = await createService(db, alice, overrides);
    s[key] = row;
    return row.id;
  };
  const pub = await add('pub', { description: 'Footwork and first touch', minGrade: 6, maxGrade: 12 });
  const priv = await add('priv', { privacySetting: 'private' });
  const draft = await add('draft', { status: 'draft' });
  await add('unpublished', { status: 'unpublished' });
  const virtual = await add('virtual', {
    trainingType: 'virtual',
    connectionDetail: 'https://meet.example/secret-room',
    priceCents: 0,
    clientServiceFeeCents: 0,
    stripeFeeCents: 0,
  });
  const full = await add('full');
  const past = await add('past');
  const pkg = await add('pkg', {
    package: true,
    trainingType: 'group',
    maxSeats: 4,
    packageStart: '2026-11-26',
    packageEnd: '2026-12-10',
    sessionsCount: 3,
    bookAllSessionsHint: true,
  });
  const pkgFull = await add('pkgFull', {
    package: true,
    trainingType: 'group',
    maxSeats: 4,
    packageStart: '2026-11-27',
    packageEnd: '2026-12-04',
    sessionsCount: 2,
  });
  await add('pkgEnded', {
    package: true,
    packageStart: '2026-11-01',
    packageEnd: '2026-11-20',
    sessionsCount: 2,
  });
  const hidden = await add('hidden', { hiddenFromTrainerPage: true });
  s.otherPriv = await createService(db, other, { privacySetting: 'private' });

  const entry = async (
    key: string,
    serviceIds: number[],
    from: string,
    more: { seats?: number; freeSlot?: number } = {},
  ) => {
    e[key] = (await createCalendarEntry(db, { athleteId: alice.id, serviceIds, from: at(from), ...more })).id;
  };
  await entry('past', [pub, past], '2026-11-21T15:00:00Z');
  await entry('earlierToday', [pub], '2026-11-22T11:00:00Z');
  await entry('first', [pub, priv, draft], '2026-11-23T15:00:00Z');
  await entry('virtual', [virtual], '2026-11-24T00:30:00Z');
  await entry('full', [full, pub], '2026-11-24T15:00:00Z', { freeSlot: 0 });
  await entry('draftOnly', [draft], '2026-11-25T15:00:00Z');
  await entry('pkg1', [pkg], '2026-11-26T20:00:00Z', { seats: 4, freeSlot: 3 });
  await entry('pkgFull1', [pkgFull], '2026-11-27T20:00:00Z', { seats: 4, freeSlot: 0 });
  await entry('pkg2', [pkg], '2026-12-03T20:00:00Z', { seats: 4, freeSlot: 2 });
  await entry('pkgFull2', [pkgFull], '2026-12-04T20:00:00Z', { seats: 4, freeSlot: 2 });
  await entry('pkg3', [pkg], '2026-12-10T20:00:00Z', { seats: 4, freeSlot: 4 });
  await entry('hidden', [hidden], '2026-12-11T20:00:00Z');
  await entry('far', [pub], '2027-01-22T15:00:00Z');
});
afterAll(() => t.close());

describe('GET /v1/client/athletes/:slug', () => {
  it('shows published public trainings only, never drafts, unpublished or private ones', async () => {
    const a = await attributes();
    expect(a.first_name).toBe('Alice');
    const expected = ['pub', 'virtual', 'full', 'past', 'pkg', 'pkgFull', 'pkgEnded', 'hidden'];
    expect(a.provided_services.map((p) => p.id)).toEqual(expected.map((k) => s[k]?.id));
    expect(a.generated_slots.flatMap((g) => g.selected_trainings)).not.toContain(s.priv?.id);
  });

  it('shows a private training by its direct link (full slug or the part after the athlete slug)', async () => {
    const priv = s.priv;
    if (!priv) throw new Error('setup');
    for (const link of [priv.slug, priv.slug.slice(athleteSlug.length + 1)]) {
      const a = await attributes(`?provided_service=${encodeURIComponent(link)}`);
      expect(service(a, priv.id)?.privacy_setting, link).toBe('private');
      const first = a.generated_slots.find((g) => g.id === e.first);
      expect(first?.selected_trainings).toEqual([s.pub?.id, priv.id]);
      expect(a.included_trainings).toContain(priv.id);
    }
    // Another trainer's private link, or a draft's slug, reveals nothing here.
    const a = await attributes(`?provided_service=${s.otherPriv?.slug}`);
    expect(service(a, s.otherPriv?.id)).toBeUndefined();
    const withDraft = await attributes(`?provided_service=${s.draft?.slug}`);
    expect(service(withDraft, s.draft?.id)).toBeUndefined();
  });

  it('serializes a training with money in dollars and cents and no meeting details', async () => {
    const a = await attributes();
    expect(service(a, s.pub?.id)).toMatchObject({
      slug: s.pub?.slug,
      training_type: 'individual',
      privacy_setting: 'public',
      price: 50,
      price_cents: 5000,
      client_service_fee: 5,
      client_service_fee_cents: 500,
      stripe_fee: 1.65,
      stripe_fee_cents: 165,
      discription: 'Footwork and first touch',
      connection_detail: null,
      duration: 60,
      service_duration: '60 Mins',
      min_grade: 6,
      max_grade: 12,
      days: [0, 1, 2, 3, 4, 5, 6],
      status: 'published',
      package: false,
      // Upcoming seats: 1 (23rd) + 0 (24th, full) + 1 (January).
      available_spots: 2,
      slots: {
        next_slot: {
          id: e.first,
          booking_date: '2026-11-23',
          training_start_date_time: '2026-11-23T15:00:00.000Z',
        },
        last_slot: {
          id: e.far,
          booking_date: '2027-01-22',
          training_start_date_time: '2027-01-22T15:00:00.000Z',
        },
      },
      all_slots_booked: false,
      hidden_from_trainer_page: false,
    });
    expect(service(a, s.pub?.id)?.provided_service_locations).toEqual([
      expect.objectContaining({ location: 'Riverside Park Field 3', city_and_state: 'Lexington, KY' }),
    ]);
    const virtual = service(a, s.virtual?.id);
    expect(virtual).toMatchObject({ connection_detail: null, provided_service_locations: [], price: 0 });
    expect(JSON.stringify(a)).not.toContain('secret-room');
    expect(service(a, s.hidden?.id)?.hidden_from_trainer_page).toBe(true);
    expect(service(a, s.pkg?.id)?.book_all_sessions_hint).toBe(true);
  });

  it('counts package spots as the fullest session and flags a sold-out package', async () => {
    const a = await attributes();
    expect(service(a, s.pkg?.id)).toMatchObject({
      available_spots: 2,
      all_slots_booked: false,
      package_start: '2026-11-26',
      package_end: '2026-12-10',
      sessions_count: 3,
    });
    const pkgFull = service(a, s.pkgFull?.id);
    expect(pkgFull).toMatchObject({ available_spots: 0, all_slots_booked: true });
    if (!pkgFull) throw new Error('missing');
    expect(slotAvailabilityMessage(a.generated_slots, pkgFull, NOW)).toBe(PACKAGE_FULL_MESSAGE);
    expect(service(a, s.pkgEnded?.id)).toMatchObject({ available_spots: 0, all_slots_booked: true });
  });

  it('lists as included exactly the trainings with a bookable opening or a running package', async () => {
    const a = await attributes();
    expect([...a.included_trainings].sort((x, y) => x - y)).toEqual(
      [s.pub?.id, s.virtual?.id, s.pkg?.id, s.hidden?.id].sort((x = 0, y = 0) => x - y),
    );
    // The server's rule agrees with the web's bookableSlots on every single training.
    for (const p of a.provided_services.filter((x) => !x.package)) {
      const bookable = bookableSlots(a.generated_slots, p.id, NOW).length > 0;
      expect(a.included_trainings.includes(p.id), p.name).toBe(bookable);
    }
  });

  it('generates the next 60 days of slots: past and draft-only openings out, full ones in', async () => {
    const a = await attributes();
    expect(a.generated_slots.map((g) => g.id)).toEqual([
      e.first,
      e.virtual,
      // The full opening: its group's session is full, and the trainer is booked then for every
      // other training it offers (their own seats free): one entry each.
      e.full,
      e.full,
      // A package's slots are its sessions, and only while all of them can be held: the
      // fuller package (2 sessions promised, 1 free) has none.
      e.pkg1,
      e.pkg2,
      e.pkg3,
      e.hidden,
    ]);
    expect(a.generated_slots[0]).toEqual({
      id: e.first,
      booking_date: '2026-11-23',
      training_start_date_time: '2026-11-23T15:00:00.000Z',
      training_end_date_time: '2026-11-23T16:00:00.000Z',
      from_time: '2026-11-23T15:00:00.000Z',
      to_time: '2026-11-23T16:00:00.000Z',
      free_slot: 1,
      selected_trainings: [s.pub?.id],
    });
    const atFull = a.generated_slots.filter((g) => g.id === e.full);
    expect(
      atFull.map(({ free_slot, selected_trainings, trainer_busy }) => ({
        free_slot,
        selected_trainings,
        trainer_busy,
      })),
    ).toEqual([
      // Booked by another training: "Trainer booked", not "Full", on the booking page.
      { free_slot: 0, selected_trainings: [s.pub?.id], trainer_busy: true },
      { free_slot: 0, selected_trainings: [s.full?.id], trainer_busy: undefined },
    ]);
    expect(a.generated_slots.filter((g) => g.trainer_busy).map((g) => g.id)).toEqual([e.full]);

    const fullService = service(a, s.full?.id);
    if (!fullService) throw new Error('missing');
    expect(bookableSlots(a.generated_slots, fullService.id, NOW)).toEqual([]);
    expect(slotAvailabilityMessage(a.generated_slots, fullService, NOW)).toBe(SOLD_OUT_MESSAGE);
    expect(bookableSlots(a.generated_slots, s.pub?.id ?? 0, NOW).map((g) => g.id)).toEqual([e.first]);
    const pastService = service(a, s.past?.id);
    if (!pastService) throw new Error('missing');
    expect(slotAvailabilityMessage(a.generated_slots, pastService, NOW)).toBe(NO_SLOTS_MESSAGE);
  });

  it('reports the latest opening and the next availability', async () => {
    const a = await attributes();
    expect(a.latest_calendar_entry).toEqual({ booking_date: '2027-01-22' });
    expect(a.next_availability).toEqual({
      selected_trainings: [s.pub?.id],
      from_time: '2026-11-23T15:00:00.000Z',
      to_time: '2026-11-23T16:00:00.000Z',
    });
  });

  it('never shows a training once unpublished', async () => {
    const id = s.virtual?.id ?? 0;
    await t.database.db
      .update(providedServices)
      .set({ status: 'unpublished' })
      .where(eq(providedServices.id, id));
    try {
      const a = await attributes();
      expect(service(a, id)).toBeUndefined();
      expect(a.included_trainings).not.toContain(id);
      expect(a.generated_slots.find((g) => g.id === e.virtual)).toBeUndefined();
    } finally {
      await t.database.db
        .update(providedServices)
        .set({ status: 'published' })
        .where(eq(providedServices.id, id));
    }
  });

  it('answers 404 for an unknown trainer and 422 for oversized input', async () => {
    const missing = await show('', 'nobody-here');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ errors: ['Athlete not found'] });
    // Fastify's router refuses path parameters over 100 characters before validation.
    const longSlug = await show('', 'x'.repeat(101));
    expect(longSlug.statusCode).toBe(414);
    const longService = await show(`?provided_service=${'x'.repeat(201)}`);
    expect(longService.statusCode).toBe(422);
    expect(longService.json().errors[0]).toHaveProperty('provided_service');
  });

  it('shows a package whose last session is more than a year away, with all of its sessions', async () => {
    const db = t.database.db;
    const pat = await createAthlete(db, { slug: 'pat-long' });
    const long = await createService(db, pat, {
      package: true,
      trainingType: 'group',
      maxSeats: 4,
      packageStart: '2026-12-01',
      packageEnd: '2028-01-15',
      sessionsCount: 2,
    });
    const near = await createCalendarEntry(db, {
      athleteId: pat.id,
      serviceIds: [long.id],
      from: at('2026-12-01T20:00:00Z'),
      seats: 4,
      freeSlot: 4,
    });
    // Past the page's year of openings: read only because the package runs to then.
    const far = await createCalendarEntry(db, {
      athleteId: pat.id,
      serviceIds: [long.id],
      from: at('2028-01-10T20:00:00Z'),
      seats: 4,
      freeSlot: 4,
    });
    const res = await show('', 'pat-long');
    expect(res.statusCode).toBe(200);
    const a: AthleteDetailAttributes = res.json().data.attributes;
    expect(a.generated_slots.map((g) => g.id)).toEqual([near.id, far.id]);
    expect(a.included_trainings).toEqual([long.id]);
  });

  it('shows a trainer with nothing scheduled', async () => {
    const res = await show('', 'olga-other');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({
      provided_services: [],
      included_trainings: [],
      generated_slots: [],
      latest_calendar_entry: null,
      next_availability: null,
    });
  });
});
