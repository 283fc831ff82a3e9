import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { openTestDatabase } from '../../testing/test-app';
import { INVALID_CARD_DETAILS } from './card-rules';
import type { PaymentProvider } from './payment-provider';
import { listLedger } from './sandbox-ledger';
import { createSandboxPaymentProvider, createSandboxToken, DECLINED_MESSAGE } from './sandbox-provider';

const NOW = new Date('2026-03-10T15:00:00Z');
let database: Database;
let sandbox: PaymentProvider;
beforeAll(async () => {
  database = await openTestDatabase();
  sandbox = createSandboxPaymentProvider(database.db);
});
afterAll(() => database.close());

let n = 0;
/** A card saved the way the browser and POST /v1/client/cards save one. */
async function savedCard(number = '4242 4242 4242 4242') {
  const token = await createSandboxToken(
    database.db,
    { number, expMonth: 12, expYear: 2034, cvc: '123' },
    NOW,
  );
  const card = await sandbox.saveCard({ customerRef: 'cus_sandbox_test', token: token.id });
  n += 1;
  return { card, key: (what: string) => `${what}-${n}` };
}

const ledgerFor = async (id: string) =>
  (await listLedger(database.db)).filter((e) => e.id === id || e.reference === id);

describe('sandbox cards, as in the provider’s test mode', () => {
  it('keeps brand, last4, expiry and a fingerprint of the number only', async () => {
    const { card } = await savedCard();
    expect(card).toEqual({
      providerCardId: expect.stringMatching(/^card_sandbox_/),
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2034,
      fingerprint: expect.stringMatching(/^fp_sandbox_[0-9a-f]{24}$/),
    });
    expect(card.fingerprint).not.toContain('4242');
  });

  it('gives one card number one fingerprint, whatever its expiry, and another number another one', async () => {
    const { card: first } = await savedCard();
    const again = await createSandboxToken(
      database.db,
      { number: '4242 4242 4242 4242', expMonth: 3, expYear: 2033, cvc: '999' },
      NOW,
    );
    const twin = await createSandboxToken(
      database.db,
      { number: '4000 0000 0002 4242', expMonth: 12, expYear: 2034, cvc: '123' },
      NOW,
    );
    const second = await sandbox.saveCard({ customerRef: 'c', token: again.id });
    const other = await sandbox.saveCard({ customerRef: 'c', token: twin.id });
    expect(second.fingerprint).toBe(first.fingerprint);
    expect(other.fingerprint).not.toBe(first.fingerprint);
    expect(other.last4).toBe(first.last4);
  });

  it.each([
    [
      'a number failing the checksum',
      { number: '4242 4242 4242 4241', expMonth: 12, expYear: 2034, cvc: '123' },
    ],
    ['an expired card', { number: '4242424242424242', expMonth: 2, expYear: 2026, cvc: '123' }],
    ['a short CVC', { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '12' }],
  ])("refuses %s with 'Invalid card details'", async (_what, input) => {
    await expect(createSandboxToken(database.db, input, NOW)).rejects.toMatchObject({
      statusCode: 422,
      entries: [INVALID_CARD_DETAILS],
    });
  });

  it('declines 4000 0000 0000 0002 and records the attempt as failed, bound to no key', async () => {
    const { card, key } = await savedCard('4000 0000 0000 0002');
    const input = {
      customerRef: 'c',
      providerCardId: card.providerCardId,
      amountCents: 5000,
      idempotencyKey: key('hold'),
      description: 'd',
    };
    expect(await sandbox.authorize(input)).toEqual({ ok: false, message: DECLINED_MESSAGE });
    expect(await sandbox.charge(input)).toEqual({ ok: false, message: DECLINED_MESSAGE });
    const entries = await ledgerFor(card.providerCardId);
    expect(entries.map((e) => [e.kind, e.status, e.amountCents, e.idempotencyKey])).toEqual(
      expect.arrayContaining([
        ['authorization', 'failed', 5000, null],
        ['charge', 'failed', 5000, null],
      ]),
    );
  });
});

