import PgBoss from 'pg-boss';
import type { Database } from '../../db/client';
import type { JobName, JobPayloads, JobQueue } from './job-queue';

/** What a queue does with each job name: retries, backoff, how many run at once. */
export interface QueueSettings {
  retryLimit: number;
  /** Seconds before the first retry; doubled each time with `retryBackoff`. */
  retryDelay: number;
  retryBackoff: boolean;
  /** `short`: at most one waiting job per singleton key (the sweeper re-enqueues safely). */
  policy: 'standard' | 'short';
}

export const QUEUE_SETTINGS: Record<JobName, QueueSettings> = {
  'email.deliver': { retryLimit: 6, retryDelay: 30, retryBackoff: true, policy: 'short' },
  'email.sweep': { retryLimit: 0, retryDelay: 0, retryBackoff: false, policy: 'short' },
  'openings.notify': { retryLimit: 5, retryDelay: 60, retryBackoff: true, policy: 'standard' },
  'bookings.complete-past': { retryLimit: 0, retryDelay: 0, retryBackoff: false, policy: 'short' },
  'bookings.expire-requests': { retryLimit: 0, retryDelay: 0, retryBackoff: false, policy: 'short' },
  'bookings.send-reminders': { retryLimit: 0, retryDelay: 0, retryBackoff: false, policy: 'short' },
  'waitlist.offers': { retryLimit: 0, retryDelay: 0, retryBackoff: false, policy: 'short' },
  'trainers.daily-agenda': { retryLimit: 0, retryDelay: 0, retryBackoff: false, policy: 'short' },
  'reviews.request': { retryLimit: 5, retryDelay: 60, retryBackoff: true, policy: 'short' },
  'payments.reconcile': { retryLimit: 0, retryDelay: 0, retryBackoff: false, policy: 'short' },
  'database.analyze': { retryLimit: 0, retryDelay: 0, retryBackoff: false, policy: 'short' },
};

/** Recurring jobs (cron, UTC). */
export const SCHEDULES: Partial<Record<JobName, string>> = {
  // Every minute: a training shows as completed soon after it ends, on both sites.
  'bookings.complete-past': '* * * * *',
  'bookings.expire-requests': '* * * * *',
  'bookings.send-reminders': '* * * * *',
  'waitlist.offers': '* * * * *',
  'trainers.daily-agenda': '*/15 * * * *',
  'email.sweep': '* * * * *',
  'payments.reconcile': '* * * * *',
  'database.analyze': '17 * * * *',
};

/** Jobs taken per fetch. */
const BATCH = 20;

export type JobHandlers = { [N in JobName]: (data: JobPayloads[N]) => Promise<void> };

export interface PgBossQueue extends JobQueue {
  /** Starts the workers for every job name, and the recurring schedules. */
  work(handlers: JobHandlers): Promise<void>;
  /** Waits for running jobs (up to the timeout) and stops polling. */
  stop(): Promise<void>;
  readonly boss: PgBoss;
}

/** Where the queue reports (the app's pino logger in the product). */
export interface QueueLog {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
}

export interface PgBossQueueOptions {
  database: Pick<Database, 'executeSql'>;
  log: QueueLog;
  /**
   * Seconds between polls for jobs this process did not just send: retries coming due, jobs
   * sent to start later, the cron's jobs, other processes' jobs (default 15; tests use 0.5).
   * A job this process sends to run now wakes its worker at once.
   */
  pollingIntervalSeconds?: number;
  /** Recurring schedules on (the process that serves requests also runs the cron). */
  schedule?: boolean;
  /** Per-queue changes to QUEUE_SETTINGS (tests retry after a second instead of 30). */
  settings?: Partial<Record<JobName, Partial<QueueSettings>>>;
}

/**
 * The durable queue (ADR 0012): pg-boss keeps its jobs in the `pgboss` schema of the product's
 * own database, on PostgreSQL and on the embedded PGlite alike, so a job sent is a row
 * committed before `send` returns, and a restart picks up whatever was waiting.
 */
