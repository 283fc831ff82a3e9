import type { AppContext } from '../../context';
import { type ErrorLog, sendSafely } from '../../integrations/email/send-safely';
import { newOpeningsEmail } from './emails/new-openings-email';
import { findActiveSubscribers, findAnnounceableOpenings } from './new-openings.repository';
import { unsubscribeTokenOf } from './subscriptions.service';

/**
 * The `openings.notify` job's work: one email per active subscription of a training the new
 * openings offer, listing that training's openings. Openings already started, full, or of an
 * unpublished training are not announced. A message that cannot be queued is logged and
 * counted in `failed`; the others still go out (retrying the whole job would repeat them).
 */
export async function notifySubscribersOfNewOpenings(
  ctx: Pick<AppContext, 'db' | 'mailer' | 'publicUrl' | 'now'>,
  input: { calendarEntryIds: number[] },
  log?: ErrorLog,
): Promise<{ sent: number; failed: number }> {
  const ids = [...new Set(input.calendarEntryIds)].filter((id) => Number.isInteger(id) && id > 0);
  const openings = await findAnnounceableOpenings(ctx.db, ids, ctx.now());
  const byService = new Map<number, { openings: typeof openings; first: (typeof openings)[number] }>();
  for (const row of openings) {
    const group = byService.get(row.serviceId);
    if (group) group.openings.push(row);
    else byService.set(row.serviceId, { openings: [row], first: row });
  }
  const subscribers = await findActiveSubscribers(ctx.db, [...byService.keys()]);
  let sent = 0;
  let failed = 0;
  for (const subscriber of subscribers) {
    const group = byService.get(subscriber.serviceId);
    if (!group) continue;
    const message = newOpeningsEmail({
      publicUrl: ctx.publicUrl,
      to: subscriber.email,
      name: subscriber.name,
      timeZone: subscriber.timeZone,
      serviceName: group.first.serviceName,
      trainerFirstName: group.first.trainerFirstName,
      trainerSlug: group.first.trainerSlug,
      serviceSlug: group.first.serviceSlug,
      unsubscribeToken: await unsubscribeTokenOf(ctx.db, subscriber.id),
      openings: group.openings.map((o) => o.fromTime),
    });
    if (await sendSafely(ctx.mailer, message, log)) sent += 1;
    else failed += 1;
  }
  return { sent, failed };
}
