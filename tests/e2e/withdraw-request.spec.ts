import { expect, test } from '@playwright/test';
import { athleteDetailResponseSchema } from '../../src/shared/api/athletes';
import { trainerProfileResponseSchema } from '../../src/shared/api/trainer-account';
import { createPlayer, emailText, screenshot, signInWithToken, trainerSession } from './account-helpers';
import { bookThroughApi, newOpening, newOption, saveSandboxCard } from './support/trainer-offer';

// ADR 0068: a family who changed their mind withdraws a request the trainer has not answered,
// whatever the trainer's policy (the demo trainer's is non-refundable): nothing was charged, the
// hold on the card is released, the time is for sale again and the trainer is told. Before, the
// card said "Need to cancel? contact your trainer", whose contact a pending request does not show.

test('a family withdraws a request the trainer has not answered: the hold released, the time open again, the trainer told', async ({
  page,
  request,
}, testInfo) => {
  const trainer = await trainerSession(request);
  const name = `Withdraw ${testInfo.project.name} ${Date.now()}`;
  const option = await newOption(request, trainer.token, { name });
  const opening = await newOpening(request, trainer.token, option.id, 9, { from: '08:00', to: '09:00' });
  const player = await createPlayer(request);
  const cardId = await saveSandboxCard(request, player.token);
  const booking = await bookThroughApi(request, player.token, {
    serviceId: option.id,
    from: opening.from,
    cardId,
  });
  expect(booking).toMatchObject({
    status: 'pending',
    payment_status: 'authorized',
    free_cancellation_until: null,
  });

  await signInWithToken(page, player.token);
  await page.goto('/bookings');
  const card = page
    .getByTestId('booking-card')
    .filter({ has: page.locator(`a[href="/bookings/${booking.id}"]`) });
  await expect(card.getByRole('button', { name: 'Withdraw request' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Need to cancel?' })).toHaveCount(0);
  await card.getByRole('link', { name: 'Details' }).click();
  await expect(page.getByTestId('cancellation-policy')).toContainText('Non-refundable');
  await page.getByRole('button', { name: 'Withdraw request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw this request?' });
  await expect(dialog).toContainText('has not answered it yet');
  await expect(dialog).toContainText('The hold on your card is released and nothing is charged.');
  await screenshot(page, testInfo, 'withdraw-request-dialog');
  await dialog.getByRole('button', { name: 'Yes, withdraw it' }).click();
  await expect(page.getByText('Cancelled successfuly!')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByText('Card hold released: nothing was charged')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw request' })).toHaveCount(0);
  await screenshot(page, testInfo, 'withdrawn-request');

  // The trainer has nothing left to answer, is told, and the time is for sale again.
  const headers = { 'AUTH-TOKEN': trainer.token };
  const requests = await (await request.get('/v1/trainer/booking_requests', { headers })).json();
  expect(requests.data.map((r: { id: string }) => Number(r.id))).not.toContain(booking.id);
  const profile = trainerProfileResponseSchema.parse(
    await (await request.get('/v1/trainer/profile', { headers })).json(),
  ).data.attributes;
  const told = await emailText(request, profile.email, 'trainer_request_withdrawn');
  expect(told).toContain(
    `family withdrew the booking request for ${name}; there is nothing for you to answer.`,
  );
  const athlete = athleteDetailResponseSchema.parse(
    await (await request.get(`/v1/client/athletes/${trainer.slug}`)).json(),
  ).data.attributes;
  const slot = athlete.generated_slots.find(
    (s) =>
      s.selected_trainings.includes(option.id) &&
      Date.parse(s.training_start_date_time) === Date.parse(opening.from),
  );
  expect(slot?.free_slot).toBeGreaterThan(0);
});
