import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribedProvidedServices } from '../../db/schema';
import { tokenDigest } from '../../lib/app-secrets';
import { signInHeaders } from '../../testing/engagement-factories';
import { createAthlete, createClient, createService } from '../../testing/factories';
import { createTestApp, emailsTo, type TestApp, testAppForFile } from '../../testing/test-app';
import { SUBSCRIPTION_EMAILS_PER_WINDOW } from './subscriptions.service';

const NOW = new Date('2026-06-15T12:00:00Z');
const PUBLIC_URL = 'https://app.trainhub.test';
const url = '/v1/client/subscribed_provided_services';

const t = testAppForFile({ context: { now: () => NOW, publicUrl: PUBLIC_URL } });
let serviceId: number;
let draftServiceId: number;
let privateService: { id: number; slug: string };
let serviceName: string;
beforeAll(async () => {
  const athlete = await createAthlete(t.database.db, { firstName: 'Jordan' });
  const service = await createService(t.database.db, athlete, { name: 'Goalkeeper Clinic' });
  const draft = await createService(t.database.db, athlete, { status: 'draft' });
  serviceId = service.id;
  serviceName = service.name;
  draftServiceId = draft.id;
  privateService = await createService(t.database.db, athlete, { privacySetting: 'private' });
});

let n = 0;
const freshEmail = () => `notify${++n}@example.test`;

const subscribe = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.post(url, headers, { subscribed_provided_service: payload });

const rowsFor = (email: string) =>
  t.database.db.select().from(subscribedProvidedServices).where(eq(subscribedProvidedServices.email, email));

const mailTo = (email: string) => emailsTo(t.db(), email, 'subscription_confirmed');

