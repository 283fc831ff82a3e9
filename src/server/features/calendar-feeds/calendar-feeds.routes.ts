import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CLIENT_CALENDAR_FEED_PATH,
  calendarFeedResponseSchema,
  TRAINER_CALENDAR_FEED_PATH,
} from '../../../shared/api/calendar-feeds';
import type { FeatureOptions } from '../../context';
import { ApiError } from '../../lib/errors';
import { publicUrlFor } from '../../lib/request-links';
import { errorAnswers, nullDataSchema } from '../../lib/route-schemas';
import { requireAthlete, requireClient } from '../auth/auth.plugin';
import type { FeedOwner } from './calendar-feeds.repository';
import { currentFeedUrl, feedCalendar, newFeedUrl, revokeFeed } from './calendar-feeds.service';

const CALENDAR_NOT_FOUND = 'This calendar link is not valid, or was turned off';

export const calendarFeedRoutes: FastifyPluginAsyncZod<FeatureOptions> = async (app, { ctx }) => {
  const owners: {
    path: string;
    tags: string[];
    who: string;
    owner: (request: Parameters<typeof requireClient>[0]) => Promise<FeedOwner>;
  }[] = [
    {
      path: CLIENT_CALENDAR_FEED_PATH,
      tags: ['bookings'],
      who: "the family's bookings",
      owner: async (request) => ({ kind: 'client', id: (await requireClient(request)).clientId }),
    },
    {
      path: TRAINER_CALENDAR_FEED_PATH,
      tags: ['trainer'],
      who: "the trainer's sessions",
      owner: async (request) => ({ kind: 'athlete', id: (await requireAthlete(request)).athleteId }),
    },
  ];
  for (const { path, tags, who, owner } of owners) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `The private calendar URL of ${who} (iCalendar), or null`,
          response: { 200: calendarFeedResponseSchema, ...errorAnswers(401) },
        },
      },
      async (request) => ({
        data: { url: await currentFeedUrl(ctx, await owner(request), publicUrlFor(ctx, request)) },
      }),
    );
    app.post(
      path,
      {
        schema: {
          tags,
          summary: `A new private calendar URL of ${who}; an earlier one stops working`,
          response: { 200: calendarFeedResponseSchema, ...errorAnswers(401) },
        },
      },
      async (request) => ({
        data: { url: await newFeedUrl(ctx, await owner(request), publicUrlFor(ctx, request)) },
      }),
    );
    app.delete(
      path,
      {
        schema: {
          tags,
          summary: `Turns off the private calendar URL of ${who}`,
          response: { 200: nullDataSchema, ...errorAnswers(401) },
        },
      },
      async (request) => {
        await revokeFeed(ctx, await owner(request));
        return { data: null };
      },
    );
  }

  // What calendar apps poll: no session, the URL's token is the key.
  app.get(
    '/calendar/:token',
    { schema: { hide: true, params: z.object({ token: z.string().max(80) }) } },
    async (request, reply) => {
      const text = await feedCalendar(ctx, request.params.token, publicUrlFor(ctx, request));
      if (text === undefined) throw new ApiError(404, [CALENDAR_NOT_FOUND]);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, max-age=300')
        .send(text);
    },
  );
};
