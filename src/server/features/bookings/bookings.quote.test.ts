// What the checkout showed is what is booked (ADR 0061): a booking carrying its quote (the total
// for one spot and each session's times) is refused with 409 when the server would now book
// other terms — the trainer changed the price or the length while the family was paying, or a
// package's sessions moved on — and nothing is booked or held. Without a quote (SPEC's body),
// the server's terms are booked as before.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TERMS_CHANGED_MESSAGE } from '../../../shared/api/bookings';
import { providedServices } from '../../db/schema';
import { listLedger } from '../../integrations/payments/sandbox-ledger';
import { bookingBody, bookingsOf, bookingTestApp } from '../../testing/booking-factories';
import { createCalendarEntry, createService } from '../../testing/factories';

const t = bookingTestApp(new Date('2026-03-10T15:00:00Z'));
const { db, now: NOW } = t;
const HOUR = 3600_000;

/** The default test training's total for one spot: $50 + $5 + $1.65. */
const TOTAL_CENTS = 5665;

const quoteOf = (totalCents: number, sessions: { fromTime: Date; toTime: Date }[]) => ({
  total_cents: totalCents,
  sessions: sessions.map((s) => ({ from_time: s.fromTime.toISOString(), to_time: s.toTime.toISOString() })),
});

async function quotedBooking(change?: Partial<typeof providedServices.$inferInsert>) {
  const { service, entry, player, card } = await t.parties({ hoursAhead: 72 });
  const body = bookingBody(service, entry, { card_id: card.id });
  const quoted = { ...body, booking: { ...body.booking, quote: quoteOf(TOTAL_CENTS, [entry]) } };
  if (change) await db().update(providedServices).set(change).where(eq(providedServices.id, service.id));
  const ledgerBefore = (await listLedger(db())).length;
  const res = await t.book(player, quoted);
  return { res, player, ledgerBefore };
}

describe('POST /v1/client/bookings with the quote the checkout showed', () => {
  it('books when the quote is what the server would book', async () => {
    const { res } = await quotedBooking();
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes.amount_cents).toBe(TOTAL_CENTS);
  });

  it('refuses a booking whose price the trainer changed meanwhile, holding nothing', async () => {
    const { res, player, ledgerBefore } = await quotedBooking({ priceCents: 6000 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errors: [TERMS_CHANGED_MESSAGE] });
    expect(await bookingsOf(db(), player.id)).toHaveLength(0);
    // No card hold was placed: the sandbox's ledger is as it was.
    expect(await listLedger(db())).toHaveLength(ledgerBefore);
  });

  it('refuses a booking whose length the trainer changed meanwhile', async () => {
    // A three-hour opening: the longer training still fits it, at the same start.
    const { service, trainer } = await t.bookableService({ hoursAhead: 200 });
    const entry = await createCalendarEntry(db(), {
      athleteId: trainer.id,
      serviceIds: [service.id],
      from: new Date(NOW.getTime() + 120 * HOUR),
      minutes: 180,
    });
    const { player, card } = await t.playerWithCard();
    const slot = { fromTime: entry.fromTime, toTime: new Date(entry.fromTime.getTime() + HOUR) };
    const body = bookingBody(service, { ...slot, bookingDate: entry.bookingDate }, { card_id: card.id });
    await db()
      .update(providedServices)
      .set({ durationMinutes: 90 })
      .where(eq(providedServices.id, service.id));
    const res = await t.book(player, {
      ...body,
      booking: { ...body.booking, quote: quoteOf(TOTAL_CENTS, [slot]) },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ errors: [TERMS_CHANGED_MESSAGE] });
    expect(await bookingsOf(db(), player.id)).toHaveLength(0);
  });

  it('books the server’s terms when no quote is sent (the spec’s body)', async () => {
    const { service, entry, player, card } = await t.parties({ hoursAhead: 96 });
    await db().update(providedServices).set({ priceCents: 6000 }).where(eq(providedServices.id, service.id));
    const res = await t.book(player, bookingBody(service, entry, { card_id: card.id }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.attributes.amount_cents).toBe(6000 + 500 + 165);
  });

  it("refuses a package whose sessions are no longer the ones shown (a second tab's booking)", async () => {
    const trainer = await t.trainer();
    const service = await createService(db(), trainer, {
      package: true,
      packageStart: '2026-03-01',
      packageEnd: '2026-04-30',
      sessionsCount: 2,
      maxSeats: 1,
    });
    // Two openings a day for a week: the package takes the first two it can seat.
    const entries = [];
    for (let day = 2; day < 9; day++) {
      for (const hour of [0, 1]) {
        entries.push(
          await createCalendarEntry(db(), {
            athleteId: trainer.id,
            serviceIds: [service.id],
            from: new Date(NOW.getTime() + day * 24 * HOUR + hour * HOUR),
          }),
        );
      }
    }
    const shown = await t.get(`/v1/client/athletes/${trainer.slug}`, {});
    const sessions = shown
      .json()
      .data.attributes.provided_services.find((s: { id: number }) => s.id === service.id).package_sessions;
    expect(sessions).toHaveLength(2);
    const { player, card } = await t.playerWithCard();
    const body = {
      booking: {
        provided_service_id: service.id,
        quote: {
          total_cents: TOTAL_CENTS,
          sessions: sessions.map(
            (s: { training_start_date_time: string; training_end_date_time: string }) => ({
              from_time: s.training_start_date_time,
              to_time: s.training_end_date_time,
            }),
          ),
        },
      },
      card_id: card.id,
    };
    // The first tab books the sessions shown; the second, sent with the same page, is refused
    // instead of booking later sessions it never showed.
    const first = await t.book(player, body);
    expect(first.statusCode).toBe(201);
    const second = await t.book(player, body);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ errors: [TERMS_CHANGED_MESSAGE] });
    expect(await bookingsOf(db(), player.id)).toHaveLength(1);
  });
});
