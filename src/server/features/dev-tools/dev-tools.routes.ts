import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DEV_JOB_NOT_FOUND,
  devClockBodySchema,
  devClockResponseSchema,
  devJobParamsSchema,
  devJobResponseSchema,
  RUNNABLE_DEV_JOBS,
  type RunnableDevJob,
} from '../../../shared/api/dev-tools';
import type { FeatureOptions } from '../../context';
import { ApiError } from '../../lib/errors';
import type { MovableClock } from '../../lib/movable-clock';
import { errorAnswers } from '../../lib/route-schemas';

export interface DevToolsOptions extends FeatureOptions {
  clock: MovableClock;
}

function isRunnable(name: string): name is RunnableDevJob {
  return (RUNNABLE_DEV_JOBS as readonly string[]).includes(name);
}

/**
 * Registered only when DEV_CLOCK=true (never in production, ADR 0018): a movable clock and
 * on-demand jobs, so a browser test can let a training end and complete without waiting.
 * No sign-in, like the dev mailbox: it is a local tool.
 */
export const devToolsRoutes: FastifyPluginAsyncZod<DevToolsOptions> = async (app, { ctx, clock }) => {
  const clockDocument = () => ({
    data: { now: clock.now().toISOString(), offset_ms: Math.round(clock.offsetMs()) },
  });

  app.get(
    '/v1/dev/clock',
    {
      schema: {
        tags: ['dev'],
        summary: 'The time the server reads as now (development only)',
        description: 'Only when DEV_CLOCK is on; otherwise 404.',
        response: { 200: devClockResponseSchema },
      },
    },
    async () => clockDocument(),
  );

  app.put(
    '/v1/dev/clock',
    {
      schema: {
        tags: ['dev'],
        summary: 'Move the server clock (development only)',
        description:
          'Every rule that reads the clock (bookings, openings, jobs) sees `now` from here on, ' +
          'advancing in real time; `null` goes back to real time. Only when DEV_CLOCK is on.',
        body: devClockBodySchema,
        response: { 200: devClockResponseSchema, ...errorAnswers(422) },
      },
    },
    async (request) => {
      const { now } = request.body;
      if (now === null) clock.reset();
      else clock.setNow(new Date(now));
      // Kept answers were read at the old time (which slots are still ahead, say).
      ctx.readCache.invalidate('*');
      return clockDocument();
    },
  );

  app.post(
    '/v1/dev/jobs/:name',
    {
      schema: {
        tags: ['dev'],
        summary: 'Queue one run of a background job now (development only)',
        description: `Runs through the job queue like the schedule does; the worker picks it up within seconds. Jobs: ${RUNNABLE_DEV_JOBS.join(', ')}.`,
        params: devJobParamsSchema,
        response: { 202: devJobResponseSchema, ...errorAnswers(404, 422) },
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      if (!isRunnable(name)) throw new ApiError(404, [DEV_JOB_NOT_FOUND]);
      await ctx.jobs.send(name, {});
      return reply.code(202).send({ data: { name, queued: true as const } });
    },
  );
};
