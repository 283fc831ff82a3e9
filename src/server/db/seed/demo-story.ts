// The demo's week, told through the product's own services (ADR 0039): every seat taken is a
// booking a family made with createBooking, answered with the trainer's own moves, paid through
// the sandbox provider, reviewed and paid out as a real one is; every email is the one the
// product wrote for it. The past part runs with the seed's clock set back before each session.
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { createBookingBodySchema } from '../../../shared/api/bookings';
import { reviewInputSchema } from '../../../shared/api/reviews';
import { subscriptionInputSchema } from '../../../shared/api/subscriptions';
import { seniorClassYear } from '../../../shared/domain/grades';
import type { AppContext } from '../../context';
import { createBooking } from '../../features/bookings/booking-create.service';
import {
  acceptBookingRequest,
  changeBookingByPlayer,
  completePastBookings,
  rejectBookingRequest,
  requestCancellation,
} from '../../features/bookings/booking-transitions.service';
import { saveCard } from '../../features/cards/cards.service';
import { transferCharge } from '../../features/payments/payments.service';
import { sendReviewRequest } from '../../features/reviews/review-request.service';
import { createReview } from '../../features/reviews/reviews.service';
import { subscribe } from '../../features/subscriptions/subscriptions.service';
import { createSandboxToken } from '../../integrations/payments/sandbox-provider';
import { payments } from '../schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// Nothing the seed does is worth a log line; a failing step throws and the seed stops.
const quiet = pino({ enabled: false });

/** The seed's context, whose clock the story moves (`at`) and puts back (`now`). */
export interface StoryContext {
  ctx: AppContext;
  now: Date;
  at: (instant: Date) => void;
}

/** A training option as the story books it: its trainer, length and where it happens. */
export interface StoryOption {
  id: number;
  athleteId: number;
  durationMinutes: number;
  place: { location: string; address: string } | null;
  /** Starts of the openings offering it, soonest first. */
  openings: readonly Date[];
}

export interface Family {
  clientId: number;
  cardId: number;
}

/** A sandbox card saved the way checkout saves one: tokenised, then the token saved. */
export async function saveDemoCard(
  story: StoryContext,
  clientId: number,
  card: { number: string; cvc?: string; expMonth: number; yearsLeft: number },
): Promise<number> {
  const { ctx, now } = story;
  const token = await createSandboxToken(
    ctx.db,
    {
      number: card.number,
      cvc: card.cvc ?? '123',
      expMonth: card.expMonth,
      expYear: now.getUTCFullYear() + card.yearsLeft,
    },
    now,
  );
  return (await saveCard(ctx, clientId, token.id, quiet)).id;
}

/** The passing year that makes a player `grade` today (13 College, 14 Post-College). */
export function passingYearOf(grade: number, now: Date, timeZone: string): number {
  const seniors = seniorClassYear(now, timeZone);
  return grade >= 14 ? seniors - 6 : seniors + 12 - grade;
}

/** The `index`th slot of the option in an opening: openings are carved by the option's length. */
export function slotOf(option: StoryOption, opening: Date, index: number): Date {
  return new Date(opening.getTime() + index * option.durationMinutes * 60_000);
}

/** Openings starting after `from` (soonest first), or ended before it (latest first). */
export function upcomingOpenings(option: StoryOption, from: Date): Date[] {
  return option.openings.filter((o) => o.getTime() > from.getTime());
}
export function pastOpenings(option: StoryOption, before: Date): Date[] {
  return option.openings.filter((o) => o.getTime() < before.getTime()).reverse();
}

/**
 * A family books a slot through the booking service, as checkout does. A session already
 * past is booked on a clock set back three days before it, as it was then.
 */
export async function book(
  story: StoryContext,
  family: Family,
  option: StoryOption,
  startsAt: Date | null,
  notes: string | null = null,
): Promise<number> {
  const { ctx, now } = story;
  const whenBooked =
    startsAt && startsAt.getTime() < now.getTime() + DAY ? new Date(startsAt.getTime() - 3 * DAY) : now;
  story.at(whenBooked);
  const body = createBookingBodySchema.parse({
    booking: {
      provided_service_id: option.id,
      ...(startsAt ? { from_time: startsAt.toISOString() } : {}),
      notes,
      location: option.place?.location ?? null,
      address: option.place?.address ?? null,
    },
    card_id: family.cardId,
  });
  const { bookingId, delivery } = await createBooking(ctx, {
    clientId: family.clientId,
    body,
    idempotencyKey: null,
  });
  await delivery;
  return bookingId;
}

/** The trainer's answers, on the clock the request was made on (before its deadline). */
export async function accept(story: StoryContext, option: StoryOption, bookingId: number, notes?: string) {
  await acceptBookingRequest(story.ctx, option.athleteId, bookingId, notes ?? null);
}
export async function decline(story: StoryContext, option: StoryOption, bookingId: number, notes: string) {
  await rejectBookingRequest(story.ctx, option.athleteId, bookingId, notes);
}
export async function askToCancel(
  story: StoryContext,
  option: StoryOption,
  bookingId: number,
  reason: string,
) {
  await requestCancellation(story.ctx, option.athleteId, bookingId, reason);
}
/** The family agrees to the trainer's cancellation request: the charge is refunded. */
export async function agreeToCancel(story: StoryContext, family: Family, bookingId: number) {
  await changeBookingByPlayer(story.ctx, family.clientId, bookingId, null);
}

/**
 * Back to today: the roll-over job's work (ended and accepted → completed, each asked for a
 * review), as the first minute of the running product would do it.
 */
export async function completeThePast(story: StoryContext): Promise<number[]> {
  story.at(story.now);
  const { ctx } = story;
  const completed = await completePastBookings(ctx.db, ctx.now());
  for (const bookingId of completed) await sendReviewRequest(ctx, { bookingId }, quiet);
  return completed;
}

/** The family's public review and private feedback, each from its own link of the email. */
export async function review(
  story: StoryContext,
  family: Family,
  bookingId: number,
  text: { comment: string; privateComment?: string },
) {
  const { ctx } = story;
  await createReview(
    ctx,
    family.clientId,
    reviewInputSchema.parse({ comment: text.comment, booking_id: bookingId }),
  );
  if (text.privateComment) {
    await createReview(
      ctx,
      family.clientId,
      reviewInputSchema.parse({ private_comment: text.privateComment, booking_id: bookingId }),
    );
  }
}

/** The trainer's payout of a completed, paid booking, to their (then connected) account. */
export async function payOut(story: StoryContext, option: StoryOption, bookingId: number, account: string) {
  const { ctx } = story;
  const [payment] = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.bookingId, bookingId));
  if (!payment) throw new Error(`Demo seed: booking ${bookingId} has no payment to pay out`);
  await transferCharge(ctx, option.athleteId, payment.id, account);
}

/** The player subscribes to a training's new openings from its page. */
export async function subscribeTo(
  story: StoryContext,
  clientId: number,
  serviceId: number,
  who: { name: string; email: string },
) {
  await subscribe(
    story.ctx,
    clientId,
    subscriptionInputSchema.parse({ provided_service_id: serviceId, name: who.name, email: who.email }),
    quiet,
  );
}
