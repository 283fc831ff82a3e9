import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxPaymentMethods } from '../../db/schema';
import { createStripePaymentProvider } from '../../integrations/payments/stripe-provider';
import { createTestApp, testAppAt } from '../../testing/test-app';

const NOW = new Date('2026-06-15T12:00:00Z');
const url = '/v1/payments/sandbox/tokens';
const visa = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123', name: 'Sam Player' };

const t = testAppAt(NOW);

const tokenise = (card: Record<string, unknown>) => t.app.inject({ method: 'POST', url, payload: { card } });

describe('POST /v1/payments/sandbox/tokens', () => {
  it('tokenises a good test card; only brand, last4 and expiry are kept', async () => {
    const res = await tokenise(visa);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.id).toMatch(/^tok_sandbox_/);
    expect(body.card).toEqual({ brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 });
    const [stored] = await t.database.db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.token, body.id));
    expect(stored).toMatchObject({ brand: 'visa', last4: '4242', declines: false });
    expect(JSON.stringify(stored)).not.toContain('424242424242');
  });

  it('tokenises the declining test card too: it declines only when charged', async () => {
    const res = await tokenise({ ...visa, number: '4000 0000 0000 0002' });
    expect(res.statusCode).toBe(201);
    const [stored] = await t.database.db
      .select()
      .from(sandboxPaymentMethods)
      .where(eq(sandboxPaymentMethods.token, res.json().id));
    expect(stored?.declines).toBe(true);
  });

  it('accepts string fields, two-digit years and the current month', async () => {
    const res = await tokenise({ ...visa, exp_month: '06', exp_year: '26' });
    expect(res.statusCode).toBe(201);
    expect(res.json().card).toMatchObject({ exp_month: 6, exp_year: 2026 });
  });

  it("answers 'Invalid card details' for a bad number, past expiry or wrong CVC", async () => {
    const bad = [
      { ...visa, number: '4242 4242 4242 4241' }, // Luhn
      { ...visa, number: '9999 9999 9999 9995' }, // passes Luhn, no brand
      { ...visa, number: 'abcd' },
      { ...visa, exp_month: 5, exp_year: 2026 }, // last month
      { ...visa, exp_month: 13 },
      { ...visa, exp_month: 'xx' },
      { ...visa, cvc: '12' },
      { ...visa, cvc: '12a' },
      { ...visa, number: '3782 822463 10005', cvc: '123' }, // amex needs 4 digits
    ];
    for (const card of bad) {
      const res = await tokenise(card);
      expect(res.statusCode, JSON.stringify(card)).toBe(422);
      expect(res.json()).toEqual({ errors: ['Invalid card details'] });
    }
  });

  it('takes amex with a four-digit CVC', async () => {
    const res = await tokenise({ ...visa, number: '3782 822463 10005', cvc: '1234' });
    expect(res.statusCode).toBe(201);
    expect(res.json().card).toMatchObject({ brand: 'amex', last4: '0005' });
  });

  it('requires the name on the card', async () => {
    for (const name of [undefined, '   ']) {
      const res = await tokenise({ ...visa, name });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: [{ name: "can't be blank" }] });
    }
  });

  it('never echoes the card number in an error', async () => {
    const res = await tokenise({ ...visa, number: '4242 4242 4242 4242 4242 4242 4242 4242 4242' });
    expect(res.statusCode).toBe(422);
    expect(res.body).not.toContain('4242');
  });
});

describe('POST /v1/payments/sandbox/tokens with a real provider configured', () => {
  it('does not exist: the browser tokenises with the provider itself', async () => {
    // Never reaches Stripe: the route refuses before any provider call.
    const stripe = createStripePaymentProvider({
      secretKey: 'sk_test_unused',
      publishableKey: 'pk_test_unused',
    });
    const other = await createTestApp({ context: { now: () => NOW, payments: stripe } });
    try {
      const res = await other.app.inject({ method: 'POST', url, payload: { card: visa } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: ['Not found'] });
      expect(await other.database.db.select().from(sandboxPaymentMethods)).toHaveLength(0);
    } finally {
      await other.close();
    }
  });
});
