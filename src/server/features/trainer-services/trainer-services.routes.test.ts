import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  calendarEntries,
  calendarEntryServices,
  providedServices,
  subscribedProvidedServices,
} from '../../db/schema';
import {
  book,
  bookingBody,
  createBookableService,
  createPlayer,
  createTrainer,
} from '../../testing/booking-factories';
import { createCalendarEntry, createService } from '../../testing/factories';
import { testAppForFile } from '../../testing/test-app';
import { PUBLIC_HAS_NO_LINK } from './trainer-services.service';

const clock = { now: new Date('2026-11-22T15:00:00Z') };
const t = testAppForFile({ context: { now: () => clock.now } });
const { send } = t;
const group = {
  name: 'Small-group finishing',
  training_type: 'group',
  price: 40,
  duration: 90,
  max_seats: 6,
  days: [6, 2],
  min_grade: 6,
  max_grade: 9,
  provided_service_locations: [
    { location: 'Field 3', address: '100 Riverside Dr', city: 'Lexington', state: 'KY' },
  ],
};

describe('creating and editing training options', () => {
  it('creates a draft with server-computed fees, its booking path and locations', async () => {
    const trainer = await createTrainer(t.database.db, clock.now);
    const res = await send('POST', '/v1/trainer/provided_services', trainer.headers, {
      provided_service: { ...group, client_service_fee: 0, stripe_fee: 0 },
    });
    expect(res.statusCode).toBe(201);
    const s = res.json().data.attributes;
    expect(s).toMatchObject({
      status: 'draft',
      privacy_setting: 'public',
      price_cents: 4000,
      client_service_fee_cents: 400,
      stripe_fee_cents: 132,
      total_cents: 4532,
      trainer_earnings_cents: 4000,
      days: [2, 6],
      slug: `${trainer.slug}-1`,
      path: `/${trainer.slug}/1`,
      slug_title: 'small-group-finishing',
    });
    expect(s.provided_service_locations).toEqual([
      expect.objectContaining({ location: 'Field 3', city_and_state: 'Lexington, KY' }),
    ]);
    // Drafts are not on the public page until published; published ones are.
    const page = () => t.get(`/v1/client/athletes/${trainer.slug}`);
    expect((await page()).json().data.attributes.provided_services).toHaveLength(0);
    const published = await send('PUT', `/v1/trainer/provided_services/${s.id}/publish`, trainer.headers);
    expect(published.json().data.attributes.status).toBe('published');
    expect((await page()).json().data.attributes.provided_services.map((p: { id: number }) => p.id)).toEqual([
      s.id,
    ]);
    await send('PUT', `/v1/trainer/provided_services/${s.id}/unpublish`, trainer.headers);
    expect((await page()).json().data.attributes.provided_services).toHaveLength(0);
  });

  it('gives a private training a link that counting cannot find, and a new one each time it is made private (ADR 0072)', async () => {
    const trainer = await createTrainer(t.database.db, clock.now);
    const create = (privacy: 'public' | 'private') =>
      send('POST', '/v1/trainer/provided_services', trainer.headers, {
        provided_service: { ...group, status: 'published', privacy_setting: privacy },
      });
    const open = (await create('public')).json().data.attributes;
    const hidden = (await create('private')).json().data.attributes;
    expect(open.slug).toBe(`${trainer.slug}-1`);
    expect(hidden.slug).toMatch(new RegExp(`^${trainer.slug}-2-[0-9a-f]{12}$`));
    expect(hidden.path).toBe(`/${trainer.slug}/${hidden.slug.slice(trainer.slug.length + 1)}`);

    const shown = async (link: string) =>
      (await t.get(`/v1/client/athletes/${trainer.slug}?provided_service=${link}`))
        .json()
        .data.attributes.provided_services.map((p: { id: number }) => p.id);
    // Counting finds the public one only; the link finds the private one.
    for (const n of ['1', '2', '3', `${trainer.slug}-2`]) expect(await shown(n)).toEqual([open.id]);
    expect(await shown(hidden.path.split('/')[2])).toEqual([open.id, hidden.id]);
    // The next training is numbered past the private one.
    expect((await create('public')).json().data.attributes.slug).toBe(`${trainer.slug}-3`);

    // Someone asked to be told of the public one's new openings.
    const notify = await t.post(
      '/v1/client/subscribed_provided_services',
      {},
      {
        subscribed_provided_service: {
          provided_service_id: open.id,
          name: 'Early Bird',
          email: 'early@example.test',
        },
      },
    );
    expect(notify.statusCode).toBe(201);
    const subscription = async () =>
      (
        await t.database.db
          .select({ disabledAt: subscribedProvidedServices.disabledAt })
          .from(subscribedProvidedServices)
          .where(eq(subscribedProvidedServices.email, 'early@example.test'))
      )[0];
    expect((await subscription())?.disabledAt).toBeNull();

    // Made private, the public one gets a fresh secret: its old, countable link opens nothing,
    // and those who asked to be told of its openings while it was public are told no more.
    const update = (id: number, privacy: 'public' | 'private') =>
      send('PUT', `/v1/trainer/provided_services/${id}`, trainer.headers, {
        provided_service: { privacy_setting: privacy },
      });
    const madePrivate = (await update(open.id, 'private')).json().data.attributes;
    expect(madePrivate.slug).toMatch(new RegExp(`^${trainer.slug}-1-[0-9a-f]{12}$`));
    expect(await shown('1')).not.toContain(open.id);
    expect((await subscription())?.disabledAt).toEqual(clock.now);
    // Made public again it keeps its link; made private once more, the link changes again.
    expect((await update(open.id, 'public')).json().data.attributes.slug).toBe(madePrivate.slug);
    const again = (await update(open.id, 'private')).json().data.attributes.slug;
    expect(again).toMatch(new RegExp(`^${trainer.slug}-1-[0-9a-f]{12}$`));
    expect(again).not.toBe(madePrivate.slug);
    // An edit that leaves privacy alone leaves the link alone.
    const renamed = await send('PUT', `/v1/trainer/provided_services/${hidden.id}`, trainer.headers, {
      provided_service: { name: 'Renamed' },
    });
    expect(renamed.json().data.attributes.slug).toBe(hidden.slug);
  });

  it('gives a private training a new link on request: the old one opens nothing, and a public one has none (ADR 0084)', async () => {
    const trainer = await createTrainer(t.database.db, clock.now);
    const other = await createTrainer(t.database.db, clock.now);
    const create = (privacy: 'public' | 'private') =>
      send('POST', '/v1/trainer/provided_services', trainer.headers, {
        provided_service: { ...group, status: 'published', privacy_setting: privacy },
      });
    const hidden = (await create('private')).json().data.attributes;
    const open = (await create('public')).json().data.attributes;
    const shown = async (link: string) =>
      (await t.get(`/v1/client/athletes/${trainer.slug}?provided_service=${link}`))
        .json()
        .data.attributes.provided_services.map((p: { id: number }) => p.id);
    const linkOf = (slug: string) => slug.slice(trainer.slug.length + 1);
    expect(await shown(linkOf(hidden.slug))).toContain(hidden.id);

    const renew = (id: number, headers = trainer.headers) =>
      send('POST', `/v1/trainer/provided_services/${id}/private_link`, headers);
    const renewed = await renew(hidden.id);
    expect(renewed.statusCode).toBe(200);
    const fresh = renewed.json().data.attributes;
    // Same number, another secret; the page of the trainings list and its path follow it.
    expect(fresh.slug).toMatch(new RegExp(`^${trainer.slug}-1-[0-9a-f]{12}$`));
    expect(fresh.slug).not.toBe(hidden.slug);
    expect(fresh.path).toBe(`/${trainer.slug}/${linkOf(fresh.slug)}`);
    expect(await shown(linkOf(hidden.slug))).not.toContain(hidden.id);
    expect(await shown(linkOf(fresh.slug))).toContain(hidden.id);
    // The trainer's own list gives the new one to copy.
    const listed = await send('GET', '/v1/trainer/provided_services', trainer.headers);
    const ownSlugs = listed.json().data.map((r: { attributes: { slug: string } }) => r.attributes.slug);
    expect(ownSlugs).toContain(fresh.slug);
    expect(ownSlugs).not.toContain(hidden.slug);

    // A public training has no secret link to replace; another trainer's training is not found.
    const refused = await renew(open.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors).toEqual([PUBLIC_HAS_NO_LINK]);
    expect((await renew(hidden.id, other.headers)).statusCode).toBe(404);
    expect(await shown(linkOf(fresh.slug))).toContain(hidden.id);
  });

  it('sets the two display flags the player pages read, and changes them later', async () => {
    const trainer = await createTrainer(t.database.db, clock.now);
    const res = await send('POST', '/v1/trainer/provided_services', trainer.headers, {
      provided_service: { ...group, status: 'published', hidden_from_trainer_page: true },
    });
    expect(res.statusCode).toBe(201);
    const s = res.json().data.attributes;
    expect(s).toMatchObject({ hidden_from_trainer_page: true, book_all_sessions_hint: false });
    const page = await t.get(`/v1/client/athletes/${trainer.slug}`);
    const listed = page.json().data.attributes.provided_services.find((p: { id: number }) => p.id === s.id);
    expect(listed).toMatchObject({ hidden_from_trainer_page: true, book_all_sessions_hint: false });
    const updated = await send('PUT', `/v1/trainer/provided_services/${s.id}`, trainer.headers, {
      provided_service: { hidden_from_trainer_page: false, book_all_sessions_hint: true },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.attributes).toMatchObject({
      hidden_from_trainer_page: false,
      book_all_sessions_hint: true,
    });
  });

  it('keeps a private published option off the trainer’s page but reachable by its direct link', async () => {
    const trainer = await createTrainer(t.database.db, clock.now);
    const res = await send('POST', '/v1/trainer/provided_services', trainer.headers, {
      provided_service: { ...group, privacy_setting: 'private', status: 'published' },
    });
    expect(res.statusCode).toBe(201);
    const { id, slug } = res.json().data.attributes;
    const shown = async (query: string) =>
      (await t.get(`/v1/client/athletes/${trainer.slug}${query}`))
        .json()
        .data.attributes.provided_services.map((p: { id: number }) => p.id);
    expect(await shown('')).toEqual([]);
    expect(await shown(`?provided_service=${slug}`)).toEqual([id]);
  });

  it('numbers slugs per trainer and lists only the trainer’s own options', async () => {
    const trainer = await createTrainer(t.database.db, clock.now);
    const other = await createTrainer(t.database.db, clock.now);
    await createService(t.database.db, other);
    for (const name of ['One', 'Two']) {
      await send('POST', '/v1/trainer/provided_services', trainer.headers, {
        provided_service: { ...group, name },
      });
    }
    const list = await send('GET', '/v1/trainer/provided_services', trainer.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((d: { attributes: { slug: string } }) => d.attributes.slug)).toEqual([
      `${trainer.slug}-2`,
      `${trainer.slug}-1`,
    ]);
    expect(list.json().pagy).toMatchObject({ count: 2, page: 1 });
  });

  it('applies the type rules: virtual needs connection details, packages their dates, individual one seat', async () => {
    const trainer = await createTrainer(t.database.db, clock.now);
    const bad = await send('POST', '/v1/trainer/provided_services', trainer.headers, {
      provided_service: {
        name: 'Film review',
        training_type: 'virtual',
        price: 25,
        duration: 45,
        package: true,
        package_start: '2027-01-10',
        package_end: '2027-01-03',
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([
      { connection_detail: "can't be blank for a virtual training" },
      { package_end: 'must not be before the start date' },
      { sessions_count: "can't be blank for a package" },
    ]);
    const solo = await send('POST', '/v1/trainer/provided_services', trainer.headers, {
      provided_service: { ...group, training_type: 'individual', max_seats: 3 },
    });
    expect(solo.json()).toEqual({ errors: [{ max_seats: 'must be 1 for an individual training' }] });
    const virtual = await send('POST', '/v1/trainer/provided_services', trainer.headers, {
      provided_service: { ...group, training_type: 'virtual', connection_detail: 'https://meet.example/abc' },
    });
    expect(virtual.statusCode).toBe(201);
    // Online: the places sent are not kept, and the meeting link is the trainer's to see here.
    expect(virtual.json().data.attributes).toMatchObject({
      provided_service_locations: [],
      connection_detail: 'https://meet.example/abc',
    });
    const typeErrors = await send('POST', '/v1/trainer/provided_services', trainer.headers, {
      provided_service: { name: '', training_type: 'yoga', price: -1, duration: 'long' },
    });
    expect(typeErrors.statusCode).toBe(422);
    expect(typeErrors.json().errors).toEqual(
      expect.arrayContaining([
        { training_type: 'is invalid' },
        { price: 'must be at least $0' },
        { duration: 'is invalid' },
      ]),
    );
    // Numbers out of range say their limit, never changed silently: a price in whole cents.
    const numbers = await send('POST', '/v1/trainer/provided_services', trainer.headers, {
      provided_service: {
        name: 'Numbers',
        training_type: 'group',
        price: 59.999,
        duration: 20.5,
        max_seats: 101,
      },
    });
    expect(numbers.statusCode).toBe(422);
    expect(numbers.json().errors).toEqual(
      expect.arrayContaining([
        { price: 'must be in whole cents' },
        { duration: 'must be a whole number' },
        { max_seats: 'must be at most 100' },
      ]),
    );
    const tooDear = await send('POST', '/v1/trainer/provided_services', trainer.headers, {
      provided_service: { name: 'Dear', training_type: 'group', price: 100_000_000, duration: 60 },
    });
    expect(tooDear.json().errors).toContainEqual({ price: 'must be at most $10,000' });
  });

  it('edits any subset: a new price recomputes the fees, a location list replaces the old one', async () => {
    const trainer = await createTrainer(t.database.db, clock.now);
    const created = await send('POST', '/v1/trainer/provided_services', trainer.headers, {
      provided_service: group,
    });
    const id = created.json().data.id;
    const res = await send('PUT', `/v1/trainer/provided_services/${id}`, trainer.headers, {
      provided_service: {
        price: 0,
        privacy_setting: 'private',
        provided_service_locations: [{ location: 'Gym B', address: '5 Main St' }],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({
      name: group.name,
      privacy_setting: 'private',
      price_cents: 0,
      client_service_fee_cents: 0,
      stripe_fee_cents: 0,
      total_cents: 0,
      provided_service_locations: [expect.objectContaining({ location: 'Gym B', city_and_state: null })],
    });
  });
});

describe('ownership of training options', () => {
  it('answers another trainer’s option with 404 on every id route and changes nothing', async () => {
    const owner = await createTrainer(t.database.db, clock.now);
    const intruder = await createTrainer(t.database.db, clock.now);
    const service = await createService(t.database.db, owner, { status: 'published' });
    const url = `/v1/trainer/provided_services/${service.id}`;
    const attempts = [
      send('GET', url, intruder.headers),
      send('PUT', url, intruder.headers, { provided_service: { name: 'Mine now', price: 1 } }),
      send('PUT', `${url}/publish`, intruder.headers),
      send('PUT', `${url}/unpublish`, intruder.headers),
      send('DELETE', url, intruder.headers),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: ['Training option not found'] });
    }
    const [row] = await t.database.db
      .select()
      .from(providedServices)
      .where(eq(providedServices.id, service.id));
    expect(row).toMatchObject({ name: service.name, priceCents: service.priceCents, status: 'published' });
  });

  it('answers a player’s token and no token with 401', async () => {
    const owner = await createTrainer(t.database.db, clock.now);
    const service = await createService(t.database.db, owner);
    const player = await createPlayer(t.database.db, clock.now);
    const url = `/v1/trainer/provided_services/${service.id}`;
    for (const headers of [player.headers, {}]) {
      for (const res of [
        await send('GET', '/v1/trainer/provided_services', headers),
        await send('POST', '/v1/trainer/provided_services', headers, { provided_service: group }),
        await send('GET', url, headers),
        await send('PUT', url, headers, { provided_service: { name: 'x' } }),
        await send('PUT', `${url}/publish`, headers),
        await send('DELETE', url, headers),
      ]) {
        expect(res.statusCode).toBe(401);
      }
    }
    const [row] = await t.database.db
      .select()
      .from(providedServices)
      .where(eq(providedServices.id, service.id));
    expect(row?.name).toBe(service.name);
  });
});

describe('deleting a training option', () => {
  it('deletes one never booked, and refuses one with bookings (409, unpublish instead)', async () => {
    const trainer = await createTrainer(t.database.db, clock.now);
    const spare = await createService(t.database.db, trainer);
    const kept = await createService(t.database.db, trainer);
    const at = (days: number) => new Date(clock.now.getTime() + days * 86_400_000);
    const alone = await createCalendarEntry(t.database.db, {
      athleteId: trainer.id,
      serviceIds: [spare.id],
      from: at(3),
    });
    const shared = await createCalendarEntry(t.database.db, {
      athleteId: trainer.id,
      serviceIds: [spare.id, kept.id],
      from: at(4),
    });
    expect(
      (await send('DELETE', `/v1/trainer/provided_services/${spare.id}`, trainer.headers)).statusCode,
    ).toBe(200);
    // An opening it alone was offered in goes with it; one offering another training stays, with that one.
    const left = await t.database.db
      .select({ id: calendarEntries.id })
      .from(calendarEntries)
      .where(inArray(calendarEntries.id, [alone.id, shared.id]));
    expect(left.map((r) => r.id)).toEqual([shared.id]);
    const offered = await t.database.db
      .select({ id: calendarEntryServices.providedServiceId })
      .from(calendarEntryServices)
      .where(eq(calendarEntryServices.calendarEntryId, shared.id));
    expect(offered.map((r) => r.id)).toEqual([kept.id]);
    expect((await send('GET', `/v1/trainer/provided_services/${spare.id}`, trainer.headers)).statusCode).toBe(
      404,
    );

    const { service, entry } = await createBookableService(t.database.db, clock.now, {
      trainer,
      service: { priceCents: 0, clientServiceFeeCents: 0, stripeFeeCents: 0 },
    });
    const player = await createPlayer(t.database.db, clock.now);
    expect((await book(t.app, player, bookingBody(service, entry))).statusCode).toBe(201);
    const refused = await send('DELETE', `/v1/trainer/provided_services/${service.id}`, trainer.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatch(/has bookings/);
    expect(
      (await send('GET', `/v1/trainer/provided_services/${service.id}`, trainer.headers)).statusCode,
    ).toBe(200);

    // The list says which may be deleted: the site offers Delete on those alone.
    const another = await createService(t.database.db, trainer);
    const list = (await send('GET', '/v1/trainer/provided_services', trainer.headers)).json().data;
    const booked = Object.fromEntries(
      list.map((s: { id: string; attributes: { booked: boolean } }) => [s.id, s.attributes.booked]),
    );
    expect(booked).toEqual({
      [String(service.id)]: true,
      [String(another.id)]: false,
      [String(kept.id)]: false,
    });
  });
});

describe('whether families can book a training (the list)', () => {
  it('says a package is bookable only once every session has an opening with a free seat, and a training once a time ahead has one', async () => {
    const trainer = await createTrainer(t.database.db, clock.now);
    const single = await createService(t.database.db, trainer, { status: 'published' });
    const pack = await createService(t.database.db, trainer, {
      status: 'published',
      package: true,
      packageStart: '2026-11-23',
      packageEnd: '2026-12-20',
      sessionsCount: 2,
    });
    const bookable = async () => {
      const res = await send('GET', '/v1/trainer/provided_services', trainer.headers);
      expect(res.statusCode).toBe(200);
      return Object.fromEntries(
        res
          .json()
          .data.map((d: { id: string; attributes: { bookable: boolean } }) => [d.id, d.attributes.bookable]),
      );
    };
    expect(await bookable()).toEqual({ [single.id]: false, [pack.id]: false });

    const day = (n: number) => new Date(Date.parse('2026-11-24T15:00:00Z') + n * 86_400_000);
    await createCalendarEntry(t.database.db, {
      athleteId: trainer.id,
      serviceIds: [single.id, pack.id],
      from: day(0),
    });
    // One of the package's two sessions: families would see it sold out.
    expect(await bookable()).toEqual({ [single.id]: true, [pack.id]: false });
    await createCalendarEntry(t.database.db, { athleteId: trainer.id, serviceIds: [pack.id], from: day(7) });
    expect(await bookable()).toEqual({ [single.id]: true, [pack.id]: true });
    // The trainer page agrees.
    const page = await t.app.inject({ method: 'GET', url: `/v1/client/athletes/${trainer.slug}` });
    const shown = page.json().data.attributes.provided_services.find((p: { id: number }) => p.id === pack.id);
    expect(shown.all_slots_booked).toBe(false);
  });
});

describe('a training made smaller or larger', () => {
  it('gives its sessions ahead the new size, never below the seats held, and says how many hold more', async () => {
    const trainer = await createTrainer(t.database.db, clock.now);
    const { service, entry } = await createBookableService(t.database.db, clock.now, {
      trainer,
      seats: 4,
      service: { status: 'published', priceCents: 0, clientServiceFeeCents: 0, stripeFeeCents: 0 },
    });
    for (let i = 0; i < 2; i += 1) {
      const player = await createPlayer(t.database.db, clock.now);
      expect((await book(t.app, player, bookingBody(service, entry))).statusCode).toBe(201);
    }
    const seatsLeft = async () => {
      const page = await t.app.inject({ method: 'GET', url: `/v1/client/athletes/${trainer.slug}` });
      return page.json().data.attributes.generated_slots[0]?.free_slot ?? 0;
    };
    expect(await seatsLeft()).toBe(2);
    const resize = (maxSeats: number) =>
      send('PUT', `/v1/trainer/provided_services/${service.id}`, trainer.headers, {
        provided_service: { max_seats: maxSeats },
      });

    // Smaller than the two held: they keep their seats, nobody else is sold one, and it says so.
    const smaller = await resize(1);
    expect(smaller.statusCode).toBe(200);
    expect(smaller.json().meta).toEqual({ sessions_over_size: 1 });
    expect(await seatsLeft()).toBe(0);
    const third = await createPlayer(t.database.db, clock.now);
    expect((await book(t.app, third, bookingBody(service, entry))).statusCode).toBe(409);

    // Three: one more seat, as the page says.
    const three = await resize(3);
    expect(three.json().meta).toEqual({ sessions_over_size: 0 });
    expect(await seatsLeft()).toBe(1);
    expect((await book(t.app, third, bookingBody(service, entry))).statusCode).toBe(201);
    const fourth = await createPlayer(t.database.db, clock.now);
    expect((await book(t.app, fourth, bookingBody(service, entry))).statusCode).toBe(409);
    // An edit that leaves the size alone says nothing of it.
    const renamed = await send('PUT', `/v1/trainer/provided_services/${service.id}`, trainer.headers, {
      provided_service: { name: 'Renamed' },
    });
    expect(renamed.json().meta).toEqual({ sessions_over_size: 0 });
  });
});
