// Private calendar subscription URLs (ADR 0042): a family's bookings and a trainer's sessions as
// an iCalendar feed that Google Calendar, Apple Calendar and Outlook poll. The URL's token is the
// feed's id with an HMAC of it under the product's own secret; a new URL revokes the old.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { EventAttributes } from 'ics';
import type { BookingStatus } from '../../../shared/constants';
import { PRODUCT_NAME } from '../../../shared/constants';
import { bookingEvents, eventLocation, titlePrefix } from '../../../shared/domain/booking-events';
import { playerName } from '../../../shared/domain/children';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { appSecret } from '../../lib/app-secrets';
import { findBookingIds } from '../bookings/booking-transitions.repository';
import { findBookingDetails } from '../bookings/bookings.repository';
import { bookingResource } from '../bookings/bookings.serializer';
import { listUpcomingSessions } from '../trainer-bookings/trainer-bookings.repository';
import { toSessions } from '../trainer-bookings/trainer-bookings.serializer';
import { countInLineBySlot } from '../waitlist/waitlist.repository';
import {
  type FeedOwner,
  type FeedRow,
  findLiveFeed,
  findLiveFeedById,
  insertFeed,
  revokeFeeds,
} from './calendar-feeds.repository';

const DAY_MS = 86_400_000;
/** A feed shows the last 30 days and the next year: what a calendar keeps in view. */
const PAST_DAYS = 30;
const FUTURE_DAYS = 366;
const MAX_ID = 2_147_483_647;

/** What a feed shows, the family's and the trainer's: requests, accepted and past sessions; never the cancelled. */
const FEED_STATUSES: BookingStatus[] = ['pending', 'accepted', 'incomplete', 'completed'];

async function mac(db: Db, id: number): Promise<string> {
  const secret = await appSecret(db, 'calendar-feed');
  return createHmac('sha256', secret).update(`calendar-feed:${id}`).digest('base64url');
}

async function urlOf(ctx: Pick<AppContext, 'db'>, publicUrl: string, feed: FeedRow): Promise<string> {
  return `${publicUrl}/calendar/${feed.id}-${await mac(ctx.db, feed.id)}.ics`;
}

/** The owner's live feed URL, or null when they have none. */
export async function currentFeedUrl(ctx: AppContext, owner: FeedOwner, publicUrl: string) {
  const feed = await findLiveFeed(ctx.db, owner);
  return feed ? urlOf(ctx, publicUrl, feed) : null;
}

/** A new URL for the owner; any earlier one stops answering. */
export async function newFeedUrl(ctx: AppContext, owner: FeedOwner, publicUrl: string): Promise<string> {
  const feed = await ctx.db.transaction(async (tx) => {
    await revokeFeeds(tx, owner, ctx.now());
    return insertFeed(tx, owner);
  });
  return urlOf(ctx, publicUrl, feed);
}

export async function revokeFeed(ctx: AppContext, owner: FeedOwner): Promise<void> {
  await revokeFeeds(ctx.db, owner, ctx.now());
}

/** The live feed a URL's token names, if its HMAC holds. */
async function feedOfToken(db: Db, token: string): Promise<FeedRow | undefined> {
  const match = /^(\d{1,10})-([A-Za-z0-9_-]{43})\.ics$/.exec(token);
  if (!match?.[1] || !match[2]) return undefined;
  const id = Number(match[1]);
  if (id < 1 || id > MAX_ID) return undefined;
  const expected = Buffer.from(await mac(db, id));
  const given = Buffer.from(match[2]);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  return findLiveFeedById(db, id);
}

async function familyEvents(
  ctx: AppContext,
  clientId: number,
  publicUrl: string,
): Promise<EventAttributes[]> {
  const now = ctx.now().getTime();
  const ids = await findBookingIds(ctx.db, { clientId }, FEED_STATUSES, new Date(now - PAST_DAYS * DAY_MS));
  const bookings = await findBookingDetails(ctx.db, ids);
  return bookings
    .flatMap((b) => bookingEvents(bookingResource(b).attributes, publicUrl))
    .filter((e) => typeof e.start === 'number' && e.start < now + FUTURE_DAYS * DAY_MS);
}

