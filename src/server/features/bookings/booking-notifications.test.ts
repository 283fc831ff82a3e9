import { describe, expect, it } from 'vitest';
import type { Mailer } from '../../integrations/email/mailer';
import { listLedger } from '../../integrations/payments/sandbox-ledger';
import {
  book,
  bookingBody,
  bookingsOf,
  createBookableService,
  createBookingParties,
  createPlayer,
  createTrainer,
} from '../../testing/booking-factories';
import { createCard } from '../../testing/factories';
import { createTestApp, emailsTo, testAppForFile } from '../../testing/test-app';

// 2026-03-10 15:00 UTC; the training is 48 hours later: 03-12-2026 11:00 AM in New York (EDT).
const NOW = new Date('2026-03-10T15:00:00Z');
const PUBLIC_URL = 'https://app.trainhub.test';
const t = testAppForFile({ context: { now: () => NOW, publicUrl: PUBLIC_URL } });
const { db, put } = t;

const mailTo = (email: string) => emailsTo(db(), email);

async function paidBooking(playerOverrides: Parameters<typeof createPlayer>[2] = {}) {
  const { trainer, service, entry, player, card } = await createBookingParties(db(), NOW, {
    trainer: await createTrainer(db(), NOW, { firstName: 'Jordan', lastName: 'Lee' }),
    seats: 2,
    service: { name: 'Speed & Agility' },
    player: { parentFirstName: 'Sam', ...playerOverrides },
  });
  const body = bookingBody(service, entry, { card_id: card.id });
  const res = await book(t.app, player, body, { 'idempotency-key': `k-${player.id}` });
  expect(res.statusCode).toBe(201);
  return { id: Number(res.json().data.id), player, trainer, service, entry, body };
}