describe('POST /v1/client/subscribed_provided_services', () => {
  it('subscribes a signed-out visitor (201) and emails a disable link carrying the token, not the id', async () => {
    const email = freshEmail();
    const res = await subscribe({
      provided_service_id: serviceId,
      name: 'Alex Parent',
      email,
      contact_number: '202.555.0123',
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.type).toBe('subscribed_provided_service');
    expect(data.attributes).toMatchObject({
      provided_service_id: serviceId,
      name: 'Alex Parent',
      email,
      contact_number: '+1 (202) 555-0123',
      disabled: false,
      disabled_at: null,
    });
    expect(res.body).not.toContain('unsubscribe');

    const [row] = await rowsFor(email);
    expect(row?.clientId).toBeNull();
    const mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    // The path segment is the whole token: the id with an HMAC of it.
    const segments = [...(mail?.textBody ?? '').matchAll(/\/disable_notifications\/([^\s"<]+)/g)].map(
      (m) => m[1],
    );
    expect(segments).toHaveLength(1);
    const token = segments[0] ?? '';
    expect(token).toMatch(new RegExp(`^${data.id}-[A-Za-z0-9_-]{43}$`));
    const link = `${PUBLIC_URL}/disable_notifications/${token}`;
    expect(mail?.textBody).toContain(link);
    expect(mail?.htmlBody).toContain(link);
    expect(mail?.textBody).toContain(serviceName);
    // Greeted by first name and signed as every other email is.
    expect(mail?.textBody).toMatch(/^Hi Alex,/);
    expect(mail?.textBody).toContain('The TrainHub team');
    // Nothing of the token is stored: what the column keeps is a digest of no link.
    expect(row?.unsubscribeToken).toMatch(/^[a-f0-9]{64}$/);
    expect(row?.unsubscribeToken).not.toBe(tokenDigest(token));
    expect(JSON.stringify(row)).not.toContain(token.split('-').slice(1).join('-'));
    expect(segments).not.toContain(String(data.id));
  });

  it('answers a repeat for the same email and training without a duplicate or a second email', async () => {
    const email = freshEmail();
    const first = await subscribe({ provided_service_id: serviceId, name: 'Alex Parent', email });
    const second = await subscribe({
      provided_service_id: String(serviceId),
      name: 'Alex P. Parent',
      email: `  ${email.toUpperCase()} `,
    });
    expect(second.statusCode).toBe(201);
    // Signed out, the caller may be a stranger: answered as a new subscription, not with the
    // existing one's id (which would say the email is subscribed).
    expect(second.json().data.id).not.toBe(first.json().data.id);
    expect(second.json().data.attributes.name).toBe('Alex P. Parent');
    const rows = await rowsFor(email);
    expect(rows).toHaveLength(1);
    // Signed out, nobody can tell the caller from a stranger: the row keeps its details.
    expect(rows[0]?.name).toBe('Alex Parent');
    expect(await mailTo(email)).toHaveLength(1);
  });

  it("never lets anyone but its owner change or read another person's subscription by its email", async () => {
    const owner = await createClient(t.database.db);
    const ownerHeaders = await signInHeaders(t.app, owner);
    const realDetails = { name: 'Real Parent', contact_number: '202-555-0101' };
    const mine = await subscribe(
      { provided_service_id: serviceId, email: owner.email, ...realDetails },
      ownerHeaders,
    );
    expect(mine.statusCode).toBe(201);
    const visitorEmail = freshEmail();
    const visitor = await subscribe({ provided_service_id: serviceId, email: visitorEmail, ...realDetails });
    expect(visitor.statusCode).toBe(201);

    const other = await createClient(t.database.db);
    const otherHeaders = await signInHeaders(t.app, other);
    const strangerDetails = { name: 'Mallory', contact_number: '(303) 555-0199' };
    for (const [email, headers] of [
      [owner.email, {}],
      [owner.email, otherHeaders],
      [visitorEmail, {}],
      [visitorEmail, otherHeaders],
    ] as const) {
      const res = await subscribe({ provided_service_id: serviceId, email, ...strangerDetails }, headers);
      expect(res.statusCode).toBe(201);
      // The answer looks like a success and shows only what the caller sent.
      expect(res.json().data.attributes).toMatchObject({
        name: 'Mallory',
        email,
        contact_number: '+1 (303) 555-0199',
        disabled: false,
      });
      expect(res.body).not.toContain('Real Parent');
      expect(res.body).not.toContain('555-0101');
      // Nor whether, or since when, the email is subscribed: a new id and this moment.
      const { id, created_at } = res.json().data.attributes;
      expect([mine, visitor].map((r) => r.json().data.attributes.id)).not.toContain(id);
      expect(Date.parse(created_at)).toBeGreaterThan(Date.parse(mine.json().data.attributes.created_at));
    }
    for (const email of [owner.email, visitorEmail]) {
      const rows = await rowsFor(email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ name: 'Real Parent', contactNumber: '+1 (202) 555-0101' });
      expect(await mailTo(email)).toHaveLength(1);
    }
    const [stillOwned] = await rowsFor(owner.email);
    expect(stillOwned?.clientId).toBe(owner.id);

    // The owner still updates their own.
    const update = await subscribe(
      { provided_service_id: serviceId, email: owner.email, name: 'Real P.', contact_number: '' },
      ownerHeaders,
    );
    expect(update.json().data.attributes).toMatchObject({ name: 'Real P.', contact_number: null });
    expect((await rowsFor(owner.email))[0]).toMatchObject({ name: 'Real P.', contactNumber: null });
  });

  it('caps the confirmation emails one address gets across trainings, except for its signed-in owner', async () => {
    const athlete = await createAthlete(t.database.db);
    const trainings = await Promise.all(
      Array.from({ length: SUBSCRIPTION_EMAILS_PER_WINDOW + 2 }, () => createService(t.database.db, athlete)),
    );
    const email = freshEmail();
    const statuses: number[] = [];
    for (const training of trainings.slice(0, -1)) {
      const res = await subscribe({ provided_service_id: training.id, name: 'A B', email });
      statuses.push(res.statusCode);
      if (res.statusCode === 429)
        expect(res.json()).toEqual({ errors: ['Too many requests, please try again later'] });
    }
    expect(statuses).toEqual([...Array(SUBSCRIPTION_EMAILS_PER_WINDOW).fill(201), 429]);
    expect(await rowsFor(email)).toHaveLength(SUBSCRIPTION_EMAILS_PER_WINDOW);
    expect(await mailTo(email)).toHaveLength(SUBSCRIPTION_EMAILS_PER_WINDOW);
    // Case and spaces do not make another address.
    const shouted = await subscribe({
      provided_service_id: trainings.at(-1)?.id,
      name: 'A B',
      email: ` ${email.toUpperCase()}`,
    });
    expect(shouted.statusCode).toBe(429);

    const owner = await createClient(t.database.db, { email });
    const headers = await signInHeaders(t.app, owner);
    const own = await subscribe({ provided_service_id: trainings.at(-1)?.id, name: 'A B', email }, headers);
    expect(own.statusCode).toBe(201);
    expect(await mailTo(email)).toHaveLength(SUBSCRIPTION_EMAILS_PER_WINDOW + 1);
  });

  it('keeps one subscription when the form is submitted several times at once', async () => {
    const email = freshEmail();
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        subscribe({ provided_service_id: serviceId, name: 'Double Click', email }),
      ),
    );
    expect(new Set(results.map((r) => r.statusCode))).toEqual(new Set([201]));
    expect(await rowsFor(email)).toHaveLength(1);
    expect(await mailTo(email)).toHaveLength(1);
  });

  it('links the subscription to the signed-in client, who then sees it in their list', async () => {
    const client = await createClient(t.database.db);
    const headers = await signInHeaders(t.app, client);
    const res = await subscribe(
      { provided_service_id: serviceId, name: `${client.firstName} Player`, email: client.email },
      headers,
    );
    expect(res.statusCode).toBe(201);
    const list = await t.get(url, headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((s: { id: string }) => s.id)).toEqual([res.json().data.id]);
    expect(list.json().pagy).toMatchObject({ page: 1, count: 1, next: null });
  });

  it('adopts an earlier signed-out subscription of the same email when the account subscribes again', async () => {
    const client = await createClient(t.database.db);
    const anonymous = await subscribe({ provided_service_id: serviceId, name: 'Pat', email: client.email });
    const headers = await signInHeaders(t.app, client);
    const again = await subscribe(
      { provided_service_id: serviceId, name: 'Pat', email: client.email },
      headers,
    );
    expect(again.json().data.id).toBe(anonymous.json().data.id);
    const list = await t.get(url, headers);
    expect(list.json().data).toHaveLength(1);
  });

  it('validates with the notification form messages', async () => {
    const cases: [Record<string, unknown>, unknown[]][] = [
      [
        { provided_service_id: serviceId, name: 'A B', email: 'not-an-email' },
        [{ email: 'Please enter valid email address.' }],
      ],
      [{ provided_service_id: serviceId, name: 'A B' }, [{ email: 'Please enter valid email address.' }]],
      [
        { provided_service_id: serviceId, name: '  ', email: freshEmail() },
        [{ name: 'Please enter your full name.' }],
      ],
      [{ provided_service_id: serviceId, email: freshEmail() }, [{ name: 'Please enter your full name.' }]],
      [
        { provided_service_id: serviceId, name: 'A B', email: freshEmail(), contact_number: '555-0123' },
        [{ contact_number: 'Sorry! Can not proceed with the provided contact number.' }],
      ],
      [
        {
          provided_service_id: serviceId,
          name: 'A B',
          email: freshEmail(),
          contact_number: '+44 20 7946 0958',
        },
        [{ contact_number: 'Sorry! Can not proceed with the provided contact number.' }],
      ],
      [{ name: 'A B', email: freshEmail() }, [{ provided_service_id: "can't be blank" }]],
    ];
    for (const [payload, errors] of cases) {
      const res = await subscribe(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json()).toEqual({ errors });
    }
    // An empty phone is no phone.
    const email = freshEmail();
    const ok = await subscribe({ provided_service_id: serviceId, name: 'A B', email, contact_number: '' });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.attributes.contact_number).toBeNull();
  });

  it('answers 404 for unknown or unpublished trainings and stores nothing', async () => {
    for (const id of [draftServiceId, 2_000_000_000]) {
      const email = freshEmail();
      const res = await subscribe({ provided_service_id: id, name: 'A B', email });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: ['Training not found'] });
      expect(await rowsFor(email)).toHaveLength(0);
      expect(await mailTo(email)).toHaveLength(0);
    }
  });

  it('subscribes to a private training only by its link: by id alone it is not found (ADR 0072)', async () => {
    const email = freshEmail();
    for (const link of [undefined, `${privateService.slug}x`]) {
      const res = await subscribe({
        provided_service_id: privateService.id,
        provided_service_slug: link,
        name: 'A B',
        email,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: ['Training not found'] });
    }
    expect(await rowsFor(email)).toHaveLength(0);
    expect(await mailTo(email)).toHaveLength(0);
    const linked = await subscribe({
      provided_service_id: privateService.id,
      provided_service_slug: privateService.slug,
      name: 'A B',
      email,
    });
    expect(linked.statusCode).toBe(201);
  });

  it('refuses a stale sign-in token instead of quietly subscribing signed out', async () => {
    const res = await subscribe(
      { provided_service_id: serviceId, name: 'A B', email: freshEmail() },
      { 'auth-token': 'no-longer-valid' },
    );
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: ['Client not authorized'] });
  });
});

