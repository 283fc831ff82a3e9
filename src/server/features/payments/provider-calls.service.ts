// The money outbox (ADR 0029). Every call to the payment provider that must happen exactly
// once is first a `provider_calls` row, written in the transaction of the change that needs
// it, with the idempotency key the provider gets. It is then run at once by the request, and
// whatever a crash or an outage left pending is run by the reconciliation job
// (`payments.reconcile`, every minute) until it is settled. Running a call again is the same
// call at the provider; settling it is a conditional update, so it is settled once.

import { pino } from 'pino';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import { queueBookingEmail } from '../bookings/booking-notifications.service';
import { updateBookingIfStatus } from '../bookings/booking-transitions.repository';
import { updatePaymentIfStatus } from './payments.repository';
import {
  claimCall,
  dueCalls,
  finishCall,
  type ProviderCallKind,
  type ProviderCallRow,
  postponeCall,
  recordCall,
} from './provider-calls.repository';

const paymentsLog = pino({ name: 'payments', level: process.env.LOG_LEVEL ?? 'info' });

/** How long the process running a call holds it (a request, or the reconciler). */
export const CALL_LEASE_MS = 120_000;
/** After this many provider errors a call is left `failed` for the operator. */
const MAX_ATTEMPTS = 12;

export type CallOutcome = { ok: true; providerId: string } | { ok: false; message: string };
export type RunResult = CallOutcome | { ok: null; reason: 'postponed' | 'busy' };

type Ctx = Pick<AppContext, 'db' | 'payments' | 'mailer' | 'publicUrl' | 'now'>;

const text = (value: string | number | undefined) => String(value ?? '');

async function callProvider(payments: PaymentProvider, call: ProviderCallRow): Promise<CallOutcome> {
  const r = call.request;
  const key = call.idempotencyKey;
  const card = () => ({
    customerRef: text(r.customerRef),
    providerCardId: text(r.providerCardId),
    amountCents: Number(r.amountCents),
    idempotencyKey: key,
    description: text(r.description),
  });
  switch (call.kind) {
    case 'authorize': {
      const hold = await payments.authorize(card());
      return hold.ok ? { ok: true, providerId: hold.authorizationId } : hold;
    }
    case 'charge': {
      const charged = await payments.charge(card());
      return charged.ok
        ? { ok: true, providerId: charged.chargeId }
        : { ok: false, message: charged.message };
    }
    case 'capture': {
      const captured = await payments.capture({
        authorizationId: text(r.authorizationId),
        idempotencyKey: key,
      });
      return captured.ok
        ? { ok: true, providerId: captured.chargeId }
        : { ok: false, message: captured.message };
    }
    case 'void':
      await payments.voidAuthorization({ authorizationId: text(r.authorizationId) });
      return { ok: true, providerId: text(r.authorizationId) };
    case 'refund': {
      const refund = await payments.refund({ chargeId: text(r.chargeId), idempotencyKey: key });
      return refund.ok ? { ok: true, providerId: refund.refundId } : refund;
    }
  }
}

/**
 * What a settled call changes besides itself, in the same transaction; returns the outbox ids
 * of the emails it wrote. A call whose payment moved on meanwhile changes nothing more.
 */
