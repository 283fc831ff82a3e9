import { z } from 'zod';
import { documentSchema } from './common';

// Dev-only clock and job controls (DEV_CLOCK, ADR 0018), for browser tests of time-driven rules.

export const DEV_JOB_NOT_FOUND = 'Job not found';

/** Jobs without a payload: the ones a test may run on demand. */
export const RUNNABLE_DEV_JOBS = [
  'bookings.complete-past',
  'bookings.expire-requests',
  'bookings.send-reminders',
  'waitlist.offers',
  'trainers.daily-agenda',
  'email.sweep',
] as const;
export type RunnableDevJob = (typeof RUNNABLE_DEV_JOBS)[number];

export const devClockBodySchema = z.object({
  /** The instant the server should read as now; null goes back to real time. */
  now: z.iso.datetime({ offset: true, error: 'is invalid' }).nullable(),
});
export type DevClockBody = z.infer<typeof devClockBodySchema>;

export const devClockResponseSchema = documentSchema(
  z.object({
    now: z.string(),
    /** Milliseconds the server's clock is ahead of real time (negative: behind). */
    offset_ms: z.number().int(),
  }),
);

export const devJobParamsSchema = z.object({ name: z.string().max(100) });

export const devJobResponseSchema = documentSchema(z.object({ name: z.string(), queued: z.literal(true) }));
