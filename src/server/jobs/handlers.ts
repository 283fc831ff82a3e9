import type { AppContext } from '../context';
import {
  completePastBookings,
  expireUnansweredRequests,
  lapseUnansweredCancellations,
} from '../features/bookings/booking-transitions.service';
import { sendSessionReminders } from '../features/bookings/session-reminders.service';
import { reconcileProviderCalls } from '../features/payments/provider-calls.service';
import { sendReviewRequest } from '../features/reviews/review-request.service';
import { notifySubscribersOfNewOpenings } from '../features/subscriptions/new-openings.service';
import { sendDailyAgendas } from '../features/trainer-bookings/daily-agenda.service';
import { runWaitlistOffers } from '../features/waitlist/waitlist.service';
import type { JobHandlers, QueueLog } from '../integrations/jobs/pg-boss-queue';
import { type Deliverer, deliverOutboxEmail, sweepOutbox } from './email-delivery';

export interface JobHandlerDeps {
  ctx: AppContext;
  transport: Deliverer;
  log: QueueLog;
  /** Refreshes planner statistics where nothing else does (PGlite); a no-op on PostgreSQL. */
  analyze?: () => Promise<void>;
}

/** What each job does (ADR 0012). A thrown error makes the queue retry the job with its backoff. */
export function createJobHandlers({ ctx, transport, log, analyze }: JobHandlerDeps): JobHandlers {
  const errorLog = { error: (obj: object, msg?: string) => log.error(obj, msg ?? 'job error') };
  return {
    'email.deliver': async ({ outboxId }) => {
      await deliverOutboxEmail(ctx.db, transport, outboxId, ctx.now());
    },
    'email.sweep': async () => {
      const requeued = await sweepOutbox(ctx.db, ctx.jobs, ctx.now());
      if (requeued > 0) log.warn({ requeued }, 're-enqueued emails whose delivery job was lost');
    },
    'bookings.complete-past': async () => {
      const completed = await completePastBookings(ctx.db, ctx.now());
      for (const bookingId of completed) {
        await ctx.jobs.send('reviews.request', { bookingId }, { singletonKey: `review-${bookingId}` });
      }
      if (completed.length > 0) log.info({ completed: completed.length }, 'bookings completed');
    },
    'bookings.expire-requests': async () => {
      const expired = await expireUnansweredRequests(ctx);
      if (expired.length > 0) log.info({ expired: expired.length }, 'unanswered booking requests expired');
      // The trainer's cancellation requests still unanswered when the training starts (ADR 0030).
      const lapsed = await lapseUnansweredCancellations(ctx);
      if (lapsed.length > 0)
        log.info({ lapsed: lapsed.length }, 'unanswered cancellation requests took effect');
    },
    'bookings.send-reminders': async () => {
      const written = await sendSessionReminders(ctx);
      if (written > 0) log.info({ written }, 'session reminders written');
    },
    'waitlist.offers': async () => {
      const { lapsed, offered, closed } = await runWaitlistOffers(ctx);
      if (lapsed + offered + closed > 0)
        log.info({ lapsed, offered, closed }, 'waitlist offers lapsed and made, places closed');
    },
    'trainers.daily-agenda': async () => {
      const written = await sendDailyAgendas(ctx);
      if (written > 0) log.info({ written }, 'trainer agendas written');
    },
    'openings.notify': async (data) => {
      const { sent, failed } = await notifySubscribersOfNewOpenings(ctx, data, errorLog);
      if (sent + failed > 0) log.info({ sent, failed }, 'subscribers told of new openings');
    },
    'payments.reconcile': async () => {
      const settled = await reconcileProviderCalls(ctx);
      if (settled > 0) log.warn({ settled }, 'ran provider calls left pending by a crash or an outage');
    },
    'database.analyze': async () => {
      await analyze?.();
    },
    'reviews.request': async (data) => {
      const outcome = await sendReviewRequest(ctx, data, errorLog);
      // Only a mail failure is worth another try; the other reasons are final.
      if (!outcome.sent && outcome.reason === 'mail_failed') throw new Error('review request not queued');
    },
  };
}
