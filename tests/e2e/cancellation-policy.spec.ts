import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { athleteDetailResponseSchema } from '../../src/shared/api/athletes';
import { type BookingAttributes, bookingResponseSchema } from '../../src/shared/api/bookings';
import type { CheckoutRouteState } from '../../src/shared/domain/checkout-state';
import { formatInstantDate } from '../../src/shared/domain/display';
import { formatPrice } from '../../src/shared/domain/money';
import {
  createPlayer,
  emailText,
  openCheckout,
  screenshot,
  signInWithToken,
  trainerSession,
} from './account-helpers';
import { newOpening, newOption, saveSandboxCard } from './support/trainer-offer';

// Issue 25 item 4 (ADR 0046): the demo trainer chooses free cancellation up to 24 hours on the
// trainer site; the training card and checkout say so before payment; a player books, the
// trainer accepts (the card is charged), and the player cancels within the free period:
// 'Cancelled successfuly!', the charge refunded by the sandbox provider and the email saying so.
// Past the free period (the dev clock moved) the booking offers no Cancel and the API refuses it.
// The demo trainer's policy goes back to non-refundable after each run: other journeys expect it.

const POLICY = 'Free cancellation up to 24 hours before the session';
test.use({ timezoneId: 'UTC' });
const BOOKED = 'You are all booked! See below for your training details.';

test.afterEach(async ({ request }) => {
  await request.put('/v1/dev/clock', { data: { now: null } });
  const { token } = await trainerSession(request);
  const reset = await request.put('/v1/trainer/profile', {
    headers: { 'AUTH-TOKEN': token },
    data: { athlete: { cancellation_policy: 'non_refundable' } },
  });
  expect(reset.status()).toBe(200);
});

async function readBooking(
  request: APIRequestContext,
  token: string,
  id: number,
): Promise<BookingAttributes> {
  const response = await request.get(`/v1/client/bookings/${id}`, { headers: { 'AUTH-TOKEN': token } });
  return bookingResponseSchema.parse(await response.json()).data.attributes;
}

/** The training and its slot at `from`, as the booking page hands them to checkout. */
async function checkoutState(
  request: APIRequestContext,
  slug: string,
  serviceId: number,
  from: string,
): Promise<CheckoutRouteState> {
  const athlete = athleteDetailResponseSchema.parse(
    await (await request.get(`/v1/client/athletes/${slug}`)).json(),
  ).data.attributes;
  const service = athlete.provided_services.find((s) => s.id === serviceId);
  const slot = athlete.generated_slots.find(
    (s) =>
      s.selected_trainings.includes(serviceId) && Date.parse(s.training_start_date_time) === Date.parse(from),
  );
  if (!service || !slot) throw new Error('the new training or its slot is not on the trainer page');
  const place = service.provided_service_locations[0];
  return {
    providedService: service,
    bookingDate: slot.booking_date,
    selectedSlot: slot,
    athleteSlug: slug,
    location: place ? { location: place.location, address: place.address, trainingId: service.id } : null,
  };
}

async function setPolicyOnTrainerSite(page: Page, token: string) {
  await page.goto('/aboutus');
  await page.evaluate((value) => window.localStorage.setItem('trainer_auth_token', value), token);
  await page.goto('/trainer/profile');
  await page.getByRole('combobox', { name: 'Cancellation policy' }).click();
  await page.getByRole('option', { name: 'Free cancellation', exact: true }).click();
  const hours = page.getByRole('textbox', { name: 'Free cancellation (hours before the session)' });
  // Out of range is refused in words and left as typed, never changed silently and saved.
  for (const [typed, limit] of [
    ['99999', 'Must be at most 168'],
    ['-5', 'Must be at least 1'],
    ['2.5', 'Must be a whole number'],
  ] as const) {
    await hours.fill(typed);
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText(limit, { exact: true })).toBeVisible();
    // Said once, in the form's words: the field's label names it, the toast says nothing was saved.
    await expect(page.getByText('Not saved: check the fields marked in red.')).toBeVisible();
    await expect(page.getByText(/Free Cancellation Hours/)).toHaveCount(0);
    await expect(hours).toHaveValue(typed);
    await expect(page.getByText('Profile Updated Successfully')).toHaveCount(0);
  }
  await hours.fill('24');
  await screenshot(page, test.info(), 'trainer-cancellation-policy');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile Updated Successfully')).toBeVisible();
  await page.evaluate(() => window.localStorage.removeItem('trainer_auth_token'));
}

