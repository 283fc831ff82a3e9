/**
 * Background work behind one interface (ADR 0012): a durable queue stored in the
 * product's own PostgreSQL database (pg-boss), on the embedded database too.
 *
 * Features only enqueue; the handlers are registered in `jobs/handlers.ts`.
 */
export interface JobPayloads {
  /** Deliver one `email_outbox` row through the configured transport (retried with backoff). */
  'email.deliver': { outboxId: number };
  /** Re-enqueue outbox rows still waiting (a crash between writing a row and its job). */
  'email.sweep': Record<string, never>;
  /** Tell the subscribers of these trainings that new openings were published. */
  'openings.notify': { calendarEntryIds: number[] };
  /** Move accepted bookings whose training has ended to completed (runs every few minutes). */
  'bookings.complete-past': Record<string, never>;
  /** Decline the pending requests nobody answered by their deadline (runs every minute, ADR 0030). */
  'bookings.expire-requests': Record<string, never>;
  'bookings.send-reminders': Record<string, never>;
  /** Lapse waitlist offers past their window and offer free seats to the first in line (every minute, ADR 0047). */
  'waitlist.offers': Record<string, never>;
  /** Write the trainers' daily agenda emails that are due (runs every 15 minutes, ADR 0030). */
  'trainers.daily-agenda': Record<string, never>;
  /** Ask the player of a completed booking for a review. */
  'reviews.request': { bookingId: number };
  /** Run the provider calls a crash or an outage left pending: holds, captures, voids, refunds, charges. */
  'payments.reconcile': Record<string, never>;
  /** Refresh the planner's statistics (embedded database: PGlite runs no autovacuum). */
  'database.analyze': Record<string, never>;
}

export type JobName = keyof JobPayloads;

export interface SendOptions {
  /** Run no earlier than this. */
  startAfter?: Date;
  /** At most one queued job with this key (per job name) at a time. */
  singletonKey?: string;
}

export interface JobQueue {
  send<N extends JobName>(name: N, data: JobPayloads[N], options?: SendOptions): Promise<void>;
  /** Several jobs of one name, sent together (one statement). */
  sendAll<N extends JobName>(
    name: N,
    jobs: readonly { data: JobPayloads[N]; options?: SendOptions }[],
  ): Promise<void>;
}

export interface SentJob {
  name: JobName;
  data: JobPayloads[JobName];
  options: SendOptions | undefined;
}

/** Keeps what was sent in memory and runs nothing: for tests that only check what was enqueued. */
export function createRecordingJobQueue(): JobQueue & { sent: SentJob[] } {
  const sent: SentJob[] = [];
  return {
    sent,
    async send(name, data, options) {
      sent.push({ name, data, options });
    },
    async sendAll(name, jobs) {
      for (const job of jobs) sent.push({ name, data: job.data, options: job.options });
    },
  };
}