describe('sandbox ledger', () => {
  it('records a hold, its capture and a refund with their amounts', async () => {
    const { card, key } = await savedCard();
    const hold = await sandbox.authorize({
      customerRef: 'cus_1',
      providerCardId: card.providerCardId,
      amountCents: 5350,
      idempotencyKey: key('hold'),
      description: 'Booking 1',
    });
    if (!hold.ok) throw new Error(hold.message);
    const capture = await sandbox.capture({
      authorizationId: hold.authorizationId,
      idempotencyKey: key('capture'),
    });
    if (!capture.ok) throw new Error(capture.message);
    const partial = await sandbox.refund({
      chargeId: capture.chargeId,
      amountCents: 1000,
      idempotencyKey: key('refund-a'),
    });
    const rest = await sandbox.refund({ chargeId: capture.chargeId, idempotencyKey: key('refund-b') });
    expect(partial.ok && rest.ok).toBe(true);

    const byKind = (await listLedger(database.db)).filter(
      (e) => [hold.authorizationId, capture.chargeId].includes(e.id) || e.reference === capture.chargeId,
    );
    expect(byKind.map((e) => [e.kind, e.amountCents, e.status]).sort()).toEqual([
      ['authorization', 5350, 'succeeded'],
      ['capture', 5350, 'succeeded'],
      ['refund', 1000, 'succeeded'],
      ['refund', 4350, 'succeeded'],
    ]);
    expect(await sandbox.refund({ chargeId: capture.chargeId, idempotencyKey: key('refund-c') })).toEqual({
      ok: false,
      message: 'This charge has already been refunded',
    });
  });

  it('answers a retried request with the same record, not a second one', async () => {
    const { card, key } = await savedCard();
    const input = {
      customerRef: 'c',
      providerCardId: card.providerCardId,
      amountCents: 2000,
      idempotencyKey: key('charge'),
      description: 'd',
    };
    const first = await sandbox.charge(input);
    const again = await sandbox.charge(input);
    expect(again).toEqual(first);
    const payout = {
      accountId: 'acct_1',
      amountCents: 1500,
      idempotencyKey: key('transfer'),
      description: 'p',
    };
    expect(await sandbox.transfer(payout)).toEqual(await sandbox.transfer(payout));
    const ledger = await listLedger(database.db);
    expect(ledger.filter((e) => e.idempotencyKey === key('charge'))).toHaveLength(1);
    expect(ledger.filter((e) => e.idempotencyKey === key('transfer'))).toMatchObject([
      { kind: 'transfer', amountCents: 1500, reference: 'acct_1' },
    ]);
  });

  it('refuses to refund more than was charged, or a charge it never made', async () => {
    const { card, key } = await savedCard();
    const charge = await sandbox.charge({
      customerRef: 'c',
      providerCardId: card.providerCardId,
      amountCents: 1000,
      idempotencyKey: key('charge'),
      description: 'd',
    });
    if (!charge.ok) throw new Error(charge.message);
    expect(
      await sandbox.refund({ chargeId: charge.chargeId, amountCents: 1001, idempotencyKey: key('r1') }),
    ).toMatchObject({ ok: false });
    expect(await sandbox.refund({ chargeId: 'ch_sandbox_unknown', idempotencyKey: key('r2') })).toEqual({
      ok: false,
      message: 'Charge not found',
    });
    expect((await ledgerFor(charge.chargeId)).filter((e) => e.kind === 'refund')).toHaveLength(0);
  });

  it('voids a hold once; a voided hold cannot be captured, a captured one cannot be voided', async () => {
    const { card, key } = await savedCard();
    const input = {
      customerRef: 'c',
      providerCardId: card.providerCardId,
      amountCents: 3000,
      description: 'd',
    };
    const voided = await sandbox.authorize({ ...input, idempotencyKey: key('hold-a') });
    const captured = await sandbox.authorize({ ...input, idempotencyKey: key('hold-b') });
    if (!voided.ok || !captured.ok) throw new Error('hold failed');
    await sandbox.voidAuthorization({ authorizationId: voided.authorizationId });
    await sandbox.voidAuthorization({ authorizationId: voided.authorizationId });
    expect((await ledgerFor(voided.authorizationId)).filter((e) => e.kind === 'void')).toMatchObject([
      { amountCents: 3000 },
    ]);
    expect(
      await sandbox.capture({ authorizationId: voided.authorizationId, idempotencyKey: key('c1') }),
    ).toEqual({
      ok: false,
      message: 'This authorization was voided',
    });
    expect(
      await sandbox.capture({ authorizationId: captured.authorizationId, idempotencyKey: key('c2') }),
    ).toMatchObject({ ok: true });
    await expect(sandbox.voidAuthorization({ authorizationId: captured.authorizationId })).rejects.toThrow(
      'already captured',
    );
  });
});
