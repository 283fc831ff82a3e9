// Private calendar subscription URLs (ADR 0042), for families and for trainers.
import { z } from 'zod';

export const CLIENT_CALENDAR_FEED_PATH = '/v1/client/calendar_feed';
export const TRAINER_CALENDAR_FEED_PATH = '/v1/trainer/calendar_feed';

/** The feed's URL (https); null until one is made. Calendars subscribe to it. */
export const calendarFeedResponseSchema = z.object({
  data: z.object({ url: z.string().nullable() }),
});
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponseSchema>;
