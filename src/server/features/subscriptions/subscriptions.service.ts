import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  SUBSCRIPTION_NOT_FOUND,
  SUBSCRIPTION_PHONE_INVALID,
  type SubscriptionInput,
} from '../../../shared/api/subscriptions';
import { normalizeUsPhone } from '../../../shared/domain/contact';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { appSecret, tokenDigest } from '../../lib/app-secrets';
import { ApiError, tooManyRequests, unauthorized, unprocessable } from '../../lib/errors';
import type { PageRequest } from '../../lib/pagination';
import { assertReachable } from '../trainer-services/private-link';
import { disableLinkEmail, subscriptionConfirmedEmail } from './subscription-email';
import {
  countRecentSubscriptions,
  disableSubscription,
  findActiveSubscription,
  findClientEmail,
  findClientSubscription,
  findPublishedService,
  findSubscribedService,
  findSubscriptionById,
  findSubscriptionByToken,
  insertSubscription,
  listActiveClientSubscriptions,
  lockSubscriber,
  type SubscriptionRow,
  unusedSubscriptionStamp,
  updateSubscription,
} from './subscriptions.repository';

const MAX_INT = 2_147_483_647;

/**
 * The token of a subscription's disable link: its id and an HMAC of it under the product's own
 * secret, so every email can carry it and nothing of it is stored (ADR 0029).
 */
export async function unsubscribeTokenOf(db: Db, subscriptionId: number): Promise<string> {
  return `${subscriptionId}-${await unsubscribeMac(db, subscriptionId)}`;
}

async function unsubscribeMac(db: Db, subscriptionId: number): Promise<string> {
  const secret = await appSecret(db, 'unsubscribe');
  return createHmac('sha256', secret).update(`unsubscribe:${subscriptionId}`).digest('base64url');
}

