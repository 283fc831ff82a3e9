import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cards, clients, sandboxPaymentMethods } from '../../db/schema';
import { signInHeaders } from '../../testing/engagement-factories';
import { createCard, createClient } from '../../testing/factories';
import { testAppAt } from '../../testing/test-app';

const t = testAppAt(new Date('2026-06-15T12:00:00Z'));

async function signedInClient() {
  const client = await createClient(t.database.db);
  return { client, headers: await signInHeaders(t.app, client) };
}

async function token(number = '4242424242424242', exp = { exp_month: 11, exp_year: 2031 }) {
  const res = await t.post(
    '/v1/payments/sandbox/tokens',
    {},
    { card: { number, ...exp, cvc: '123', name: 'Sam Player' } },
  );
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

type CardJson = {
  id: string;
  attributes: { id: number; last4: string; is_default: boolean; stripe_id: string };
};

async function listCards(headers: Record<string, string>): Promise<CardJson[]> {
  const res = await t.get('/v1/client/cards', headers);
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const save = (headers: Record<string, string>, payload: object) =>
  t.post('/v1/client/cards', headers, payload);

describe('POST /v1/client/cards', () => {
  it('saves a tokenised card; the first one becomes the default and the client gets a customer', async () => {
    const { client, headers } = await signedInClient();
    const res = await save(headers, { token: await token() });
    expect(res.statusCode).toBe(201);
    const card = res.json().data;
    expect(card.type).toBe('card');
    expect(card.attributes).toMatchObject({
      brand: 'visa',
      last4: '4242',
      exp_month: 11,
      exp_year: 2031,
      is_default: true,
    });
    expect(card.attributes.stripe_id).toMatch(/^card_sandbox_/);
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row?.paymentCustomerId).toMatch(/^cus_sandbox_/);

    const second = await save(headers, { card: { token: await token('5555555555554444') } });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.attributes).toMatchObject({
      brand: 'mastercard',
      last4: '4444',
      is_default: false,
    });
    // The customer stays the same one.
    const [again] = await t.database.db.select().from(clients).where(eq(clients.id, client.id));
    expect(again?.paymentCustomerId).toBe(row?.paymentCustomerId);
  });

  it('gives one default and one customer when the first cards are saved at the same time', async () => {
    const { client, headers } = await signedInClient();
    const tokens = await Promise.all([token(), token('5555555555554444'), token('6011111111111117')]);
    const results = await Promise.all(tokens.map((tok) => save(headers, { token: tok })));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    const list = await listCards(headers);
    expect(list.filter((c) => c.attributes.is_default)).toHaveLength(1);
    const [row] = await t.database.db.select().from(clients).where(eq(clients.id, client.id));
    expect(row?.paymentCustomerId).toMatch(/^cus_sandbox_/);
  });

  it('spends a token once: saving it again is refused', async () => {
    const { headers } = await signedInClient();
    const tok = await token();
    expect((await save(headers, { token: tok })).statusCode).toBe(201);
    const again = await save(headers, { token: tok });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ errors: ['Invalid card details'] });
    expect(await listCards(headers)).toHaveLength(1);
  });

  it('refuses unknown tokens, saved card ids passed as tokens and a missing token', async () => {
    const { client, headers } = await signedInClient();
    const bogus = await save(headers, { token: 'tok_sandbox_doesnotexist' });
    expect(bogus.statusCode).toBe(422);
    expect(bogus.json()).toEqual({ errors: ['Invalid card details'] });

    const other = await createCard(t.database.db, client.id);
    const reuse = await save(headers, { token: other.stripeId });
    expect(reuse.statusCode).toBe(422);

    const missing = await save(headers, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ errors: [{ token: "can't be blank" }] });
  });

  it('keeps at most 10 cards per client, without spending the token of the 11th', async () => {
    const { client, headers } = await signedInClient();
    for (let i = 0; i < 10; i++) await createCard(t.database.db, client.id, { isDefault: i === 0 });
    const tok = await token();
    const res = await save(headers, { token: tok });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      errors: [{ base: 'You can save at most 10 cards. Delete one to add another.' }],
    });
    expect(await listCards(headers)).toHaveLength(10);
    const kept = await t.database.db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.token, tok));
    expect(kept).toHaveLength(1);
  });

  it('needs a signed-in client', async () => {
    const res = await t.post('/v1/client/cards', {}, { token: 'tok_x' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ errors: ['Client not authorized'] });
  });
});

