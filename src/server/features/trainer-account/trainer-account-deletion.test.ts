import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DELETED_MESSAGE } from '../../../shared/api/account-data';
import { TRAINER_ACCOUNT_PATH, TRAINER_HAS_ACCEPTED_SESSIONS } from '../../../shared/api/trainer-account';
import {
  athletes,
  bookings,
  providedServices,
  subscribedProvidedServices,
  waitlistEntries,
} from '../../db/schema';
import { listLedger } from '../../integrations/payments/sandbox-ledger';
import { hashPassword } from '../../lib/passwords';
import {
  book,
  bookingBody,
  createBookingParties,
  createPlayer,
  createTrainer,
  PAT_RIVERA,
  paymentsOf,
} from '../../testing/booking-factories';
import { createCollege, createGroup } from '../../testing/discovery-factories';
import { HOUR, PUBLIC_URL } from '../../testing/job-context';
import { emailsTo, testAppForFile } from '../../testing/test-app';
import { insertReview } from '../reviews/reviews.repository';
import { insertSubscription } from '../subscriptions/subscriptions.repository';
import { insertPlace } from '../waitlist/waitlist.repository';

// A trainer's deletion of their own account (ADR 0055), as the trainer, the families and a
// visitor of the public pages see it. The read cache keeps answers for minutes here, as in
// production, so that a page still shown after the deletion would be caught.

const START = new Date('2026-03-10T15:00:00Z');
const PASSWORD = 'Trainer-Password-1';
let clock = START;
const at = (hours: number) => {
  clock = new Date(START.getTime() + hours * HOUR);
};
const t = testAppForFile({ context: { now: () => clock, publicUrl: PUBLIC_URL }, readCacheSeconds: 300 });
const passwordHash = await hashPassword(PASSWORD);

let n = 0;
/** Jordan Lee (a fresh one each call), with a password, a training 48 h ahead and a family's pending paid request. */
async function trainerWithRequest() {
  at(0);
  n += 1;
  const college = await createCollege(t.db());
  const trainer = await createTrainer(t.db(), clock, {
    firstName: 'Jordan',
    lastName: `Lee${n}`,
    collegeId: college.id,
    passwordHash,
    contactNumber: '+1 (859) 555-0199',
  });
  const { service, entry, player, card } = await createBookingParties(t.db(), clock, {
    trainer,
    seats: 2,
    hoursAhead: 48,
    service: { name: 'Speed & Agility' },
    player: { ...PAT_RIVERA, email: `rivera-${n}-${Math.random().toString(36).slice(2, 8)}@example.test` },
  });
  const res = await book(t.app, player, bookingBody(service, entry, { card_id: card.id }));
  expect(res.statusCode).toBe(201);
  return { trainer, college, service, entry, player, card, bookingId: Number(res.json().data.id) };
}

const remove = (headers: Record<string, string>, password: string) =>
  t.send('DELETE', TRAINER_ACCOUNT_PATH, headers, { password });
const profile = (headers: Record<string, string>) => t.get('/v1/trainer/profile', headers);
const publicPage = (slug: string) => t.get(`/v1/client/athletes/${slug}`);
const listNames = async (query = '') =>
  (await t.get(`/v1/client/athletes?per_page=100${query}`))
    .json()
    .data.map((d: { attributes: { first_name: string; last_name: string } }) =>
      `${d.attributes.first_name} ${d.attributes.last_name}`.trim(),
    );
const bookingStatus = async (id: number) =>
  (await t.db().select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]?.status;