/** The subscription a disable link's token names, if its HMAC holds. */
async function subscriptionIdOfToken(db: Db, token: string): Promise<number | undefined> {
  const match = /^(\d{1,10})-([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match?.[1] || !match[2]) return undefined;
  const id = Number(match[1]);
  if (id < 1 || id > MAX_INT) return undefined;
  const expected = Buffer.from(await unsubscribeMac(db, id));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}
const subscriptionNotFound = () => new ApiError(404, [SUBSCRIPTION_NOT_FOUND]);

/**
 * Confirmation emails one address may be sent per window, across all trainings, unless the
 * caller is signed in with that address: nobody can fill a stranger's inbox by subscribing
 * them to every training. The route's own limit counts per caller address.
 */
export const SUBSCRIPTION_EMAILS_PER_WINDOW = 5;
export const SUBSCRIPTION_EMAIL_WINDOW_MINUTES = 60;

/**
 * Subscribes a name/email (and optional US phone) to a published training's new openings.
 * Signed-in callers own the row (they can list and delete it by id). Subscribing the same
 * email to the same training again sends no second email and keeps the one active row.
 * Only its owner (the signed-in account that holds it or whose email it is) may change its
 * name and phone; anyone else gets the same 201 answer, built from what they sent, and the row
 * stays as it was, so nobody can rewrite or read another person's details by knowing their email.
 */
export async function subscribe(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'publicUrl'>,
  clientId: number | null,
  input: SubscriptionInput,
  log: FastifyBaseLogger,
): Promise<SubscriptionRow> {
  const contactNumber = normalizeContact(input.contact_number);
  const service = assertReachable(
    await findPublishedService(ctx.db, input.provided_service_id),
    input.provided_service_slug,
  );
  const email = input.email.trim();
  const accountEmail = clientId === null ? undefined : await findClientEmail(ctx.db, clientId);
  const ownsEmail = accountEmail !== undefined && accountEmail.toLowerCase() === email.toLowerCase();

  const { row, created } = await ctx.db.transaction(async (tx) => {
    await lockSubscriber(tx, email);
    const existing = await findActiveSubscription(tx, service.id, email);
    if (existing) {
      const isOwner = ownsEmail || (clientId !== null && existing.clientId === clientId);
      if (!isOwner) {
        // Answered as a new subscription would be: nothing of the existing one (its id, since
        // when) tells a stranger that this email is subscribed.
        const stamp = await unusedSubscriptionStamp(tx);
        return {
          row: { ...existing, ...stamp, clientId, name: input.name, email, contactNumber },
          created: false,
        };
      }
      // An earlier signed-out subscription joins the account that owns the same email.
      const adopt = existing.clientId === null && ownsEmail;
      const updated = await updateSubscription(tx, existing.id, {
        name: input.name,
        contactNumber,
        ...(adopt ? { clientId } : {}),
      });
      return { row: updated ?? existing, created: false };
    }
    if (
      !ownsEmail &&
      (await countRecentSubscriptions(tx, email, SUBSCRIPTION_EMAIL_WINDOW_MINUTES)) >=
        SUBSCRIPTION_EMAILS_PER_WINDOW
    ) {
      throw tooManyRequests();
    }
    const inserted = await insertSubscription(tx, {
      providedServiceId: service.id,
      clientId,
      name: input.name,
      email,
      contactNumber,
      // Links are checked by their HMAC now; this column only answers links sent before
      // (their tokens' digests, migration 0008), so a new row keeps a digest nobody holds.
      unsubscribeToken: tokenDigest(randomBytes(32).toString('base64url')),
    });
    return { row: inserted, created: true };
  });

  if (created) {
    try {
      await ctx.mailer.send(
        subscriptionConfirmedEmail({
          publicUrl: ctx.publicUrl,
          to: row.email,
          name: row.name,
          serviceName: service.name,
          trainerFirstName: service.trainerFirstName,
          unsubscribeToken: await unsubscribeTokenOf(ctx.db, row.id),
        }),
      );
    } catch (err) {
      // The subscription stands; only the confirmation is lost.
      log.error({ err, subscriptionId: row.id }, 'subscription confirmation email failed');
    }
  }
  return row;
}

function normalizeContact(raw: string | null | undefined): string | null {
  if (raw == null || raw.trim() === '') return null;
  const phone = normalizeUsPhone(raw);
  if (!phone) throw unprocessable([{ contact_number: SUBSCRIPTION_PHONE_INVALID }]);
  return phone;
}

/**
 * `ref` is the numeric id (signed in, own subscription only) or the unsubscribe token from
 * the email link (no sign-in: the token is the proof). Idempotent.
 */
export async function unsubscribe(
  ctx: Pick<AppContext, 'db' | 'now'>,
  clientId: number | null,
  ref: string,
): Promise<SubscriptionRow> {
  let row: SubscriptionRow | undefined;
  if (/^\d{1,10}$/.test(ref)) {
    if (clientId === null) throw unauthorized();
    const id = Number(ref);
    if (id < 1 || id > MAX_INT) throw subscriptionNotFound();
    row = await findClientSubscription(ctx.db, clientId, id);
  } else if (/^[A-Za-z0-9_-]{20,100}$/.test(ref)) {
    const id = await subscriptionIdOfToken(ctx.db, ref);
    // A link sent before migration 0008 carries a random token, kept as its digest.
    row =
      id === undefined
        ? await findSubscriptionByToken(ctx.db, tokenDigest(ref))
        : await findSubscriptionById(ctx.db, id);
  }
  if (!row) throw subscriptionNotFound();
  if (row.disabledAt) return row;
  return (await disableSubscription(ctx.db, row.id, ctx.now())) ?? row;
}

/**
 * A `/disable_notifications/{id}` address opened by someone not signed in (ADR 0031): a bare id
 * proves nothing (ids are sequential), so the subscription's own address is sent its disable
 * link, which then works without signing in. Nothing tells the caller whether the id exists.
 */
export async function emailDisableLink(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'publicUrl'>,
  ref: string,
): Promise<void> {
  const id = Number(ref);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_INT) return;
  const row = await findSubscriptionById(ctx.db, id);
  if (!row || row.disabledAt) return;
  const service = await findSubscribedService(ctx.db, row.providedServiceId);
  if (!service) return;
  await ctx.mailer.send(
    disableLinkEmail({
      publicUrl: ctx.publicUrl,
      to: row.email,
      name: row.name,
      serviceName: service.name,
      unsubscribeToken: await unsubscribeTokenOf(ctx.db, row.id),
    }),
  );
}

export function listSubscriptions(ctx: Pick<AppContext, 'db'>, clientId: number, page: PageRequest) {
  return listActiveClientSubscriptions(ctx.db, clientId, page);
}