async function settle(ctx: Ctx, tx: Db, call: ProviderCallRow, outcome: CallOutcome): Promise<number[]> {
  const now = ctx.now();
  const paymentId = call.paymentId;
  if (paymentId === null) return [];
  switch (call.kind) {
    case 'capture': {
      if (outcome.ok) {
        const moved = await updatePaymentIfStatus(tx, paymentId, ['authorized'], {
          status: 'succeeded',
          providerChargeId: outcome.providerId,
          failureMessage: null,
          updatedAt: now,
        });
        return moved ? queueBookingEmail(ctx, tx, Number(call.request.bookingId), 'accepted') : [];
      }
      // A refused capture puts the request back to pending, for the trainer to try again.
      await updateBookingIfStatus(tx, Number(call.request.bookingId), 'accepted', {
        status: 'pending',
        acceptedAt: null,
        updatedAt: now,
      });
      await updatePaymentIfStatus(tx, paymentId, ['authorized'], { failureMessage: outcome.message });
      return [];
    }
    case 'charge':
      await updatePaymentIfStatus(
        tx,
        paymentId,
        ['pending', 'failed'],
        outcome.ok
          ? {
              status: 'succeeded',
              providerChargeId: outcome.providerId,
              failureMessage: null,
              updatedAt: now,
            }
          : { status: 'failed', failureMessage: outcome.message, updatedAt: now },
      );
      return [];
    case 'refund':
      await updatePaymentIfStatus(
        tx,
        paymentId,
        ['succeeded'],
        outcome.ok
          ? { status: 'refunded', providerRefundId: outcome.providerId, failureMessage: null, updatedAt: now }
          : { failureMessage: `Refund failed: ${outcome.message}`, updatedAt: now },
      );
      return [];
    default:
      // A void changes nothing more: the payment was marked voided with the move that asked for it.
      return [];
  }
}

/** Runs a claimed call and settles it; an unreachable provider postpones it with backoff. */
async function runClaimed(ctx: Ctx, call: ProviderCallRow): Promise<RunResult> {
  let outcome: CallOutcome;
  try {
    outcome = await callProvider(ctx.payments, call);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (call.attempts >= MAX_ATTEMPTS) {
      await finishCall(ctx.db, call.id, 'failed', ctx.now(), { lastError: message.slice(0, 1000) });
    } else {
      const backoff = Math.min(30_000 * 2 ** (call.attempts - 1), 3_600_000);
      await postponeCall(ctx.db, call.id, ctx.now(), backoff, message);
    }
    return { ok: null, reason: 'postponed' };
  }
  if (call.kind === 'authorize') return abandonHold(ctx, call.id, outcome);
  const emails = await ctx.db.transaction(async (tx) => {
    const won = await finishCall(tx, call.id, outcome.ok ? 'done' : 'failed', ctx.now(), {
      result: outcome.ok ? outcome.providerId : null,
      lastError: outcome.ok ? null : outcome.message,
    });
    return won ? settle(ctx, tx, call, outcome) : [];
  });
  await ctx.mailer.deliver(emails);
  return outcome;
}

/**
 * A hold whose booking was never made (the request failed or died before its transaction):
 * the call is abandoned and, if the provider placed the hold, a void is recorded and run.
 * Conditional on the call still pending, so a booking that took the hold meanwhile keeps it.
 */
async function abandonHold(ctx: Ctx, callId: number, outcome: CallOutcome): Promise<RunResult> {
  const voidCall = await ctx.db.transaction(async (tx) => {
    const won = await finishCall(tx, callId, outcome.ok ? 'abandoned' : 'failed', ctx.now(), {
      result: outcome.ok ? outcome.providerId : null,
      lastError: outcome.ok ? null : outcome.message,
    });
    if (!won || !outcome.ok) return undefined;
    return recordVoid(tx, outcome.providerId, null);
  });
  if (voidCall) await runRecordedCall(ctx, voidCall.id);
  return outcome;
}

/** Records the void of a hold (one per hold, whoever asks). */
export function recordVoid(db: Db, authorizationId: string, paymentId: number | null) {
  return recordCall(db, {
    kind: 'void',
    idempotencyKey: `void-${authorizationId}`,
    paymentId,
    request: { authorizationId },
  });
}

/** Records a call of `kind` for a payment, to run once the caller's transaction commits. */
export function recordPaymentCall(
  db: Db,
  kind: Exclude<ProviderCallKind, 'authorize' | 'void'>,
  paymentId: number,
  idempotencyKey: string,
  request: Record<string, string | number>,
  now: Date,
) {
  // The recording request runs it itself; the reconciler waits out the lease.
  const runAfter = new Date(now.getTime() + CALL_LEASE_MS);
  return recordCall(db, { kind, idempotencyKey, paymentId, request, runAfter });
}