describe('emails sent by booking moves', () => {
  it('emails the account holder once when a request is made, with its details; a retry sends no second one', async () => {
    const { id, player, body } = await paidBooking();
    const retry = await book(t.app, player, body, { 'idempotency-key': `k-${player.id}` });
    expect(retry.statusCode).toBe(200);
    const mails = await mailTo(player.email);
    expect(mails.map((m) => m.kind)).toEqual(['booking_requested']);
    const [mail] = mails;
    expect(mail?.subject).toBe('Booking request sent: Speed & Agility');
    expect(mail?.textBody).toContain('Hi Sam,');
    expect(mail?.textBody).toContain('was sent to the trainer');
    expect(mail?.textBody).toContain('Trainer: Jordan Lee');
    expect(mail?.textBody).toContain('Date: Thu 03-12-2026');
    expect(mail?.textBody).toContain('Time: 11:00 AM - 12:00 PM EDT');
    expect(mail?.textBody).toContain('Location: Riverside Park Field 3, 100 Riverside Dr, Lexington, KY');
    expect(mail?.textBody).toContain('Amount: $56.65');
    expect(mail?.htmlBody).toContain(`href="${PUBLIC_URL}/bookings/${id}"`);
    expect(mail?.htmlBody).toContain('Speed &#38; Agility');
  });

  it("shows the time in the player's own time zone", async () => {
    const { player } = await paidBooking({ timeZone: 'America/Los_Angeles' });
    const [mail] = await mailTo(player.email);
    expect(mail?.textBody).toContain('Time: 8:00 AM - 9:00 AM PDT');
  });

  it('says a free training is free', async () => {
    const { service, entry } = await createBookableService(db(), NOW, {
      service: { priceCents: 0, clientServiceFeeCents: 0, stripeFeeCents: 0, name: 'Free Clinic' },
    });
    const player = await createPlayer(db(), NOW);
    const res = await book(t.app, player, bookingBody(service, entry));
    expect(res.statusCode).toBe(201);
    const [mail] = await mailTo(player.email);
    expect(mail?.kind).toBe('booking_requested');
    expect(mail?.textBody).toContain('Hi Booker');
    expect(mail?.textBody).toContain('This training is free: nothing will be charged.');
  });

  it('emails the acceptance with the charge and the trainer note', async () => {
    const { id, player, trainer } = await paidBooking();
    const res = await put(`/v1/client/booking_requests/${id}/request_booking`, trainer.headers, {
      booking_request: { notes: 'Bring cleats' },
    });
    expect(res.statusCode).toBe(200);
    const mails = await mailTo(player.email);
    expect(mails.map((m) => m.kind)).toEqual(['booking_requested', 'booking_accepted']);
    expect(mails[1]?.textBody).toContain('Jordan accepted your booking request.');
    expect(mails[1]?.textBody).toContain('Your card was charged $56.65.');
    expect(mails[1]?.textBody).toContain('Note from Jordan: "Bring cleats"');
  });

  it('emails the rejection, hold released', async () => {
    const { id, player, trainer } = await paidBooking();
    const res = await put(`/v1/client/booking_requests/${id}/reject`, trainer.headers);
    expect(res.statusCode).toBe(200);
    const mails = await mailTo(player.email);
    expect(mails.map((m) => m.kind)).toEqual(['booking_requested', 'booking_rejected']);
    expect(mails[1]?.textBody).toContain('The hold on your card was released: you were not charged.');
    expect(mails[1]?.textBody).toContain(`${PUBLIC_URL}/${trainer.slug}`);
  });

  it("emails the trainer's cancellation request, then the approved cancellation with the refund", async () => {
    const { id, player, trainer } = await paidBooking();
    await put(`/v1/client/booking_requests/${id}/request_booking`, trainer.headers);
    await put(`/v1/client/booking_requests/${id}/request_cancellation`, trainer.headers);
    const cancel = await put(`/v1/client/bookings/${id}`, player.headers);
    expect(cancel.statusCode).toBe(200);
    const mails = await mailTo(player.email);
    expect(mails.map((m) => m.kind)).toEqual([
      'booking_requested',
      'booking_accepted',
      'booking_cancellation_requested',
      'booking_cancelled',
    ]);
    expect(mails[2]?.textBody).toContain('Jordan asked to cancel this training.');
    expect(mails[3]?.textBody).toContain("You approved Jordan's request to cancel Speed & Agility");
    expect(mails[3]?.textBody).toContain('Your payment of $56.65 will be refunded to your card.');
  });

  it('sends nothing for a refused move', async () => {
    const { id, player } = await paidBooking();
    // Keep is for a booking the trainer asked to cancel: a pending request has nothing to keep.
    const refused = await put(`/v1/client/bookings/${id}`, player.headers, {
      booking: { status: 'accepted' },
    });
    expect(refused.statusCode).toBe(422);
    expect((await mailTo(player.email)).map((m) => m.kind)).toEqual(['booking_requested']);
  });
});

describe('when the email cannot be written', () => {
  it('the booking is not made either, and its card hold is voided: the two commit together', async () => {
    const failing: Mailer = {
      async queue() {
        throw new Error('mail store unavailable');
      },
      async queueAll() {
        throw new Error('mail store unavailable');
      },
      async deliver() {},
      async send() {
        throw new Error('mail store unavailable');
      },
    };
    const broken = await createTestApp({
      context: { now: () => NOW, publicUrl: PUBLIC_URL, mailer: failing },
    });
    try {
      const bdb = broken.database.db;
      const trainer = await createTrainer(bdb, NOW);
      const { service, entry } = await createBookableService(bdb, NOW, { trainer });
      const player = await createPlayer(bdb, NOW);
      const card = await createCard(bdb, player.id);
      const res = await book(broken.app, player, bookingBody(service, entry, { card_id: card.id }));
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
      expect(res.json().errors).toBeDefined();
      expect(await bookingsOf(bdb, player.id)).toHaveLength(0);
      const ledger = await listLedger(bdb);
      const holds = ledger.filter((e) => e.kind === 'authorization' && e.status === 'succeeded');
      const voids = ledger.filter((e) => e.kind === 'void');
      expect(holds).toHaveLength(1);
      expect(voids.map((v) => v.reference)).toEqual(holds.map((h) => h.id));
    } finally {
      await broken.close();
    }
  });
});
