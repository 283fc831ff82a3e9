import { expect, test } from '@playwright/test';
import { mailboxListResponseSchema } from '../../src/shared/api/dev-mailbox';
import { createPlayer, signInWithToken, trainerSession } from './account-helpers';
import { bookThroughApi, newOpening, newOption, saveSandboxCard } from './support/trainer-offer';

// Issue 20: a request the trainer never answers expires at its deadline (ADR 0030): the family
// is emailed, sees it as Expired with the hold released, and the trainer can no longer accept.

test.afterEach(async ({ request }) => {
  await request.put('/v1/dev/clock', { data: { now: null } });
});

test('a request nobody answers expires: the family is told and sees it Expired, the trainer can no longer accept', async ({
  page,
  request,
}, testInfo) => {
  const trainer = await trainerSession(request);
  const name = `Unanswered ${testInfo.project.name} ${Date.now()}`;
  const option = await newOption(request, trainer.token, { name });
  const opening = await newOpening(
    request,
    trainer.token,
    option.id,
    testInfo.project.name === 'phone' ? 5 : 3,
    {
      from: '07:00',
      to: '08:00',
    },
  );
  const player = await createPlayer(request);
  const cardId = await saveSandboxCard(request, player.token);
  const booking = await bookThroughApi(request, player.token, {
    serviceId: option.id,
    from: opening.from,
    cardId,
  });
  expect(booking.respond_by).not.toBeNull();

  // The deadline passes with no answer; the every-minute job runs.
  const late = new Date(Date.parse(booking.respond_by ?? '') + 60_000).toISOString();
  expect((await request.put('/v1/dev/clock', { data: { now: late } })).status()).toBe(200);
  const refused = await request.put(`/v1/client/booking_requests/${booking.id}/request_booking`, {
    headers: { 'AUTH-TOKEN': trainer.token },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).errors).toEqual(['This request has expired: it was not answered in time']);
  expect((await request.post('/v1/dev/jobs/bookings.expire-requests')).status()).toBe(202);

  // The family's email says so, with the hold released.
  let text = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/v1/dev/mailbox?to=${encodeURIComponent(player.email)}`);
        const mail = mailboxListResponseSchema
          .parse(await response.json())
          .data.map((m) => m.attributes)
          .find((m) => m.kind === 'booking_expired');
        text = mail ? `${mail.subject}\n${mail.text}` : '';
        return text !== '';
      },
      { timeout: 30_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
  expect(text).toContain(`Booking request expired: ${name}`);
  expect(text).toContain('did not answer your booking request');
  expect(text).toContain('you were not charged');

  // In the player app it is in the Rejected tab, read as Expired.
  await signInWithToken(page, player.token);
  await page.goto('/bookings');
  await page.getByRole('tab', { name: 'Rejected Bookings' }).click();
  const card = page
    .getByTestId('booking-card')
    .filter({ has: page.locator(`a[href="/bookings/${booking.id}"]`) });
  await expect(card.getByText('Expired', { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Need to cancel?' })).toHaveCount(0);
  await card.getByRole('link', { name: 'Details' }).click();
  await expect(page.getByText(/did not answer in time, so the request expired/)).toBeVisible();
});