/**
 * Runs a call recorded by this request, right after its transaction committed. Never throws
 * for the provider: an outage leaves the call to the reconciler.
 */
export async function runRecordedCall(ctx: Ctx, id: number): Promise<RunResult> {
  const call = await claimCall(ctx.db, id, ctx.now(), CALL_LEASE_MS, true);
  if (!call) return { ok: null, reason: 'busy' };
  return runClaimed(ctx, call);
}

/** Runs a pending call whose lease has lapsed (a retried request, the reconciler). */
export async function runDueCall(ctx: Ctx, id: number): Promise<RunResult> {
  const call = await claimCall(ctx.db, id, ctx.now(), CALL_LEASE_MS);
  if (!call) return { ok: null, reason: 'busy' };
  return runClaimed(ctx, call);
}

/** The reconciliation job: settles every call a crash or an outage left pending. */
export async function reconcileProviderCalls(ctx: Ctx, limit = 100): Promise<number> {
  const due = await dueCalls(ctx.db, ctx.now(), limit);
  for (const call of due) await runDueCall(ctx, call.id);
  return due.length;
}

/** A booking's card hold as placed by its request: the call to settle and the provider's id. */
export interface PlacedHold {
  callId: number;
  /** The idempotency key the provider got (the payment keeps it). */
  key: string;
  authorizationId: string;
}

/**
 * Booking creation's hold: recorded as a call (held by this request for its lease), then
 * placed. The booking's transaction takes it (`takeHold`); a booking that is not made
 * releases it (`releaseHold`); a request that dies in between leaves it to the reconciler,
 * which voids it. A retried request (same key) shares the pending call, so the same hold.
 */
export async function placeHold(
  ctx: Ctx,
  baseKey: string,
  request: { customerRef: string; providerCardId: string; amountCents: number; description: string },
): Promise<{ ok: true; hold: PlacedHold } | { ok: false; message: string }> {
  const runAfter = new Date(ctx.now().getTime() + CALL_LEASE_MS);
  let call = await recordCall(ctx.db, { kind: 'authorize', idempotencyKey: baseKey, request, runAfter });
  if (call.status !== 'pending') {
    // This key's hold was declined or released before: this attempt is a new hold.
    const fresh = `${baseKey}-${call.attempts}-${Date.now().toString(36)}`;
    call = await recordCall(ctx.db, { kind: 'authorize', idempotencyKey: fresh, request, runAfter });
  }
  const outcome = await callProvider(ctx.payments, call);
  if (!outcome.ok) {
    await finishCall(ctx.db, call.id, 'failed', ctx.now(), { lastError: outcome.message });
    return outcome;
  }
  return {
    ok: true,
    hold: { callId: call.id, key: call.idempotencyKey, authorizationId: outcome.providerId },
  };
}

/** In the booking's transaction: the hold is the booking's. False if it was released meanwhile. */
export function takeHold(tx: Db, hold: PlacedHold, paymentId: number, now: Date): Promise<boolean> {
  return finishCall(tx, hold.callId, 'done', now, { result: hold.authorizationId, paymentId });
}

/**
 * The booking was not made: the hold is voided, unless a retry of the request took it. Never
 * throws: the request answers why the booking was not made, and a release that could not be
 * recorded is the reconciler's once the call's lease has passed.
 */
export async function releaseHold(ctx: Ctx, hold: PlacedHold): Promise<void> {
  try {
    await abandonHold(ctx, hold.callId, { ok: true, providerId: hold.authorizationId });
  } catch (err) {
    paymentsLog.error({ err, callId: hold.callId }, 'could not release a card hold; reconciliation will');
  }
}