describe('POST /v1/client/cards: one card is saved once (ADR 0033)', () => {
  const ALREADY_SAVED = { errors: ['This card is already saved. Choose it from your saved cards.'] };

  it('refuses the same number and expiry again with 409, and removes the new copy at the provider', async () => {
    const { headers } = await signedInClient();
    const first = await save(headers, { token: await token() });
    expect(first.statusCode).toBe(201);
    const providerCards = async () =>
      (
        await t.database.db
          .select({ token: sandboxPaymentMethods.token })
          .from(sandboxPaymentMethods)
          .where(like(sandboxPaymentMethods.token, 'card_sandbox_%'))
      ).length;
    const before = await providerCards();

    const again = await save(headers, { token: await token() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual(ALREADY_SAVED);
    expect((await listCards(headers)).map((c) => c.id)).toEqual([first.json().data.id]);
    // The refused copy is gone at the provider too; the saved card is still there.
    expect(await providerCards()).toBe(before);
    const kept = await t.database.db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.token, first.json().data.attributes.stripe_id));
    expect(kept).toHaveLength(1);
  });

  it('tells cards apart by the provider fingerprint: another number with the same brand and last 4 is saved', async () => {
    const { headers } = await signedInClient();
    expect((await save(headers, { token: await token('4242424242424242') })).statusCode).toBe(201);
    const twin = await save(headers, { token: await token('4000000000024242') });
    expect(twin.statusCode).toBe(201);
    expect(twin.json().data.attributes).toMatchObject({ brand: 'visa', last4: '4242', exp_year: 2031 });
    expect(await listCards(headers)).toHaveLength(2);
  });

  it('saves a reissued card (same number, new expiry) as a card of its own', async () => {
    const { headers } = await signedInClient();
    expect((await save(headers, { token: await token() })).statusCode).toBe(201);
    const renewed = await save(headers, { token: await token(undefined, { exp_month: 3, exp_year: 2033 }) });
    expect(renewed.statusCode).toBe(201);
    expect(await listCards(headers)).toHaveLength(2);
  });

  it('matches a card saved before fingerprints were kept by brand, last 4 and expiry', async () => {
    const { client, headers } = await signedInClient();
    // The factory's card: visa 4242, 12/2034, no fingerprint.
    await createCard(t.database.db, client.id, { isDefault: true });
    const same = await save(headers, { token: await token(undefined, { exp_month: 12, exp_year: 2034 }) });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toEqual(ALREADY_SAVED);
    expect(await listCards(headers)).toHaveLength(1);
  });

  it('lets one of two saves of the same card at the same time through', async () => {
    const { headers } = await signedInClient();
    const tokens = await Promise.all([token(), token()]);
    const results = await Promise.all(tokens.map((tok) => save(headers, { token: tok })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await listCards(headers)).toHaveLength(1);
  });

  it("does not look at another client's cards", async () => {
    const { headers } = await signedInClient();
    const { headers: otherHeaders } = await signedInClient();
    expect((await save(otherHeaders, { token: await token() })).statusCode).toBe(201);
    expect((await save(headers, { token: await token() })).statusCode).toBe(201);
  });
});

describe('GET /v1/client/cards', () => {
  it('lists only my cards, the default first, then newest first', async () => {
    const { headers } = await signedInClient();
    const { client: otherClient } = await signedInClient();
    await createCard(t.database.db, otherClient.id, { isDefault: true });
    const first = (await save(headers, { token: await token('4242424242424242') })).json().data;
    const second = (await save(headers, { token: await token('5555555555554444') })).json().data;
    const third = (await save(headers, { token: await token('6011111111111117') })).json().data;

    const list = await listCards(headers);
    expect(list.map((c) => c.id)).toEqual([first.id, third.id, second.id]);
    expect(list.map((c) => c.attributes.is_default)).toEqual([true, false, false]);
  });

  it('needs a signed-in client', async () => {
    const res = await t.get('/v1/client/cards');
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /v1/client/cards/:id/default', () => {
  it('switches the default: exactly one default, listed first', async () => {
    const { headers } = await signedInClient();
    const first = (await save(headers, { token: await token() })).json().data;
    const second = (await save(headers, { token: await token('5555555555554444') })).json().data;

    const res = await t.put(`/v1/client/cards/${second.id}/default`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.attributes).toMatchObject({ id: Number(second.id), is_default: true });
    const list = await listCards(headers);
    expect(list.map((c) => [c.id, c.attributes.is_default])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);

    // Asking again for the current default changes nothing.
    const again = await t.put(`/v1/client/cards/${second.id}/default`, headers);
    expect(again.statusCode).toBe(200);
    expect((await listCards(headers)).filter((c) => c.attributes.is_default)).toHaveLength(1);
  });

  it("answers 404 for another client's card and changes nothing", async () => {
    const { headers } = await signedInClient();
    const mine = (await save(headers, { token: await token() })).json().data;
    const { client: other } = await signedInClient();
    const theirs = await createCard(t.database.db, other.id, { isDefault: false });

    const res = await t.put(`/v1/client/cards/${theirs.id}/default`, headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: ['Card not found'] });
    const [theirRow] = await t.database.db.select().from(cards).where(eq(cards.id, theirs.id));
    expect(theirRow?.isDefault).toBe(false);
    expect((await listCards(headers))[0]?.id).toBe(mine.id);
  });

  it('validates the id and needs a signed-in client', async () => {
    const { headers } = await signedInClient();
    const bad = await t.put('/v1/client/cards/abc/default', headers);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0]).toHaveProperty('id');
    const anon = await t.put('/v1/client/cards/1/default', {});
    expect(anon.statusCode).toBe(401);
  });
});

