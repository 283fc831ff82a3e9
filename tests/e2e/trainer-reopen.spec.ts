import { type APIRequestContext, expect, test } from '@playwright/test';
import { athleteDetailResponseSchema } from '../../src/shared/api/athletes';
import { createPlayer, screenshot, signInWithToken, trainerSession } from './account-helpers';
import { bookThroughApi, newGroupTime, openAsTrainer, saveSandboxCard } from './support/trainer-offer';

// A session the trainer cancelled (ADR 0047): they asked to cancel the only booking and the family
// approved, so the time is listed nowhere for families. The trainer's schedule keeps it, marked
// "Cancelled by you"; a trainer who can train after all reopens it, and families can book it again.
// (Before, families saw that time as Full with a Join waitlist that refused them.)

const ZONE = 'America/New_York';
test.use({ timezoneId: ZONE });

/** The trainer page's times of the training at `from`, full ones included. */
async function timesAt(request: APIRequestContext, slug: string, serviceId: number, from: string) {
  const response = await request.get(`/v1/client/athletes/${slug}`);
  const slots = athleteDetailResponseSchema.parse(await response.json()).data.attributes.generated_slots;
  return slots.filter(
    (g) =>
      g.selected_trainings.includes(serviceId) && Date.parse(g.training_start_date_time) === Date.parse(from),
  );
}

test('a trainer reopens a session they cancelled, and families can book its time again', async ({
  page,
  request,
}, testInfo) => {
  const trainer = await trainerSession(request);
  const name = `Reopen ${testInfo.project.name} ${Date.now()}`;
  const { option, opening } = await newGroupTime(request, trainer.token, {
    name,
    seats: 1,
    daysAhead: testInfo.project.name === 'phone' ? 16 : 15,
    from: '05:00',
    to: '06:00',
  });

  // A family books the one seat; the trainer accepts, then asks to cancel; the family approves.
  const family = await createPlayer(request);
  const cardId = await saveSandboxCard(request, family.token);
  const { id: bookingId } = await bookThroughApi(request, family.token, {
    serviceId: option.id,
    from: opening.from,
    cardId,
  });
  const trainerHeaders = { 'AUTH-TOKEN': trainer.token };
  for (const [move, data] of [
    ['request_booking', {}],
    ['request_cancellation', { booking_request: { notes: 'I am sick that day, sorry' } }],
  ] as const) {
    const answered = await request.put(`/v1/client/booking_requests/${bookingId}/${move}`, {
      headers: trainerHeaders,
      data,
    });
    expect(answered.status(), await answered.text()).toBe(200);
  }
  const approved = await request.put(`/v1/client/bookings/${bookingId}`, {
    headers: { 'AUTH-TOKEN': family.token },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  // Families no longer see the time at all: not bookable, and not full either, so the training's
  // card offers no waitlist to join (it did, for a time nobody could wait for).
  expect(await timesAt(request, trainer.slug, option.id, opening.from)).toEqual([]);
  const other = await createPlayer(request);
  await signInWithToken(page, other.token);
  await page.goto(`/${trainer.slug}`);
  const trainingCard = page.getByTestId('training-card').filter({ hasText: name });
  await expect(trainingCard.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
  await expect(trainingCard.getByRole('button', { name: 'Get Notified' })).toBeVisible();
  await expect(trainingCard.getByRole('button', { name: 'Join waitlist' })).toHaveCount(0);
  await trainingCard.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'trainer-cancelled-training-card');

  // The trainer's schedule keeps the session, marked as theirs to reopen.
  const trainerPage = await page.context().newPage();
  await openAsTrainer(trainerPage, trainer.token, '/trainer/schedule');
  const session = trainerPage.getByRole('article').filter({ hasText: name });
  await expect(session.getByText('Cancelled by you')).toBeVisible();
  await expect(session).toContainText("Families can't book this time or join its waitlist.");
  await screenshot(trainerPage, testInfo, 'trainer-schedule-cancelled-session');

  await session.getByRole('button', { name: 'Reopen this time' }).click();
  await expect(trainerPage.getByText(/is open again: families can book it\.$/)).toBeVisible();
  await expect(session).toHaveCount(0);
  await screenshot(trainerPage, testInfo, 'trainer-schedule-reopened');

  await trainerPage.close();

  // Families see the time again, its seat for sale: the card books.
  await expect
    .poll(async () => (await timesAt(request, trainer.slug, option.id, opening.from)).map((g) => g.free_slot))
    .toEqual([1]);
  await page.reload();
  await expect(trainingCard.getByRole('button', { name: 'Book Now' })).toBeEnabled();
});

test('a trainer reopens the seat they cancelled of a group that goes on, and it is for sale again', async ({
  page,
  request,
}, testInfo) => {
  const trainer = await trainerSession(request);
  const name = `Reopen Seat ${testInfo.project.name} ${Date.now()}`;
  const { option, opening } = await newGroupTime(request, trainer.token, {
    name,
    seats: 2,
    daysAhead: testInfo.project.name === 'phone' ? 18 : 17,
    from: '05:00',
    to: '06:00',
  });
  // Two families take both seats; the trainer cancels the first one's, who approves.
  const [first, second] = [await createPlayer(request), await createPlayer(request)];
  const bookings = [];
  for (const family of [first, second]) {
    const cardId = await saveSandboxCard(request, family.token);
    bookings.push(
      await bookThroughApi(request, family.token, { serviceId: option.id, from: opening.from, cardId }),
    );
  }
  const trainerHeaders = { 'AUTH-TOKEN': trainer.token };
  const asked = await request.put(`/v1/client/booking_requests/${bookings[0]?.id}/request_cancellation`, {
    headers: trainerHeaders,
    data: { booking_request: { notes: 'Too many players for the field' } },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const approved = await request.put(`/v1/client/bookings/${bookings[0]?.id}`, {
    headers: { 'AUTH-TOKEN': first.token },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  // The seat is kept closed: the time reads full.
  expect((await timesAt(request, trainer.slug, option.id, opening.from)).map((g) => g.free_slot)).toEqual([
    0,
  ]);

  await openAsTrainer(page, trainer.token, '/trainer/schedule');
  const session = page.getByRole('article').filter({ hasText: name });
  await expect(session).toContainText(
    '1 seat you cancelled is kept closed: not sold, nor offered to the waitlist.',
  );
  await screenshot(page, testInfo, 'trainer-schedule-withdrawn-seat');
  await session.getByRole('button', { name: 'Reopen the seat' }).click();
  await expect(page.getByText(/^1 seat of .+ is open again\.$/)).toBeVisible();
  await expect(session.getByRole('button', { name: 'Reopen the seat' })).toHaveCount(0);
  await expect
    .poll(async () => (await timesAt(request, trainer.slug, option.id, opening.from)).map((g) => g.free_slot))
    .toEqual([1]);
});
