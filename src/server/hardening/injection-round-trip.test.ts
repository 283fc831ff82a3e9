import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema';
import { book, bookingBody, createBookableService, createTrainer } from '../testing/booking-factories';
import { signInToken, signUpPayload } from '../testing/client-profile-factories';
import { createBooking } from '../testing/engagement-factories';
import { createCard, createSport } from '../testing/factories';
import { createTestApp, type TestApp } from '../testing/test-app';
import { rowCounts } from './table-counts';

// Markup and SQL in every free-text field a person fills in: stored and answered byte for byte
// as JSON strings (the web renders text, never HTML), and escaped in the emails built from them.
const XSS = '<script>alert("pwn")</script>';
const IMG = '"><img src=x onerror=alert(1)>';
const SQL = "Robert'); DROP TABLE clients;--";
const QUOTE = "' OR '1'='1";
// biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, literally.
const TEMPLATE = '{{7*7}} ${7*7} &amp; <b>bold</b>';
const RAW_MARKUP = [XSS, IMG, '<b>bold</b>'];

const NOW = new Date('2026-03-10T15:00:00Z');
let t: TestApp;
let sportId: number;
beforeAll(async () => {
  t = await createTestApp({ context: { now: () => NOW } });
  sportId = (await createSport(t.database.db, 'Soccer', ['Striker'])).id;
});
afterAll(() => t.close());

const json = (res: { headers: Record<string, unknown>; json(): unknown }) => {
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  return res.json();
};

async function expectEmailsEscaped(to: string) {
  const rows = (await t.database.db.select().from(emailOutbox)).filter((r) => r.toAddress === to);
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    for (const markup of RAW_MARKUP) expect(row.htmlBody).not.toContain(markup);
  }
  return rows;
}

describe('markup and SQL in text fields', () => {
  let token = '';
  const email = `xss.family.${Date.now()}@example.test`;

  it('sign-up keeps every text field as typed and the tables intact', async () => {
    const fields = {
      first_name: XSS,
      last_name: SQL,
      parent_first_name: IMG,
      parent_last_name: QUOTE,
      about: TEMPLATE,
      club: XSS,
      high_school: SQL,
      parent_street: IMG,
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/client/profiles',
      payload: { client: signUpPayload(sportId, { ...fields, email }) },
    });
    expect(res.statusCode, res.body).toBe(201);
    token = await signInToken(t.app, email, 'goal-scorer-2030');
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/client/profiles',
      headers: { 'auth-token': token },
    });
    expect(me.statusCode).toBe(200);
    expect(json(me)).toMatchObject({ data: { attributes: fields } });
    const counts = await rowCounts(t.database);
    expect(counts.clients).toBe(1);
  });

  it('profile update stores them as typed too', async () => {
    const fields = { first_name: QUOTE, city: XSS, about: `${SQL}\n${IMG}`, club: TEMPLATE };
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/client/profiles',
      headers: { 'auth-token': token },
      payload: { client: fields },
    });
    expect(res.statusCode, res.body).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/v1/client/profiles',
      headers: { 'auth-token': token },
    });
    expect(json(me)).toMatchObject({ data: { attributes: fields } });
  });

  it('the reset email greets the parent by that name: as typed in text, escaped in HTML', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/client/profiles/send_reset_password?email=${encodeURIComponent(email)}`,
    });
    expect(res.statusCode).toBe(200);
    const [reset] = await expectEmailsEscaped(email);
    expect(reset?.textBody).toContain(`Hi ${IMG},`);
    expect(reset?.htmlBody).toContain('Hi &#34;&#62;&#60;img src=x onerror=alert(1)&#62;,');
  });

  it('booking notes come back as typed to both sides; the emails escape them and the names', async () => {
    const trainer = await createTrainer(t.database.db, NOW);
    const { service, entry } = await createBookableService(t.database.db, NOW, { trainer, seats: 2 });
    const me = (
      await t.app.inject({ method: 'GET', url: '/v1/client/profiles', headers: { 'auth-token': token } })
    ).json();
    const card = await createCard(t.database.db, me.data.id);
    const notes = `${XSS} ${SQL} ${IMG}`;
    const res = await book(
      t.app,
      { headers: { 'auth-token': token } },
      bookingBody(service, entry, { card_id: card.id, notes }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data.id;
    const mine = await t.app.inject({
      method: 'GET',
      url: `/v1/client/bookings/${id}`,
      headers: { 'auth-token': token },
    });
    expect(json(mine)).toMatchObject({ data: { attributes: { notes } } });
    const requests = await t.app.inject({
      method: 'GET',
      url: '/v1/trainer/booking_requests',
      headers: trainer.headers,
    });
    expect(json(requests)).toMatchObject({
      data: [{ attributes: { notes, player: { first_name: QUOTE } } }],
    });
    const trainerNotes = `${XSS} bring cleats ${QUOTE}`;
    const accepted = await t.app.inject({
      method: 'PUT',
      url: `/v1/client/booking_requests/${id}/request_booking`,
      headers: trainer.headers,
      payload: { booking_request: { notes: trainerNotes } },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: `/v1/client/bookings/${id}`,
      headers: { 'auth-token': token },
    });
    expect(json(after)).toMatchObject({ data: { attributes: { notes, trainer_notes: trainerNotes } } });
    const mails = await expectEmailsEscaped(email);
    const acceptedMail = mails.find((m) => m.kind === 'booking_accepted');
    expect(acceptedMail?.htmlBody).toContain('&#60;script&#62;alert(&#34;pwn&#34;)&#60;/script&#62;');
    expect(acceptedMail?.textBody).toContain(trainerNotes);
  });

  it('a subscription name comes back as typed; its confirmation email escapes it', async () => {
    const trainer = await createTrainer(t.database.db, NOW);
    const { service } = await createBookableService(t.database.db, NOW, { trainer });
    const subscriber = `sub.${Date.now()}@example.test`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/client/subscribed_provided_services',
      payload: {
        subscribed_provided_service: { provided_service_id: service.id, name: XSS, email: subscriber },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res)).toMatchObject({ data: { attributes: { name: XSS, email: subscriber } } });
    await expectEmailsEscaped(subscriber);
  });

  it('a review comment comes back as typed', async () => {
    const trainer = await createTrainer(t.database.db, NOW);
    const { service } = await createBookableService(t.database.db, NOW, { trainer });
    const me = (
      await t.app.inject({ method: 'GET', url: '/v1/client/profiles', headers: { 'auth-token': token } })
    ).json();
    const booking = await createBooking(t.database.db, {
      clientId: me.data.id,
      athleteId: trainer.id,
      providedServiceId: service.id,
      status: 'completed',
    });
    const comment = `${IMG} ${SQL} ${TEMPLATE}`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/client/reviews',
      headers: { 'auth-token': token },
      payload: { review: { rating: 1, comment, booking_id: booking.id } },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(json(res)).toMatchObject({ data: { attributes: { comment } } });
    // The injected statements did nothing: every table is still there with its rows.
    const counts = await rowCounts(t.database);
    expect(counts.clients).toBe(1);
    expect(counts.bookings).toBe(2);
  });
});