describe('DELETE /v1/client/cards/:id', () => {
  it('deletes a card at the provider too; deleting the default promotes the newest remaining card', async () => {
    const { headers } = await signedInClient();
    const first = (await save(headers, { token: await token() })).json().data;
    const second = (await save(headers, { token: await token('5555555555554444') })).json().data;
    const third = (await save(headers, { token: await token('6011111111111117') })).json().data;

    const res = await t.send('DELETE', `/v1/client/cards/${first.id}`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: null });
    const list = await listCards(headers);
    expect(list.map((c) => [c.id, c.attributes.is_default])).toEqual([
      [third.id, true],
      [second.id, false],
    ]);
    const atProvider = await t.database.db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.token, first.attributes.stripe_id));
    expect(atProvider).toHaveLength(0);

    // Deleting a card that is not the default leaves the default alone.
    await t.send('DELETE', `/v1/client/cards/${second.id}`, headers);
    expect((await listCards(headers)).map((c) => [c.id, c.attributes.is_default])).toEqual([
      [third.id, true],
    ]);

    await t.send('DELETE', `/v1/client/cards/${third.id}`, headers);
    expect(await listCards(headers)).toEqual([]);
    const gone = await t.send('DELETE', `/v1/client/cards/${third.id}`, headers);
    expect(gone.statusCode).toBe(404);
  });

  it("answers 404 for another client's card and keeps it", async () => {
    const { headers } = await signedInClient();
    const { client: other } = await signedInClient();
    const theirs = await createCard(t.database.db, other.id, { isDefault: true });
    const res = await t.send('DELETE', `/v1/client/cards/${theirs.id}`, headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: ['Card not found'] });
    expect(await t.database.db.select().from(cards).where(eq(cards.id, theirs.id))).toHaveLength(1);
  });

  it('needs a signed-in client and a numeric id', async () => {
    expect((await t.send('DELETE', '/v1/client/cards/1', {})).statusCode).toBe(401);
    const { headers } = await signedInClient();
    const bad = await t.send('DELETE', '/v1/client/cards/99999999999', headers);
    expect(bad.statusCode).toBe(422);
  });
});
