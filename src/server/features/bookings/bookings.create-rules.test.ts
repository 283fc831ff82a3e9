import { describe, expect, it } from 'vitest';
import { GENDER_MISMATCH_MESSAGE } from '../../../shared/domain/eligibility';
import {
  bookingBody,
  bookingsOf,
  bookingTestApp,
  entriesOf,
  freeSlotOf,
} from '../../testing/booking-factories';
import { createCalendarEntry, createService } from '../../testing/factories';

const t = bookingTestApp(new Date('2026-03-10T15:00:00Z'));
const { db, now: NOW } = t;

describe('POST /v1/client/bookings: eligibility and place', () => {
  it('refuses a player outside the grade range with the exact dialog message', async () => {
    const { service, entry, player, card } = await t.parties({
      service: { minGrade: 4, maxGrade: 6 },
      player: { passingYear: 2029 },
    });
    const res = await t.book(player, bookingBody(service, entry, { card_id: card.id }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: [
        {
          grade:
            'You are a 9th (2029) and this training is only open to 4th - 6th. To complete booking you can change your grad year in your profile settings.',
        },
      ],
    });
    expect(await freeSlotOf(db(), entry.id)).toBe(1);
  });

  it('refuses a training that is not for the player’s gender', async () => {
    const { service, entry, player, card } = await t.parties({
      service: { gender: 'female' },
      player: { gender: 1 },
    });
    const res = await t.book(player, bookingBody(service, entry, { card_id: card.id }));
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: [{ gender: GENDER_MISMATCH_MESSAGE }] });
  });

  it('takes the place from the training: one of its locations, or asks when there are several', async () => {
    const locations = [
      { location: 'North Field', address: '1 North Rd' },
      { location: 'South Gym', address: '2 South St' },
    ];
    const { service, entry } = await t.bookableService({
      seats: 3,
      service: { locations, priceCents: 0, clientServiceFeeCents: 0, stripeFeeCents: 0 },
    });
    const player = await t.player();
    const none = await t.book(player, bookingBody(service, entry));
    expect(none.statusCode).toBe(422);
    expect(none.json()).toEqual({ errors: [{ location: 'Please select a training location' }] });
    const made_up = await t.book(player, bookingBody(service, entry, { location: 'My backyard' }));
    expect(made_up.statusCode).toBe(422);
    expect(made_up.json()).toEqual({ errors: [{ location: 'is not offered for this training' }] });
    const chosen = await t.book(player, bookingBody(service, entry, { location: 'South Gym' }));
    expect(chosen.statusCode).toBe(201);
    // The booking keeps the place's city and state: every page and email of it says where to go.
    expect(chosen.json().data.attributes).toMatchObject({
      location: 'South Gym',
      address: '2 South St, Lexington, KY',
    });
    // Chosen by its street, as the booking page lists it, or by the full address a booking shows.
    for (const address of ['1 North Rd', '1 North Rd, Lexington, KY']) {
      const other = await t.player();
      const res = await t.book(other, bookingBody(service, entry, { location: 'North Field', address }));
      expect(res.statusCode, address).toBe(201);
      expect(res.json().data.attributes.address).toBe('1 North Rd, Lexington, KY');
    }
  });

  it('keeps no place for a virtual training, and keeps its connection details until accepted', async () => {
    const { service, entry } = await t.bookableService({
      service: {
        trainingType: 'virtual',
        connectionDetail: 'https://meet.example/abc',
        priceCents: 0,
        clientServiceFeeCents: 0,
        stripeFeeCents: 0,
      },
    });
    const player = await t.player();
    const res = await t.book(player, bookingBody(service, entry, { location: 'Anywhere' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes).toMatchObject({ location: null, address: null });
    // A pending request does not get the meeting link yet (ADR 0030).
    expect(res.json().data.attributes.provided_service.connection_detail).toBeNull();
  });
});

describe('POST /v1/client/bookings: packages', () => {
  async function packageWithSessions(seats: number[]) {
    const trainer = await t.trainer();
    const service = await createService(db(), trainer, {
      package: true,
      packageStart: '2026-03-01',
      packageEnd: '2026-04-30',
      sessionsCount: seats.length,
      priceCents: 20000,
      clientServiceFeeCents: 1000,
      stripeFeeCents: 630,
    });
    // One session already past: a package books only what is still ahead.
    await createCalendarEntry(db(), {
      athleteId: trainer.id,
      serviceIds: [service.id],
      from: new Date(NOW.getTime() - 24 * 3600_000),
    });
    const entries = [];
    for (const [i, free] of seats.entries()) {
      entries.push(
        await createCalendarEntry(db(), {
          athleteId: trainer.id,
          serviceIds: [service.id],
          from: new Date(NOW.getTime() + (i + 1) * 7 * 24 * 3600_000),
          seats: 2,
          freeSlot: free,
        }),
      );
    }
    return { service, entries };
  }

  it('books every upcoming session of the package for the package price', async () => {
    const { service, entries } = await packageWithSessions([2, 2, 2]);
    const { player, card } = await t.playerWithCard();
    const res = await t.book(player, { booking: { provided_service_id: service.id }, card_id: card.id });
    expect(res.statusCode).toBe(201);
    const attributes = res.json().data.attributes;
    expect(attributes).toMatchObject({
      package: true,
      sessions_count: 3,
      amount_cents: 21630,
      training_start_date_time: entries[0]?.fromTime.toISOString(),
    });
    expect(attributes.sessions.map((s: { starts_at: string }) => s.starts_at)).toEqual(
      entries.map((e) => e.fromTime.toISOString()),
    );
    expect(await entriesOf(db(), Number(res.json().data.id))).toHaveLength(3);
    for (const e of entries) expect(await freeSlotOf(db(), e.id)).toBe(1);
  });

  it('books nothing when one session is full', async () => {
    const { service, entries } = await packageWithSessions([2, 0, 2]);
    const { player, card } = await t.playerWithCard();
    const res = await t.book(player, { booking: { provided_service_id: service.id }, card_id: card.id });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errors: ['This training has no more spots available'] });
    expect(await bookingsOf(db(), player.id)).toHaveLength(0);
    expect(await freeSlotOf(db(), entries[0]?.id ?? 0)).toBe(2);
  });
});