async function trainerEvents(
  ctx: AppContext,
  athleteId: number,
  publicUrl: string,
): Promise<EventAttributes[]> {
  const now = ctx.now();
  const from = new Date(now.getTime() - PAST_DAYS * DAY_MS);
  const until = new Date(now.getTime() + FUTURE_DAYS * DAY_MS);
  const [rows, inLine] = await Promise.all([
    // Sessions held in the last days stay in the trainer's calendar as the family's do.
    listUpcomingSessions(ctx.db, athleteId, from, until, FEED_STATUSES),
    // Families waiting for a seat (ADR 0047), as the trainer's schedule shows them.
    countInLineBySlot(ctx.db, athleteId, now, until),
  ]);
  // Sessions to attend only: one the trainer cancelled is no event (ADR 0047).
  return toSessions(rows, [], now, inLine).map((session) => {
    const training = session.provided_service?.name ?? 'Training';
    const accepted = session.players.some((p) => p.status === 'accepted' || p.status === 'completed');
    const lines = session.players.map((p) => {
      const status =
        p.status === 'pending'
          ? 'request, not answered yet'
          : p.status === 'incomplete'
            ? 'cancellation asked'
            : p.status;
      const grade = p.grade_label ? `, ${p.grade_label}` : '';
      const family = p.family
        ? `\n  Family: ${[p.family.parent_name, p.family.phone, p.family.email].filter(Boolean).join(', ')}`
        : '';
      return `${playerName(p)}${grade} (${status})${family}`;
    });
    const start = new Date(session.starts_at).getTime();
    return {
      uid: `session-${session.calendar_entry_id ?? 'booking'}-${start}-${session.provided_service?.id ?? 0}@trainhub`,
      title: `${titlePrefix(session.players.map((p) => p.status))}${training}: ${session.players.map((p) => p.first_name).join(', ')}`,
      description: [
        ...lines,
        ...(session.in_line > 0 ? [`${session.in_line} on waitlist`] : []),
        `${publicUrl}/trainer/schedule`,
      ].join('\n'),
      location: eventLocation(session),
      url: `${publicUrl}/trainer/schedule`,
      start,
      startInputType: 'utc',
      startOutputType: 'utc',
      end: new Date(session.ends_at).getTime(),
      endInputType: 'utc',
      endOutputType: 'utc',
      productId: PRODUCT_NAME,
      status: accepted ? 'CONFIRMED' : 'TENTATIVE',
    } satisfies EventAttributes;
  });
}

/** The iCalendar text a feed URL answers, or undefined for a URL that is not (or no longer) one. */
export async function feedCalendar(
  ctx: AppContext,
  token: string,
  publicUrl: string,
): Promise<string | undefined> {
  const feed = await feedOfToken(ctx.db, token);
  if (!feed) return undefined;
  const events =
    feed.clientId !== null
      ? await familyEvents(ctx, feed.clientId, publicUrl)
      : await trainerEvents(ctx, feed.athleteId ?? 0, publicUrl);
  const calName = feed.clientId !== null ? `${PRODUCT_NAME} bookings` : `${PRODUCT_NAME} sessions`;
  // An empty calendar is still a calendar (createEvents refuses none).
  if (events.length === 0) {
    return [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      `PRODID:${PRODUCT_NAME}`,
      `X-WR-CALNAME:${calName}`,
      'END:VCALENDAR',
      '',
    ].join('\r\n');
  }
  // Loaded when a feed is first read, not at start-up (ADR 0044).
  const { createEvents } = await import('ics');
  const { error, value } = createEvents(events, { productId: PRODUCT_NAME, calName });
  if (error || !value) throw error ?? new Error('could not write the calendar');
  return value;
}