describe('DELETE /v1/client/subscribed_provided_services/:id', () => {
  async function anonymousSubscription() {
    const email = freshEmail();
    const res = await subscribe({ provided_service_id: serviceId, name: 'A B', email });
    const [row] = await rowsFor(email);
    if (!row) throw new Error('no subscription stored');
    const [mail] = await mailTo(email);
    const token = /\/disable_notifications\/([^\s"<]+)/.exec(mail?.textBody ?? '')?.[1] ?? '';
    return { id: res.json().data.id as string, row: { ...row, unsubscribeToken: token } };
  }

  it('refuses a link whose HMAC is forged, and still honours a link sent before tokens were hashed', async () => {
    const { row } = await anonymousSubscription();
    const forged = await t.send('DELETE', `${url}/${row.id}-${'A'.repeat(43)}`, {});
    expect(forged.statusCode).toBe(404);
    const [still] = await t.database.db
      .select()
      .from(subscribedProvidedServices)
      .where(eq(subscribedProvidedServices.id, row.id));
    expect(still?.disabledAt).toBeNull();

    // Migration 0008 kept an old link's token as its digest: the old link still disables.
    const legacy = 'L3gacyRandomToken_sent-before-0008-abcdefg';
    await t.database.db
      .update(subscribedProvidedServices)
      .set({ unsubscribeToken: tokenDigest(legacy) })
      .where(eq(subscribedProvidedServices.id, row.id));
    const old = await t.send('DELETE', `${url}/${legacy}`, {});
    expect(old.statusCode).toBe(200);
    expect(old.json().data.attributes.disabled).toBe(true);
  });

  it('disables by the token from the email link without sign-in, and again (idempotent)', async () => {
    const { row } = await anonymousSubscription();
    const res = await t.send('DELETE', `${url}/${row.unsubscribeToken}`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ disabled: true, disabled_at: NOW.toISOString() });
    const again = await t.send('DELETE', `${url}/${row.unsubscribeToken}`, {});
    expect(again.statusCode).toBe(200);
    expect(again.json().data.attributes.disabled).toBe(true);

    // Subscribing again after disabling starts a new subscription with a new token.
    const resub = await subscribe({ provided_service_id: serviceId, name: 'A B', email: row.email });
    expect(resub.statusCode).toBe(201);
    expect(resub.json().data.id).not.toBe(String(row.id));
    expect(resub.json().data.attributes.disabled).toBe(false);
  });

  it('needs sign-in for a numeric id, and only the owner may use it', async () => {
    const { id } = await anonymousSubscription();
    const anon = await t.send('DELETE', `${url}/${id}`, {});
    expect(anon.statusCode).toBe(401);

    const owner = await createClient(t.database.db);
    const ownerHeaders = await signInHeaders(t.app, owner);
    const mine = await subscribe(
      { provided_service_id: serviceId, name: 'Me', email: owner.email },
      ownerHeaders,
    );
    const mineId = mine.json().data.id as string;

    const stranger = await createClient(t.database.db);
    const strangerHeaders = await signInHeaders(t.app, stranger);
    for (const target of [id, mineId]) {
      const res = await t.send('DELETE', `${url}/${target}`, strangerHeaders);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: ['Subscription not found'] });
    }
    const [stillOn] = await t.database.db
      .select()
      .from(subscribedProvidedServices)
      .where(eq(subscribedProvidedServices.id, Number(mineId)));
    expect(stillOn?.disabledAt).toBeNull();

    const res = await t.send('DELETE', `${url}/${mineId}`, ownerHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes.disabled).toBe(true);
    const list = await t.get(url, ownerHeaders);
    expect(list.json().data).toEqual([]);
  });

  it('answers 404 for unknown tokens and ids', async () => {
    for (const ref of ['A'.repeat(43), 'short', '99999999999', 'not%20a%20token']) {
      const res = await t.send('DELETE', `${url}/${ref}`, {});
      expect(res.statusCode, ref).toBe(404);
      expect(res.json()).toEqual({ errors: ['Subscription not found'] });
    }
  });
});

