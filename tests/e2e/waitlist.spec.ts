import { type APIRequestContext, expect, test } from '@playwright/test';
import { bookingResponseSchema } from '../../src/shared/api/bookings';
import { mailboxListResponseSchema } from '../../src/shared/api/dev-mailbox';
import { formatInstantTime } from '../../src/shared/domain/display';
import { createPlayer, fillSignIn, screenshot, signInWithToken, trainerSession } from './account-helpers';
import { bookThroughApi, newGroupTime, openAsTrainer, saveSandboxCard } from './support/trainer-offer';

// Issue 25 item 1, the waitlist (ADR 0047): a one-seat group training is full (an individual
// training's card always reads Book Now, SPEC §4, its full times are in the time list alike); player B joins its
// waitlist from the trainer page's Sold Out card and the time list; the trainer declines player
// A's request, so the seat is offered to B by email; B follows the claim link, checks out the
// held time and sees the booking.

const ZONE = 'America/New_York';
test.use({ timezoneId: ZONE });

/** The newest waitlist offer emailed to `to`, once it has been written. */
async function offerEmail(request: APIRequestContext, to: string) {
  let link: string | undefined;
  await expect(async () => {
    const response = await request.get(`/v1/dev/mailbox?to=${encodeURIComponent(to)}`);
    const offer = mailboxListResponseSchema
      .parse(await response.json())
      .data.find((m) => m.attributes.kind === 'waitlist_offer');
    link = offer?.attributes.links.find((l) => l.includes('claim='));
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return new URL(link ?? '');
}

test('join the waitlist of a full time, get the freed seat by email, claim it and book it', async ({
  page,
  request,
}, testInfo) => {
  const trainer = await trainerSession(request);
  const name = `Waitlist ${testInfo.project.name} ${Date.now()}`;
  const { option, opening } = await newGroupTime(request, trainer.token, {
    name,
    seats: 1,
    daysAhead: testInfo.project.name === 'phone' ? 50 : 40,
    from: '07:00',
    to: '08:00',
  });

  // Player A takes the only seat.
  const a = await createPlayer(request);
  const aCard = await saveSandboxCard(request, a.token);
  const booked = await request.post('/v1/client/bookings', {
    headers: { 'AUTH-TOKEN': a.token },
    data: { booking: { provided_service_id: option.id, from_time: opening.from }, card_id: aCard },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const aBooking = bookingResponseSchema.parse(await booked.json()).data.attributes;

  // Player B finds the training sold out, with Join waitlist beside Get Notified.
  const b = await createPlayer(request);
  await saveSandboxCard(request, b.token);
  await signInWithToken(page, b.token);
  await page.goto(`/${trainer.slug}`);
  const card = page.getByTestId('training-card').filter({ hasText: name });
  await expect(card.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Get Notified' })).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await screenshot(page, testInfo, 'waitlist-sold-out-card');
  await card.getByRole('button', { name: 'Join waitlist' }).click();

  // The day of the full time is not called available; its time list shows it with Join waitlist.
  await expect(page.getByRole('button', { name: `${opening.day} available` })).toHaveCount(0);
  await page.getByRole('button', { name: `${opening.day} full` }).click();
  const time = `${formatInstantTime(opening.from, ZONE)} - ${formatInstantTime(opening.to, ZONE)}`;
  const full = page.getByTestId('full-time').filter({ hasText: time });
  await expect(full.getByText('Full')).toBeVisible();
  await screenshot(page, testInfo, 'waitlist-full-time');
  await full.getByRole('button', { name: 'Join waitlist' }).click();
  await expect(page.getByText('You joined the waitlist: 1st in line.')).toBeVisible();
  await expect(full.getByText('On the waitlist · 1st in line')).toBeVisible();

  // The bookings page's Waitlist tab shows the place in line.
  await page.goto('/bookings');
  await page.getByRole('tab', { name: 'Waitlist' }).click();
  const place = page.getByTestId('waitlist-place').filter({ hasText: name });
  await expect(place.getByText('1st in line')).toBeVisible();
  await screenshot(page, testInfo, 'waitlist-place');

  // The trainer's schedule shows the full session with B in line.
  const trainerPage = await page.context().newPage();
  await openAsTrainer(trainerPage, trainer.token, '/trainer/schedule');
  // The session is 40-50 days ahead: past the first 30 days the schedule shows.
  await trainerPage.locator('label', { hasText: '90 days' }).click();
  const session = trainerPage.getByRole('article').filter({ hasText: name });
  // A's request is not answered yet: the count says so.
  await expect(session.getByText('1 player · 1 to answer', { exact: true })).toBeVisible();
  await expect(session.getByText('1 on waitlist')).toBeVisible();
  await screenshot(trainerPage, testInfo, 'waitlist-trainer-schedule');
  await trainerPage.close();

  // The trainer declines A's request: the seat is held for B and B is emailed the claim link.
  const declined = await request.put(`/v1/client/booking_requests/${aBooking.id}/reject`, {
    headers: { 'AUTH-TOKEN': trainer.token },
  });
  expect(declined.status()).toBe(200);
  const link = await offerEmail(request, b.email);

  // B opens the link signed out (a phone's mail app opens its own browser): signing in leads
  // back to the claim, not to the bookings list alone.
  await page.evaluate(() => window.localStorage.removeItem('auth_token'));
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(/\/login$/);
  await fillSignIn(page, b.email, b.password);
  await expect(page).toHaveURL(new RegExp(`/bookings\\?claim=${link.searchParams.get('claim')}$`));
  const claim = page.getByTestId('waitlist-claim');
  await expect(claim.getByText('A spot opened up')).toBeVisible();
  await expect(claim.getByText(name)).toBeVisible();
  await screenshot(page, testInfo, 'waitlist-claim');
  await claim.getByRole('button', { name: 'Claim your spot' }).click();

  // The normal checkout, for the held time.
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByText(time, { exact: true })).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText('You are all booked! See below for your training details.')).toBeVisible();
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByTestId('booking-card').filter({ hasText: name })).toBeVisible();

  // No longer in line.
  await page.getByRole('tab', { name: 'Waitlist' }).click();
  await expect(page.getByText('You are not on any waitlist.')).toBeVisible();
});

test('a time the trainer cancelled is not offered again: no Full, no Join waitlist', async ({
  page,
  request,
}, testInfo) => {
  const trainer = await trainerSession(request);
  const name = `Withdrawn ${testInfo.project.name} ${Date.now()}`;
  // Two times, 7:00 and 8:00, on days apart from the journey above's (40 / 50) so the openings
  // don't collide; within 50 days, where the code before ADR 0047's change listed the time Full.
  const { option, opening } = await newGroupTime(request, trainer.token, {
    name,
    seats: 1,
    daysAhead: testInfo.project.name === 'phone' ? 47 : 44,
    from: '07:00',
    to: '09:00',
  });
  const HOUR_MS = 3_600_000;
  const label = (start: number) =>
    `${formatInstantTime(new Date(start).toISOString(), ZONE)} - ${formatInstantTime(new Date(start + HOUR_MS).toISOString(), ZONE)}`;
  const first = label(Date.parse(opening.from));
  const second = label(Date.parse(opening.from) + HOUR_MS);

  // Player A books 7:00 and the trainer accepts.
  const a = await createPlayer(request);
  const aCard = await saveSandboxCard(request, a.token);
  const aBooking = await bookThroughApi(request, a.token, {
    serviceId: option.id,
    from: opening.from,
    cardId: aCard,
  });
  const accepted = await request.put(`/v1/client/booking_requests/${aBooking.id}/request_booking`, {
    headers: { 'AUTH-TOKEN': trainer.token },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  // The trainer asks to cancel and A's family approves: the trainer withdrew that seat (ADR 0047).
  const asked = await request.put(`/v1/client/booking_requests/${aBooking.id}/request_cancellation`, {
    headers: { 'AUTH-TOKEN': trainer.token },
    data: { booking_request: { notes: 'Field closed that morning' } },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const approved = await request.put(`/v1/client/bookings/${aBooking.id}`, {
    headers: { 'AUTH-TOKEN': a.token },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  // Player B opens the training's time list for that day: 8:00 is offered; 7:00 is not listed
  // at all, neither as a time to book nor as Full with Join waitlist (a wait for nothing).
  const b = await createPlayer(request);
  await saveSandboxCard(request, b.token);
  await signInWithToken(page, b.token);
  await page.goto(`/${trainer.slug}`);
  const card = page.getByTestId('training-card').filter({ hasText: name });
  await card.getByRole('button', { name: 'Book Now' }).click();
  await page.getByRole('button', { name: `${opening.day} available` }).click();
  const times = page.getByLabel('Times');
  await expect(times.getByRole('button', { name: second })).toBeVisible();
  await expect(times.getByRole('button')).toHaveCount(1);
  // Full times load lazily and render nothing until then: let the page settle before
  // asserting they are absent, or the check passes before they could appear.
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('group', { name: 'Full times' })).toHaveCount(0);
  await expect(page.getByTestId('full-time')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Join waitlist/ })).toHaveCount(0);
  await expect(page.getByText(first)).toHaveCount(0);
  await screenshot(page, testInfo, 'waitlist-withdrawn-time');
});

test("the family's own seat says Booked, not Join waitlist; its time is not offered to that player again, but is to a sibling", async ({
  page,
  request,
}, testInfo) => {
  const trainer = await trainerSession(request);
  const phone = testInfo.project.name === 'phone';
  const stamp = `${testInfo.project.name} ${Date.now()}`;
  // A one-seat time (full once Casey holds it) and a three-seat time (seats left after Casey and a sibling).
  const times = { daysAhead: phone ? 53 : 56, from: '09:00', to: '10:00' };
  const { option: single, opening: full } = await newGroupTime(request, trainer.token, {
    name: `Own Seat ${stamp}`,
    seats: 1,
    ...times,
  });
  const { option: pair, opening: open } = await newGroupTime(request, trainer.token, {
    name: `Own Pair ${stamp}`,
    seats: 3,
    ...times,
  });

  const casey = await createPlayer(request);
  const card = await saveSandboxCard(request, casey.token);
  const fullBooking = await bookThroughApi(request, casey.token, {
    serviceId: single.id,
    from: full.from,
    cardId: card,
  });
  await bookThroughApi(request, casey.token, { serviceId: pair.id, from: open.from, cardId: card });
  await signInWithToken(page, casey.token);
  const label = (o: { from: string; to: string }) =>
    `${formatInstantTime(o.from, ZONE)} - ${formatInstantTime(o.to, ZONE)}`;
  const pagePath = (slug: string) => `/${trainer.slug}/${slug.slice(trainer.slug.length + 1)}`;

  // The full time: Casey's own seat, leading to the booking, with no Join waitlist.
  await page.goto(pagePath(single.slug));
  await page.getByRole('button', { name: `${full.day} full` }).click();
  const fullTime = page.getByTestId('full-time').filter({ hasText: label(full) });
  const own = fullTime.getByRole('link', { name: 'Booked for Casey' });
  await expect(own).toBeVisible();
  await expect(fullTime.getByRole('button', { name: /Join waitlist/ })).toHaveCount(0);
  await screenshot(page, testInfo, 'own-seat-full-time');
  await own.click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${fullBooking.id}$`));

  // The time with a seat left is not offered to Casey again: closed, and says why.
  await page.goto(pagePath(pair.slug));
  await page.getByRole('button', { name: `${open.day} available` }).click();
  const times2 = page.getByLabel('Times', { exact: true });
  await expect(times2.getByRole('button', { name: label(open) })).toBeDisabled();
  await expect(times2.getByText('Booked for Casey')).toBeVisible();
  await screenshot(page, testInfo, 'own-seat-open-time');

  // With a second player on the account the time stays open for them: checkout starts with them,
  // and their booking takes the seat left (a parent booking a sibling into the same session).
  const headers = { 'AUTH-TOKEN': casey.token };
  const first = (
    (await (await request.get('/v1/client/players', { headers })).json()) as {
      data: { attributes: { sport_id: number; position: string[] } }[];
    }
  ).data[0]?.attributes;
  const added = await request.post('/v1/client/players', {
    headers,
    data: {
      player: {
        first_name: 'Robin',
        last_name: 'Sibling',
        city: 'Louisville',
        state: 'KY',
        dob: '2012-03-04',
        passing_year: 2030,
        gender: 2,
        sport_id: first?.sport_id,
        position: first?.position,
      },
    },
  });
  expect(added.status()).toBe(201);
  await page.reload();
  await page.getByRole('button', { name: `${open.day} available` }).click();
  await expect(times2.getByText('Booked for Casey; open for Robin')).toBeVisible();
  await times2.getByRole('button', { name: label(open) }).click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  const bookingFor = page.getByRole('radiogroup', { name: 'Booking for' });
  await expect(bookingFor.getByRole('radio', { name: /Robin/ })).toBeChecked();
  // The player who holds the time is listed but cannot be chosen (the server would refuse).
  await expect(bookingFor.getByRole('radio', { name: /Casey/ })).toBeDisabled();
  await expect(bookingFor.getByText('Already booked for this time')).toBeVisible();
  await screenshot(page, testInfo, 'own-seat-sibling-checkout');
  await page.getByRole('checkbox', { name: /I confirm the training details/ }).check();
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  const seats = await request.get(`/v1/client/bookings/seats?provided_service_id=${pair.id}`, { headers });
  const held = ((await seats.json()) as { data: { player_name: string | null }[] }).data.map(
    (x) => x.player_name,
  );
  expect(held.sort()).toEqual(['Casey', 'Robin'].sort());
  // Both players hold it now: closed, naming both.
  await page.goto(pagePath(pair.slug));
  await page.getByRole('button', { name: `${open.day} available` }).click();
  await expect(times2.getByText('Booked for Casey and Robin', { exact: true })).toBeVisible();
  await expect(times2.getByRole('button', { name: label(open) })).toBeDisabled();
});
