import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  SUBSCRIPTION_NOT_FOUND,
  SUBSCRIPTION_PHONE_INVALID,
  type SubscriptionInput,
} from '../../../shared/api/subscriptions';
import { normalizeUsPhone } from '../../../shared/domain/contact';
import type { AppContext } from '../../context';
import { ApiError, notFound, unauthorized, unprocessable } from '../../lib/errors';
import type { PageRequest } from '../../lib/pagination';
import { subscriptionConfirmedEmail } from './subscription-email';
import {
  disableSubscription,
  findActiveSubscription,
  findClientEmail,
  findClientSubscription,
  findPublishedService,
  findSubscriptionByToken,
  insertSubscription,
  listActiveClientSubscriptions,
  lockSubscriber,
  type SubscriptionRow,
  updateSubscription,
} from './subscriptions.repository';

const MAX_INT = 2_147_483_647;
const subscriptionNotFound = () => new ApiError(404, [SUBSCRIPTION_NOT_FOUND]);

/**
 * Subscribes a name/email (and optional US phone) to a published training's new openings.
 * Signed-in callers own the row (they can list and delete it by id). Subscribing the same
 * email to the same training again returns the active row, with the latest name and phone,
 * and sends no second email.
 */
export async function subscribe(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'publicUrl'>,
  clientId: number | null,
  input: SubscriptionInput,
  log: FastifyBaseLogger,
): Promise<SubscriptionRow> {
  const contactNumber = normalizeContact(input.contact_number);
  const service = await findPublishedService(ctx.db, input.provided_service_id);
  if (!service) throw notFound('Training');
  const email = input.email.trim();
  const accountEmail = clientId === null ? undefined : await findClientEmail(ctx.db, clientId);

  const { row, created } = await ctx.db.transaction(async (tx) => {
    await lockSubscriber(tx, service.id, email);
    const existing = await findActiveSubscription(tx, service.id, email);
    if (existing) {
      // An earlier signed-out subscription joins the account that owns the same email.
      const adopt =
        existing.clientId === null &&
        clientId !== null &&
        accountEmail?.toLowerCase() === email.toLowerCase();
      const updated = await updateSubscription(tx, existing.id, {
        name: input.name,
        contactNumber,
        ...(adopt ? { clientId } : {}),
      });
      return { row: updated ?? existing, created: false };
    }
    const inserted = await insertSubscription(tx, {
      providedServiceId: service.id,
      clientId,
      name: input.name,
      email,
      contactNumber,
      unsubscribeToken: randomBytes(32).toString('base64url'),
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
          unsubscribeToken: row.unsubscribeToken,
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
    row = await findSubscriptionByToken(ctx.db, ref);
  }
  if (!row) throw subscriptionNotFound();
  if (row.disabledAt) return row;
  return (await disableSubscription(ctx.db, row.id, ctx.now())) ?? row;
}

export function listSubscriptions(ctx: Pick<AppContext, 'db'>, clientId: number, page: PageRequest) {
  return listActiveClientSubscriptions(ctx.db, clientId, page);
}
