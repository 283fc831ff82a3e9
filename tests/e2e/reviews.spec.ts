import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { bookingResponseSchema } from '../../src/shared/api/bookings';
import { createPlayer, screenshot, trainerSession } from './account-helpers';
import { newOpening, newOption, openSection } from './support/trainer-offer';

// Issue 20, reviews: a family leaves a public review and private feedback for one completed
// training (the review email offers both); the public one shows on the trainer's page with the
// player's first name only, and the trainer's site lists both. The booking is made and completed
// through the API (dev clock + the completion job, as in trainer-loop.spec.ts).

test.use({ timezoneId: 'America/New_York' });

/** Booked by the player, accepted by the trainer, then completed once its time has passed. */
async function completedBooking(
  request: APIRequestContext,
  trainerToken: string,
  name: string,
  fromDay: number,
) {
  const option = await newOption(request, trainerToken, {
    name,
    price: 0,
    provided_service_locations: [
      { location: 'Review Park Field 1', address: '9 Review Rd', city: 'Lexington', state: 'KY' },
    ],
  });
  const opening = await newOpening(request, trainerToken, option.id, fromDay, { from: '06:00', to: '07:00' });
  const serviceId = option.id;
  const entry = { id: opening.id, from_time: opening.from };
  const player = await createPlayer(request);
  const booked = await request.post('/v1/client/bookings', {
    headers: { 'AUTH-TOKEN': player.token },
    data: {
      booking: {
        provided_service_id: serviceId,
        calendar_entry_id: entry.id,
        from_time: entry.from_time,
        location: 'Review Park Field 1',
        address: '9 Review Rd',
      },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const booking = bookingResponseSchema.parse(await booked.json()).data.attributes;
  const accepted = await request.put(`/v1/client/booking_requests/${booking.id}/request_booking`, {
    headers: { 'AUTH-TOKEN': trainerToken },
    data: {},
  });
  expect(accepted.status(), await accepted.text()).toBe(200);

  const afterEnd = new Date(Date.parse(booking.training_end_date_time) + 3_600_000).toISOString();
  expect((await request.put('/v1/dev/clock', { data: { now: afterEnd } })).status()).toBe(200);
  expect((await request.post('/v1/dev/jobs/bookings.complete-past')).status()).toBe(202);
  await expect
    .poll(
      async () => {
        const response = await request.get(`/v1/client/bookings/${booking.id}`, {
          headers: { 'AUTH-TOKEN': player.token },
        });
        return bookingResponseSchema.parse(await response.json()).data.attributes.status;
      },
      { timeout: 15_000, intervals: [250, 500, 1000] },
    )
    .toBe('completed');
  // Reviews are written "now": back to the real clock before the family writes them.
  expect((await request.put('/v1/dev/clock', { data: { now: null } })).status()).toBe(200);
  return { player, bookingId: booking.id, serviceId };
}

async function submitReview(page: Page, path: string, label: string, text: string) {
  await page.goto(path);
  await page.getByRole('textbox', { name: label }).fill(text);
  await page.getByRole('button', { name: 'Submit Review' }).click();
}

test.afterEach(async ({ request }) => {
  await request.put('/v1/dev/clock', { data: { now: null } });
});

test('a family reviews a completed training publicly and privately; the page and the trainer site show them', async ({
  page,
  request,
}, testInfo) => {
  const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const trainer = await trainerSession(request);
  const trainingName = `Review Drill ${run}`;
  const { player, bookingId, serviceId } = await completedBooking(
    request,
    trainer.token,
    trainingName,
    testInfo.project.name === 'phone' ? 4 : 2,
  );
  const tail = `${bookingId}/${trainer.slug}/${serviceId}`;
  const publicText = `Sharp, patient coaching (${run})`;
  const privateText = `Please start on time next week (${run})`;

  // Both signed in from the first page on (each site keeps its own key): no page load to set them.
  await page.addInitScript(
    ({ playerToken, trainerToken }) => {
      window.localStorage.setItem('auth_token', playerToken);
      window.localStorage.setItem('trainer_auth_token', trainerToken);
    },
    { playerToken: player.token, trainerToken: trainer.token },
  );

  // --- the email's two links, one after the other; the page says which training it reviews ---
  await page.goto(`/feedback/${tail}`);
  await expect(
    page.getByText(new RegExp(`^Your training with .+: ${trainingName} for Casey, \\d\\d-\\d\\d-\\d{4}$`)),
  ).toBeVisible();
  await submitReview(page, `/feedback/${tail}`, 'Your review', publicText);
  await expect(page.getByRole('heading', { name: 'Thank you for your feedback!' })).toBeVisible();
  await submitReview(page, `/private_feedback/${tail}`, 'Private feedback', privateText);
  await expect(page.getByRole('heading', { name: 'Thank you for your feedback!' })).toBeVisible();
  // A second public review is not asked for: the page says so before anything is written.
  await page.goto(`/feedback/${tail}`);
  await expect(page.getByTestId('review-closed')).toHaveText('You already reviewed this training');
  await expect(page.getByRole('textbox', { name: 'Your review' })).toHaveCount(0);

  // --- the trainer's public page: the review with the player's first name (Casey) only ---
  await page.goto(`/${trainer.slug}`);
  const section = page.getByRole('region', { name: 'Reviews' });
  const review = section.getByRole('figure', { name: 'Review by Casey' }).filter({ hasText: publicText });
  await expect(review).toBeVisible();
  const today = await page.evaluate(() => {
    const [m, d, y] = new Date()
      .toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric' })
      .split('/');
    return `${m}-${d}-${y}`;
  });
  await expect(review).toContainText(`Casey · ${trainingName} · ${today}`);
  await expect(section).not.toContainText('Hayes');
  await expect(section).not.toContainText(privateText);
  // The section only: a full-page shot of the whole trainer page is slow on the phone.
  await section.screenshot({
    path: path.join(
      testInfo.project.outputDir,
      'screens',
      `${testInfo.project.name}-trainer-page-reviews.png`,
    ),
  });

  // --- the trainer's site: both, the private one marked as such ---
  await page.goto('/trainer/schedule');
  await openSection(page, 'Reviews');
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  const privateCard = page.getByRole('article', { name: 'Private feedback from Casey Hayes' }).filter({
    hasText: privateText,
  });
  await expect(privateCard).toContainText('Private — only you see this');
  await expect(privateCard).toContainText(trainingName);
  const publicCard = page
    .getByRole('article', { name: 'Review from Casey Hayes' })
    .filter({ hasText: publicText });
  await expect(publicCard).toContainText('Public — on your page');
  await expect(publicCard).not.toContainText('only you see this');
  await screenshot(page, testInfo, 'trainer-site-reviews');
});