describe('POST /v1/client/subscribed_provided_services/:id/disable_link (ADR 0031)', () => {
  const SENT = {
    data: {
      message: 'If these notifications are on, we emailed a link to disable them to the address they go to.',
    },
  };
  const askForLink = (id: string, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url: `${url}/${id}/disable_link`,
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const linkMailsTo = (email: string) => emailsTo(t.db(), email, 'subscription_disable_link');

  it("emails the subscription's own address a link that disables it without sign-in", async () => {
    const email = freshEmail();
    const id = (await subscribe({ provided_service_id: serviceId, name: 'Sam Parent', email })).json().data
      .id as string;
    const res = await askForLink(id);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual(SENT);
    // Nothing is switched off by the bare id: only the emailed link does that.
    expect((await rowsFor(email))[0]?.disabledAt).toBeNull();

    const [mail] = await linkMailsTo(email);
    expect(mail?.subject).toBe(`Disable notifications about ${serviceName}`);
    const link = /https?:\/\/\S+\/disable_notifications\/(\S+)/.exec(mail?.textBody ?? '');
    expect(link?.[0]).toMatch(new RegExp(`^${PUBLIC_URL}/disable_notifications/${id}-[A-Za-z0-9_-]{43}$`));
    expect(mail?.htmlBody).toContain(`href="${link?.[0]}"`);
    const disabled = await t.send('DELETE', `${url}/${link?.[1]}`, {});
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data.attributes.disabled).toBe(true);
  });

  it('answers the same for an unknown or disabled subscription, and emails nobody', async () => {
    const email = freshEmail();
    const id = (await subscribe({ provided_service_id: serviceId, name: 'Pat Parent', email })).json().data
      .id as string;
    const [confirmation] = await mailTo(email);
    const token = /\/disable_notifications\/([^\s"<]+)/.exec(confirmation?.textBody ?? '')?.[1];
    expect((await t.send('DELETE', `${url}/${token}`, {})).statusCode).toBe(200);
    for (const ref of [id, '999999999']) {
      const res = await askForLink(ref);
      expect(res.statusCode, ref).toBe(202);
      expect(res.json()).toEqual(SENT);
    }
    expect(await linkMailsTo(email)).toEqual([]);
  });

  it('takes a numeric id only', async () => {
    for (const ref of ['abc', '12-xyz', '99999999999']) {
      const res = await askForLink(ref);
      expect(res.statusCode, ref).toBe(422);
      expect(res.json()).toEqual({ errors: [{ id: 'is invalid' }] });
    }
  });
});

describe('GET /v1/client/subscribed_provided_services', () => {
  it('needs a signed-in client', async () => {
    const res = await t.get(url);
    expect(res.statusCode).toBe(401);
  });
});

describe('throttling per caller address', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ rateLimits: true });
  });
  afterAll(() => limited.close());

  it('answers 429 to one address subscribing too often, whatever the emails, and not to others', async () => {
    const athlete = await createAthlete(limited.database.db);
    const training = await createService(limited.database.db, athlete);
    const post = (email: string, remoteAddress: string) =>
      limited.app.inject({
        method: 'POST',
        url,
        remoteAddress,
        payload: { subscribed_provided_service: { provided_service_id: training.id, name: 'A B', email } },
      });
    // Each call to a new email: only the address's own limit can refuse them.
    const statuses: number[] = [];
    while (statuses.length < 100 && statuses.at(-1) !== 429) {
      statuses.push((await post(freshEmail(), '203.0.113.40')).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.length).toBeGreaterThan(SUBSCRIPTION_EMAILS_PER_WINDOW);
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);
    expect((await post(freshEmail(), '198.51.100.41')).statusCode).toBe(201);
  });

  it("sends one subscription's disable link a few times an hour, whoever asks", async () => {
    const athlete = await createAthlete(limited.database.db);
    const training = await createService(limited.database.db, athlete);
    const email = freshEmail();
    const made = await limited.app.inject({
      method: 'POST',
      url,
      payload: { subscribed_provided_service: { provided_service_id: training.id, name: 'A B', email } },
    });
    const id = made.json().data.id as string;
    const ask = (remoteAddress: string) =>
      limited.app.inject({ method: 'POST', url: `${url}/${id}/disable_link`, remoteAddress });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await ask(`198.51.100.${60 + i}`)).statusCode);
    expect(statuses).toEqual([202, 202, 202, 429]);
    const links = await emailsTo(limited.database.db, email, 'subscription_disable_link');
    expect(links).toHaveLength(3);
  });
});