describe("a trainer's account deletion", () => {
  it('is only for the signed-in trainer: a family or nobody gets 401', async () => {
    const { trainer, player } = await trainerWithRequest();
    expect((await remove({}, PASSWORD)).statusCode).toBe(401);
    const family = await remove(player.headers, PASSWORD);
    expect(family.statusCode).toBe(401);
    expect(family.json()).toEqual({ errors: ['Trainer not authorized'] });
    expect((await profile(trainer.headers)).statusCode).toBe(200);
    expect((await publicPage(trainer.slug)).statusCode).toBe(200);
  });

  it('asks for the password again and changes nothing when it is wrong', async () => {
    const { trainer, bookingId } = await trainerWithRequest();
    const res = await remove(trainer.headers, 'not-the-password');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ errors: [{ password: 'is invalid' }] });
    expect((await profile(trainer.headers)).statusCode).toBe(200);
    expect((await publicPage(trainer.slug)).statusCode).toBe(200);
    expect(await bookingStatus(bookingId)).toBe('pending');
  });

  it('is refused while an accepted session is still to come, and goes through once the trainer has cancelled it', async () => {
    const { trainer, player, bookingId } = await trainerWithRequest();
    const accepted = await t.put(`/v1/client/booking_requests/${bookingId}/request_booking`, trainer.headers);
    expect(accepted.statusCode).toBe(200);
    const [captured] = await paymentsOf(t.db(), bookingId);
    expect(captured?.status).toBe('succeeded');

    const refused = await remove(trainer.headers, PASSWORD);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ errors: [TRAINER_HAS_ACCEPTED_SESSIONS] });
    // Nothing changed: still signed in, still on the site with the training bookable.
    expect((await profile(trainer.headers)).statusCode).toBe(200);
    const page = await publicPage(trainer.slug);
    expect(page.statusCode).toBe(200);
    expect(page.json().data.attributes.provided_services.map((s: { name: string }) => s.name)).toEqual([
      'Speed & Agility',
    ]);
    expect(await bookingStatus(bookingId)).toBe('accepted');

    // The trainer asks to cancel (the schedule's Cancel); the deletion then completes it.
    const asked = await t.put(
      `/v1/client/booking_requests/${bookingId}/request_cancellation`,
      trainer.headers,
      {
        booking_request: { notes: 'Moving away' },
      },
    );
    expect(asked.statusCode).toBe(200);
    at(1);
    const done = await remove(trainer.headers, PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(await bookingStatus(bookingId)).toBe('cancelled');
    const [payment] = await paymentsOf(t.db(), bookingId);
    expect(payment?.status).toBe('refunded');
    const told = (await emailsTo(t.db(), player.email, 'booking_trainer_left'))[0];
    expect(told?.subject).toBe('Booking cancelled: Speed & Agility');
    expect(told?.textBody).toContain(
      `Jordan ${trainer.lastName} has left TrainHub, so your booking for Speed & Agility is cancelled.`,
    );
    expect(told?.textBody).toContain('will be refunded to your card');
  });

  it('goes through once the accepted sessions are over, and keeps them in the family’s history', async () => {
    const { trainer, player, bookingId } = await trainerWithRequest();
    expect(
      (await t.put(`/v1/client/booking_requests/${bookingId}/request_booking`, trainer.headers)).statusCode,
    ).toBe(200);
    at(60);
    const res = await remove(trainer.headers, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(await bookingStatus(bookingId)).toBe('accepted');
    expect((await paymentsOf(t.db(), bookingId))[0]?.status).toBe('succeeded');
    const [booking] = (await t.get('/v1/client/bookings', player.headers)).json().data;
    expect(Number(booking.id)).toBe(bookingId);
  });

  it('ends pending requests and waitlist places with the families told, erases the trainer and hides them everywhere', async () => {
    const gone = await trainerWithRequest();
    const other = await trainerWithRequest();
    const { trainer, player, bookingId } = gone;
    const group = await createGroup(t.db(), [trainer.id, other.trainer.id]);
    // A family waiting for a seat, another subscribed to new openings, a review on the page.
    const waiting = await createPlayer(t.db(), clock, { firstName: 'Kim', parentFirstName: 'Lou' });
    await insertPlace(t.db(), {
      clientId: waiting.id,
      playerId: waiting.activePlayerId ?? 0,
      athleteId: trainer.id,
      providedServiceId: gone.service.id,
      startsAt: gone.entry.fromTime,
      createdAt: clock,
    });
    await insertSubscription(t.db(), {
      providedServiceId: gone.service.id,
      name: 'Lou',
      email: waiting.email,
      unsubscribeToken: `token-${Math.random()}`,
    });
    await insertReview(t.db(), {
      bookingId,
      clientId: player.id,
      athleteId: trainer.id,
      providedServiceId: gone.service.id,
      rating: 5,
      comment: 'Great coach',
    });
    expect(await emailsTo(t.db(), trainer.email, 'trainer_new_request')).not.toEqual([]);

    // Everything a visitor sees of the trainer, read once so that the cache holds it.
    const groupPage = `/v2/athlete/groups/${group.slug}`;
    const groupNames = async () =>
      (await t.get(groupPage)).json().data.attributes.athletes.map((a: { last_name: string }) => a.last_name);
    const schoolCount = async () =>
      (await t.get(`/v1/colleges/${gone.college.slug}`)).json().data.attributes.athletes_count;
    expect((await publicPage(trainer.slug)).statusCode).toBe(200);
    expect((await t.get(`/v1/client/athletes/${trainer.slug}/reviews`)).json().data).toHaveLength(1);
    expect(await listNames()).toContain(`Jordan ${trainer.lastName}`);
    expect(await listNames(`&q[college_slug_eql]=${gone.college.slug}`)).toEqual([
      `Jordan ${trainer.lastName}`,
    ]);
    expect(await listNames('&q[name_start]=jordan')).toContain(`Jordan ${trainer.lastName}`);
    expect(await groupNames()).toEqual(expect.arrayContaining([trainer.lastName, other.trainer.lastName]));
    expect(await schoolCount()).toBe(1);
    const [hold] = await paymentsOf(t.db(), bookingId);
    expect(hold?.status).toBe('authorized');

    at(1);
    const res = await remove(trainer.headers, PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { message: ACCOUNT_DELETED_MESSAGE } });

    // Signed out everywhere; the old email and password no longer sign in.
    const after = await profile(trainer.headers);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ errors: ['Trainer not authorized'] });
    const signIn = await t.post('/v1/trainer/sessions', {}, { email: trainer.email, password: PASSWORD });
    expect(signIn.statusCode).toBe(401);

    // The request is cancelled with its hold voided, and the family told why.
    expect(await bookingStatus(bookingId)).toBe('cancelled');
    const [payment] = await paymentsOf(t.db(), bookingId);
    expect(payment?.status).toBe('voided');
    const ledger = (await listLedger(t.db())).filter((e) => e.reference === payment?.providerAuthorizationId);
    expect(ledger.map((e) => e.kind)).toContain('void');
    const familyMail = (await emailsTo(t.db(), player.email, 'booking_trainer_left'))[0];
    expect(familyMail?.textBody).toContain(
      `Jordan ${trainer.lastName} has left TrainHub, so your booking request for Speed & Agility is cancelled.`,
    );
    expect(familyMail?.textBody).toContain('The hold on your card was released: you were not charged.');

    // The waiting family is taken off the line and told; the subscription is gone.
    const [place] = await t
      .db()
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.clientId, waiting.id));
    expect(place?.status).toBe('closed');
    const waitMail = (await emailsTo(t.db(), waiting.email, 'waitlist_trainer_left'))[0];
    expect(waitMail?.textBody).toContain(
      `Jordan ${trainer.lastName} has left TrainHub, so Speed & Agility with Jordan`,
    );
    expect(waitMail?.textBody).toContain('Kim is no longer on its waitlist');
    expect(
      await t
        .db()
        .select()
        .from(subscribedProvidedServices)
        .where(eq(subscribedProvidedServices.providedServiceId, gone.service.id)),
    ).toEqual([]);

    // Gone from every public page, list, search, school and group, though they were cached.
    expect((await publicPage(trainer.slug)).statusCode).toBe(404);
    expect((await publicPage(`deleted-athlete-${trainer.id}`)).statusCode).toBe(404);
    expect((await t.get(`/v1/client/athletes/${trainer.slug}/reviews`)).statusCode).toBe(404);
    expect((await t.get(`/v1/client/calendar_entries?id=${trainer.id}`)).statusCode).toBe(404);
    expect(await listNames()).not.toContain(`Jordan ${trainer.lastName}`);
    expect(await listNames()).not.toContain('Deleted trainer');
    expect(await listNames(`&q[college_slug_eql]=${gone.college.slug}`)).toEqual([]);
    expect(await listNames('&q[name_start]=jordan')).not.toContain(`Jordan ${trainer.lastName}`);
    expect(await groupNames()).toEqual([other.trainer.lastName]);
    expect(await schoolCount()).toBe(0);

    // The row stays, anonymised, for the bookings and payouts that name it.
    const [row] = await t.db().select().from(athletes).where(eq(athletes.id, trainer.id));
    expect(row).toMatchObject({
      email: `deleted-athlete-${trainer.id}@deleted.invalid`,
      passwordHash: null,
      firstName: 'Deleted',
      lastName: 'trainer',
      contactNumber: null,
      collegeId: null,
      profileImage: null,
    });
    expect(row?.deletedAt).toEqual(clock);
    const services = await t
      .db()
      .select()
      .from(providedServices)
      .where(eq(providedServices.athleteId, trainer.id));
    expect(services.map((s) => s.status)).toEqual(['unpublished']);
    expect((await t.get(`/v1/client/athletes/${trainer.slug}/reviews`)).statusCode).toBe(404);

    // The trainer's old emails are erased; one last email confirms what was erased and kept.
    const trainerMails = await emailsTo(t.db(), trainer.email);
    expect(trainerMails.map((m) => m.kind)).toEqual(['trainer_account_deleted']);
    expect(trainerMails[0]?.subject).toBe('Your TrainHub trainer account has been deleted');
    expect(trainerMails[0]?.textBody).toContain(
      '1 booking request or cancellation you had not settled was cancelled',
    );
    expect(trainerMails[0]?.textBody).toContain('1 family was taken off the waitlist');
    expect(trainerMails[0]?.textBody).toContain('payments and payouts are kept, without your name');

    // Another trainer, on the same group page, and their family's request are untouched.
    expect((await profile(other.trainer.headers)).statusCode).toBe(200);
    expect((await publicPage(other.trainer.slug)).statusCode).toBe(200);
    expect(await listNames()).toContain(`Jordan ${other.trainer.lastName}`);
    expect(await bookingStatus(other.bookingId)).toBe('pending');
    expect((await paymentsOf(t.db(), other.bookingId))[0]?.status).toBe('authorized');
    expect(await emailsTo(t.db(), other.player.email, 'booking_trainer_left')).toEqual([]);
  });
});