test('free cancellation within 24 hours: shown before payment, cancelled at once and refunded; not after', async ({
  page,
  request,
}, testInfo) => {
  const trainer = await trainerSession(request);
  await setPolicyOnTrainerSite(page, trainer.token);

  const name = `Free Cancel ${testInfo.project.name} ${Date.now()}`;
  const option = await newOption(request, trainer.token, { name });
  const early = testInfo.project.name === 'phone' ? 13 : 11;
  const opening = await newOpening(request, trainer.token, option.id, early, { from: '06:00', to: '07:00' });
  const later = await newOpening(request, trainer.token, option.id, early + 2, {
    from: '06:00',
    to: '07:00',
  });

  // The public training card says the policy.
  await page.goto(`/${trainer.slug}`);
  const card = page.getByTestId('training-card').filter({ hasText: name });
  await expect(card).toContainText(POLICY);

  // The player reads it at checkout, before Book Now, and books.
  const player = await createPlayer(request);
  await saveSandboxCard(request, player.token);
  await signInWithToken(page, player.token);
  await openCheckout(page, await checkoutState(request, trainer.slug, option.id, opening.from));
  await expect(page.getByTestId('cancellation-policy')).toHaveText(`Cancellation policy: ${POLICY}`);
  await page.getByRole('checkbox').check();
  await screenshot(page, testInfo, 'checkout-cancellation-policy');
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText(BOOKED)).toBeVisible();

  // Two bookings: one cancelled within the free period, one kept until it has passed.
  const book = async (from: string) => {
    const list = await request.get('/v1/client/bookings?page=1&per_page=10', {
      headers: { 'AUTH-TOKEN': player.token },
    });
    const found = (await list.json()).data.find(
      (b: { attributes: BookingAttributes }) =>
        Date.parse(b.attributes.training_start_date_time) === Date.parse(from),
    );
    if (found) return Number(found.id);
    const cards = await (
      await request.get('/v1/client/cards', { headers: { 'AUTH-TOKEN': player.token } })
    ).json();
    const response = await request.post('/v1/client/bookings', {
      headers: { 'AUTH-TOKEN': player.token },
      data: {
        booking: { provided_service_id: option.id, from_time: from },
        card_id: Number(cards.data[0].id),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return Number((await response.json()).data.id);
  };
  const cancelledId = await book(opening.from);
  const keptId = await book(later.from);
  for (const id of [cancelledId, keptId]) {
    const accepted = await request.put(`/v1/client/booking_requests/${id}/request_booking`, {
      headers: { 'AUTH-TOKEN': trainer.token },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
  }
  const charged = await readBooking(request, player.token, cancelledId);
  expect(charged).toMatchObject({ status: 'accepted', payment_status: 'succeeded', can_cancel_free: true });

  // Within the free period the card offers Cancel; the player confirms and is refunded.
  await page.goto('/bookings');
  const cardOf = (id: number) =>
    page.getByTestId('booking-card').filter({ has: page.locator(`a[href="/bookings/${id}"]`) });
  await expect(cardOf(keptId).getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
  await cardOf(cancelledId).getByRole('link', { name: 'Details' }).click();
  await expect(page.getByText(/^Free cancellation until /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reschedule' })).toBeVisible();
  await screenshot(page, testInfo, 'booking-detail-free-cancellation');
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText(`Your ${formatPrice(charged.amount)} is refunded in full.`);
  await dialog.getByRole('button', { name: 'Yes, cancel it!' }).click();
  await expect(page.getByText('Cancelled successfuly!')).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  // The sandbox provider refunded the charge: the payment reads refunded only on its answer.
  await expect
    .poll(async () => (await readBooking(request, player.token, cancelledId)).payment_status, {
      timeout: 15_000,
    })
    .toBe('refunded');
  await page.reload();
  await expect(page.getByText(`${formatPrice(charged.amount)} refunded to your card`)).toBeVisible();
  await screenshot(page, testInfo, 'booking-detail-refunded');
  const mail = await emailText(request, player.email, 'booking_cancelled');
  expect(mail).toContain('within its free cancellation period');
  expect(mail).toMatch(/Your payment of \$[\d.,]+ will be refunded to your card\./);

  // The other booking moves, within its free period, to the time just freed: same payment.
  await page.goto(`/bookings/${keptId}`);
  await page.getByRole('button', { name: 'Reschedule' }).click();
  const modal = page.getByTestId('reschedule');
  await modal.getByRole('button', { name: `${opening.from.slice(0, 10)} available` }).click();
  await modal.getByLabel('Times').getByRole('button').first().click();
  await screenshot(page, testInfo, 'reschedule');
  await modal.getByRole('button', { name: 'Move booking' }).click();
  await expect(page.getByText('Booking rescheduled!')).toBeVisible();
  await expect(modal).toBeHidden();
  const moved = await readBooking(request, player.token, keptId);
  expect(moved).toMatchObject({
    training_start_date_time: charged.training_start_date_time,
    payment_status: 'succeeded',
  });
  await expect(
    page.getByText(formatInstantDate(moved.training_start_date_time, 'UTC'), { exact: true }),
  ).toBeVisible();

  // Past the free period of the moved booking: no Cancel, the trainer is the one to ask.
  const kept = await readBooking(request, player.token, keptId);
  const late = new Date(Date.parse(kept.free_cancellation_until ?? '') + 60_000).toISOString();
  expect((await request.put('/v1/dev/clock', { data: { now: late } })).status()).toBe(200);
  await page.goto('/bookings');
  await expect(cardOf(keptId).getByRole('button', { name: 'Need to cancel?' })).toBeVisible();
  await expect(cardOf(keptId).getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await cardOf(keptId).getByRole('link', { name: 'Details' }).click();
  await expect(page.getByText(/^Free cancellation ended /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reschedule' })).toHaveCount(0);
  const refused = await request.put(`/v1/client/bookings/${keptId}`, {
    headers: { 'AUTH-TOKEN': player.token },
  });
  expect(refused.status()).toBe(422);
  expect((await readBooking(request, player.token, keptId)).payment_status).toBe('succeeded');
});
