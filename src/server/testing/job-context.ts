// The context that jobs and booking moves run in, for tests: on a clock that is passed in, or on
// a clock that the file's tests move.
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { createQueuedMailer } from '../integrations/email/queued-mailer';
import { createRecordingJobQueue } from '../integrations/jobs/job-queue';
import { createSandboxPaymentProvider } from '../integrations/payments/sandbox-provider';
import { emailsTo, testAppForFile } from './test-app';

export const HOUR = 3_600_000;
export const PUBLIC_URL = 'https://app.trainhub.test';

export type JobContext = Pick<AppContext, 'db' | 'now' | 'publicUrl' | 'payments' | 'mailer'>;

/** What a job or a booking move reads from the app: the sandbox provider, and a mailer that only records its queue. */
export function jobContext(db: Db, now: () => Date, publicUrl: string): JobContext {
  return {
    db,
    now,
    publicUrl,
    payments: createSandboxPaymentProvider(db),
    mailer: createQueuedMailer(db, createRecordingJobQueue()),
  };
}

/**
 * The file's test app (testAppForFile) on a clock that starts at `start` and that the tests move
 * with `at(hours)`; `context()` is jobContext on that clock, and `mailTo` lists one address's emails, oldest first.
 */
export function testAppOnMovedClock(start: Date) {
  let clock = start;
  const now = () => clock;
  const t = testAppForFile({ context: { now, publicUrl: PUBLIC_URL } });
  return Object.assign(t, {
    now,
    at: (hoursFromStart: number) => {
      clock = new Date(start.getTime() + hoursFromStart * HOUR);
    },
    context: () => jobContext(t.db(), now, PUBLIC_URL),
    mailTo: (email: string) => emailsTo(t.db(), email),
  });
}