export async function startPgBossQueue(options: PgBossQueueOptions): Promise<PgBossQueue> {
  const boss = new PgBoss({
    db: { executeSql: (text, values) => options.database.executeSql(text, values) },
    schedule: options.schedule ?? true,
    // Finished jobs are kept a week for the operator, then removed.
    deleteAfterDays: 7,
    // Maintenance is cheap; supervise from every process.
    supervise: true,
  });
  boss.on('error', (err) => options.log.error({ err }, 'job queue error'));
  await boss.start();
  // Each queue is created, or its settings changed, only when needed: one query when nothing
  // changed since the last start (each create or update costs the embedded database ~0.1 s at
  // start-up, ADR 0044).
  const existing = new Map((await boss.getQueues()).map((queue) => [queue.name, queue]));
  for (const name of Object.keys(QUEUE_SETTINGS) as JobName[]) {
    const settings = { name, ...QUEUE_SETTINGS[name], ...options.settings?.[name] };
    const queue = existing.get(name);
    if (!queue) await boss.createQueue(name, settings);
    else if (
      queue.policy !== settings.policy ||
      queue.retryLimit !== settings.retryLimit ||
      queue.retryDelay !== settings.retryDelay ||
      queue.retryBackoff !== settings.retryBackoff
    ) {
      // An existing queue keeps its first settings unless told: apply the current ones.
      await boss.updateQueue(name, settings);
    }
  }

  // Each poll is a query per job name. On the embedded database it runs in the server's own
  // thread: polling often costs the server CPU, idle or busy (ADR 0012). A send from this
  // process wakes its worker instead (below), so its jobs need not wait for the next poll.
  const polling = options.pollingIntervalSeconds ?? 15;
  const workerIds = new Map<JobName, string>();
  return {
    boss,
    async send(name, data, sendOptions) {
      const id = await boss.send(name, data, {
        ...(sendOptions?.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions?.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
      });
      // `short` queues answer null when the same key is already waiting: nothing is lost.
      if (id === null && !sendOptions?.singletonKey) options.log.warn({ name }, 'job was not queued');
      const worker = workerIds.get(name);
      if (id !== null && worker && !sendOptions?.startAfter) boss.notifyWorker(worker);
    },
    async sendAll(name, jobs) {
      if (jobs.length === 0) return;
      // pg-boss's `insert` writes them in one statement with the queue's settings (retries,
      // policy); a singleton key already waiting is skipped, as `send` skips it.
      await boss.insert(
        jobs.map(({ data, options: o }) => ({
          name,
          data,
          ...(o?.startAfter ? { startAfter: o.startAfter } : {}),
          ...(o?.singletonKey ? { singletonKey: o.singletonKey } : {}),
        })),
      );
      const worker = workerIds.get(name);
      if (worker && jobs.some((job) => !job.options?.startAfter)) boss.notifyWorker(worker);
    },
    async work(handlers) {
      for (const name of Object.keys(QUEUE_SETTINGS) as JobName[]) {
        const handler = handlers[name] as (data: unknown) => Promise<void>;
        // pg-boss waits a full polling interval between fetches, busy or not: take up to
        // BATCH jobs per fetch (and fetch again at once after a full batch), and fail only the
        // ones that throw (the others complete).
        const workerId = await boss.work(
          name,
          { pollingIntervalSeconds: polling, batchSize: BATCH },
          async (jobs) => {
            if (jobs.length === BATCH) boss.notifyWorker(workerIds.get(name) ?? '');
            for (const job of jobs) {
              try {
                await handler(job.data);
              } catch (err) {
                const message = err instanceof Error ? err.message : String(err);
                options.log.warn({ job: name, id: job.id, err: message }, 'job failed; it will be retried');
                await boss.fail(name, job.id, { message });
              }
            }
          },
        );
        workerIds.set(name, workerId);
      }
      if (options.schedule ?? true) {
        for (const [name, cron] of Object.entries(SCHEDULES)) await boss.schedule(name, cron, {});
      }
    },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
