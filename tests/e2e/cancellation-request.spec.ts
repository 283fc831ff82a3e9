import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { type BookingAttributes, bookingResponseSchema } from '../../src/shared/api/bookings';
import { formatInstantDate, formatInstantTime } from '../../src/shared/domain/display';
import { formatPrice } from '../../src/shared/domain/money';
import { createPlayer, screenshot, signInWithToken, trainerSession } from './account-helpers';
import { bookThroughApi, newOpening, newOption, saveSandboxCard } from './support/trainer-offer';

// Issue 20, the player's side of a trainer's cancellation request: the booking card and the
// detail page show it with Cancel and (for a booking that had been accepted) Keep booking.
// A fresh player (not the demo one, whose sign-ins are throttled) books two virtual sessions of
// a new training of the demo trainer; the trainer's steps go through the API.

const ZONE = 'America/New_York';
test.use({ timezoneId: ZONE });

const MEETING_LINK = 'https://meet.example.test/cancel-journey';

async function trainerPut(
  request: APIRequestContext,
  token: string,
  id: number,
  path: 'request_booking' | 'request_cancellation',
  notes?: string,
) {
  const response = await request.put(`/v1/client/booking_requests/${id}/${path}`, {
    headers: { 'AUTH-TOKEN': token },
    data: notes ? { booking_request: { notes } } : {},
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A 60-minute virtual training with a 2-hour opening: two sessions, on the first free day. */
async function virtualOpening(request: APIRequestContext, token: string, name: string, fromDay: number) {
  const option = await newOption(request, token, {
    name,
    training_type: 'virtual',
    connection_detail: MEETING_LINK,
    provided_service_locations: [],
  });
  const opening = await newOpening(request, token, option.id, fromDay, { from: '07:00', to: '09:00' });
  return { serviceId: option.id, from: opening.from };
}

async function readBooking(
  request: APIRequestContext,
  token: string,
  id: number,
): Promise<BookingAttributes> {
  const response = await request.get(`/v1/client/bookings/${id}`, { headers: { 'AUTH-TOKEN': token } });
  return bookingResponseSchema.parse(await response.json()).data.attributes;
}

/**
 * Confirms the Cancel dialog and waits for the server's answer: a refusal fails here with the
 * server's own words, not later as a missing toast.
 */
async function answerYesCancel(page: Page, bookingId: number) {
  const answer = page.waitForResponse(
    (response) =>
      response.request().method() === 'PUT' &&
      new URL(response.url()).pathname === `/v1/client/bookings/${bookingId}`,
  );
  await page
    .getByRole('dialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Yes, cancel it' })
    .click();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(200);
}

test('a player answers a trainer’s cancellation request: keeps one booking, cancels another', async ({
  page,
  request,
}, testInfo) => {
  const trainer = await trainerSession(request);
  const name = `Cancel Request ${testInfo.project.name} ${Date.now()}`;
  const opening = await virtualOpening(
    request,
    trainer.token,
    name,
    testInfo.project.name === 'phone' ? 90 : 70,
  );
  const player = await createPlayer(request);
  const cardId = await saveSandboxCard(request, player.token);
  const kept = await bookThroughApi(request, player.token, {
    serviceId: opening.serviceId,
    from: opening.from,
    cardId,
  });
  const secondFrom = new Date(Date.parse(opening.from) + 60 * 60 * 1000).toISOString();
  const cancelled = await bookThroughApi(request, player.token, {
    serviceId: opening.serviceId,
    from: secondFrom,
    cardId,
  });
  const trainerFirst = kept.athlete?.first_name ?? '';
  await trainerPut(request, trainer.token, kept.id, 'request_booking');

  // The meeting link reaches the player only once the trainer has accepted.
  expect((await readBooking(request, player.token, kept.id)).provided_service?.connection_detail).toBe(
    MEETING_LINK,
  );
  const pending = await readBooking(request, player.token, cancelled.id);
  expect(pending.provided_service?.connection_detail).toBeNull();

  // The trainer asks to cancel the accepted one; the other still waits for their answer.
  await trainerPut(request, trainer.token, kept.id, 'request_cancellation', 'My knee is injured, sorry');

  await signInWithToken(page, player.token);
  await page.goto('/bookings');
  const cardOf = (id: number) =>
    page.getByTestId('booking-card').filter({ has: page.locator(`a[href="/bookings/${id}"]`) });
  const keptCard = cardOf(kept.id);
  const keptRequest = keptCard.getByTestId('cancellation-request');
  await expect(keptRequest).toContainText(`${trainerFirst} asked to cancel this booking`);
  await expect(keptRequest).toContainText('My knee is injured, sorry');
  await expect(keptRequest).toContainText(
    `If you cancel, your ${formatPrice(kept.amount)} is refunded in full.`,
  );
  await expect(keptRequest.getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
  await expect(keptRequest.getByRole('button', { name: 'Keep booking' })).toBeVisible();
  await expect(keptCard.getByRole('button', { name: 'Need to cancel?' })).toHaveCount(0);
  // The pending one: until when it waits for the trainer (visitor's zone, SPEC §9), and the
  // family's own way out while it waits (ADR 0068).
  const pendingCard = cardOf(cancelled.id);
  const respondBy = pending.respond_by ?? '';
  await expect(pendingCard.getByTestId('booking-status-note')).toHaveText(
    `Waiting for ${trainerFirst}'s answer until ${formatInstantDate(respondBy, ZONE)} ${formatInstantTime(respondBy, ZONE)}`,
  );
  await expect(pendingCard.getByRole('button', { name: 'Withdraw request' })).toBeVisible();
  await expect(pendingCard.getByRole('button', { name: 'Need to cancel?' })).toHaveCount(0);
  await expect(pendingCard.getByTestId('cancellation-request')).toHaveCount(0);
  await screenshot(page, testInfo, 'bookings-cancellation-request');

  // The detail page shows the same request; Keep booking turns it down.
  await keptCard.getByRole('link', { name: 'Details' }).click();
  await expect(page.getByRole('heading', { name: 'Booking Details' })).toBeVisible();
  const detailRequest = page.getByTestId('cancellation-request');
  await expect(detailRequest).toContainText(`${trainerFirst} asked to cancel this booking`);
  await expect(detailRequest).toContainText('My knee is injured, sorry');
  await expect(detailRequest.getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
  // The notice says what cancelling does; the booking's own policy line ("Non-refundable") waits.
  await expect(page.getByTestId('cancellation-policy')).toHaveCount(0);
  await expect(page.getByRole('link', { name: MEETING_LINK })).toBeVisible();
  await screenshot(page, testInfo, 'booking-detail-cancellation-request');
  await detailRequest.getByRole('button', { name: 'Keep booking' }).click();
  await expect(page.getByText('Status updated successfuly!')).toBeVisible();
  await expect(page.getByTestId('cancellation-request')).toHaveCount(0);
  await expect(page.getByTestId('cancellation-policy')).toBeVisible();
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Need to cancel?' })).toBeVisible();

  // The trainer asks to cancel the pending one too; the player approves it with Cancel.
  await trainerPut(request, trainer.token, cancelled.id, 'request_cancellation', 'Double-booked that hour');
  await page.getByRole('link', { name: 'Bookings', exact: true }).filter({ visible: true }).last().click();
  await expect(keptCard.getByText('Accepted', { exact: true })).toBeVisible();
  const cancelledCard = cardOf(cancelled.id);
  const cancelledRequest = cancelledCard.getByTestId('cancellation-request');
  await expect(cancelledRequest).toContainText('Double-booked that hour');
  await expect(cancelledRequest).toContainText('the hold on your card is released');
  // A request never accepted cannot be "kept": only Cancel.
  await expect(cancelledRequest.getByRole('button', { name: 'Keep booking' })).toHaveCount(0);
  await cancelledCard.getByRole('button', { name: 'Cancel', exact: true }).click();
  await answerYesCancel(page, cancelled.id);
  await expect(page.getByText('Cancelled successfuly!')).toBeVisible();
  await expect(cancelledCard.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(cancelledCard.getByRole('button', { name: 'Need to cancel?' })).toHaveCount(0);
  await expect(cancelledCard.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);

  // The trainer asks again for the accepted one; this time the player cancels: refunded in full.
  await trainerPut(request, trainer.token, kept.id, 'request_cancellation', 'Still injured, sorry');
  await page.reload();
  await expect(keptCard.getByTestId('cancellation-request')).toContainText('Still injured, sorry');
  await keptCard.getByRole('button', { name: 'Cancel', exact: true }).click();
  await answerYesCancel(page, kept.id);
  await expect(page.getByText('Cancelled successfuly!').first()).toBeVisible();
  await expect(keptCard.getByText('Cancelled', { exact: true })).toBeVisible();
  // The sandbox provider refunded the capture (the payment reads refunded only on its answer).
  await expect
    .poll(async () => (await readBooking(request, player.token, kept.id)).payment_status, { timeout: 15_000 })
    .toBe('refunded');
});
