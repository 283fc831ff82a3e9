import { expect, test } from '@playwright/test';
import { graduationYears } from '../../src/shared/domain/grades';
import {
  bookingsOf,
  createPlayer,
  DECLINED_CARD,
  demoTrainerCheckout,
  fillCard,
  GOOD_CARD,
  gradeLimitedCheckout,
  openCheckout,
  screenshot,
  signInWithToken,
  trainerSession,
} from './account-helpers';

// Checkout against the real server and the payment sandbox (ADR 0008, 0009). Each test makes its
// own player, so the desktop and phone runs do not see each other's bookings.

const BOOKED = 'You are all booked! See below for your training details.';

test('a new player books a paid slot with a new card, finds it, and cancels it after the trainer asks', async ({
  page,
  request,
}, testInfo) => {
  const player = await createPlayer(request);
  const state = await demoTrainerCheckout(request);
  await signInWithToken(page, player.token);
  await openCheckout(page, state);

  // Server-computed lines; fees only when above zero.
  await expect(page.getByText('Training Cost (1 spot)')).toBeVisible();
  await expect(page.getByText('Total Due (1 spot)')).toBeVisible();
  const total =
    (state.providedService.price_cents +
      state.providedService.client_service_fee_cents +
      state.providedService.stripe_fee_cents) /
    100;
  await expect(page.getByTestId('cost-Total Due (1 spot)')).toHaveText(`$${total.toFixed(2)}`);
  if (state.providedService.client_service_fee_cents > 0) {
    await expect(
      page.getByText('This fee allows all college athletes to keep 100% of their training cost'),
    ).toBeVisible();
  }
  // Local time; a session lasts the training's duration from the opening's start.
  const slot = state.selectedSlot;
  if (!slot) throw new Error('the demo training has no slot');
  const expectedTime = await page.evaluate(
    ({ start, minutes }) => {
      const show = (d: Date) => d.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
      const from = new Date(start);
      return `${show(from)} - ${show(new Date(from.getTime() + minutes * 60_000))}`;
    },
    { start: slot.training_start_date_time, minutes: state.providedService.duration },
  );
  await expect(page.getByText(expectedTime, { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Player Details' })).toBeVisible();
  await expect(page.getByText('Casey Hayes')).toBeVisible();
  await expect(page.getByPlaceholder('Add details for trainer')).toBeVisible();
  await screenshot(page, testInfo, 'checkout');

  // No card yet: the main control asks for one.
  const addPayment = page.getByRole('button', { name: 'Add payment method' }).last();
  await addPayment.click();
  await fillCard(page, GOOD_CARD);
  await expect(page.getByTestId('checkout-card')).toContainText('4242');

  const bookNow = page.getByRole('button', { name: 'Book Now' });
  await expect(bookNow).toBeDisabled();
  // Near the limit the box says how much it holds; typed past it, it stops there.
  const notes = page.getByPlaceholder('Add details for trainer');
  await notes.fill('x'.repeat(1995));
  await expect(page.getByText('1,995 of 2,000 characters')).toBeVisible();
  await notes.pressSequentially('yyyyyyyyyy');
  await expect(page.getByText('2,000 of 2,000 characters')).toBeVisible();
  await notes.fill('Working on first-step speed.');
  await expect(page.getByText(/of 2,000 characters/)).toHaveCount(0);
  await page.getByRole('checkbox').check();
  await expect(bookNow).toBeEnabled();
  await bookNow.click();

  await expect(page.getByText(BOOKED)).toBeVisible();
  await expect(page).toHaveURL(/\/bookings$/);
  const card = page.getByTestId('booking-card').filter({ hasText: state.providedService.name });
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Upcoming')).toBeVisible();
  await screenshot(page, testInfo, 'bookings');

  const [booking] = await bookingsOf(request, player.token);
  if (!booking) throw new Error('the booking was not listed by the API');
  expect(booking.attributes.status).toBe('pending');
  expect(booking.attributes.notes).toBe('Working on first-step speed.');

  // Detail: the three sections, the address (with or without map tiles) and the calendar file.
  await card.getByRole('link', { name: 'Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/bookings/${booking.attributes.id}$`));
  await expect(page.getByRole('heading', { name: 'Training Info' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trainer Info' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Location Info' })).toBeVisible();
  if (state.location)
    await expect(page.getByTestId('booking-address')).toContainText(state.location.location);
  await expect(page.getByTestId('booking-map').or(page.getByTestId('map-unavailable'))).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Add to calendar' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`booking-${booking.attributes.id}.ics`);
  const text = await (await file.createReadStream()).toArray();
  const ics = Buffer.concat(text).toString('utf8');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(state.providedService.name);
  await screenshot(page, testInfo, 'booking-detail');

  // A pending request is not cancelled as a booking: the family may withdraw it (ADR 0068).
  await page.goto('/bookings');
  await expect(card.getByRole('button', { name: 'Withdraw request' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Need to cancel?' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);

  // ADR 0009: the trainer asks to cancel, then the player may approve it.
  const trainer = await trainerSession(request);
  const asked = await request.put(
    `/v1/client/booking_requests/${booking.attributes.id}/request_cancellation`,
    {
      headers: { 'AUTH-TOKEN': trainer.token },
    },
  );
  expect(asked.status()).toBe(200);
  await page.reload();
  await card.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(page.getByText('Cancelled successfuly!')).toBeVisible();
  await expect(card.getByText('Cancelled')).toBeVisible();
  const [after] = await bookingsOf(request, player.token);
  expect(after?.attributes.status).toBe('cancelled');
});

test('a declined card shows the error and books nothing', async ({ page, request }) => {
  const player = await createPlayer(request);
  const state = await demoTrainerCheckout(request);
  await signInWithToken(page, player.token);
  await openCheckout(page, state);

  await page.getByRole('button', { name: 'Add payment method' }).last().click();
  await fillCard(page, DECLINED_CARD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Book Now' }).click();

  // The inline message in the page (the toast says the same outside <main>).
  await expect(
    page.getByRole('main').getByRole('alert').filter({ hasText: 'Your card was declined.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/bookings\/checkout$/);
  expect(await bookingsOf(request, player.token)).toHaveLength(0);
});

test('a signed-in family whose account is still being read is not offered sign-in; its card form opens once it is', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request);
  const state = await demoTrainerCheckout(request);
  await signInWithToken(page, player.token);
  // The profile's answer is held back, as on a slow network, until the page has been looked at.
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/v1/client/profiles', async (route) => {
    await released;
    await route.continue();
  });
  await openCheckout(page, state);

  await expect(page.getByLabel('Loading your account')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue as Guest' })).toHaveCount(0);
  await expect(page.getByLabel('Password')).toHaveCount(0);
  // The page's own button waits too (it reads Book Now or Add payment method once the cards are in).
  await expect(page.getByRole('button', { name: /^(Book Now|Add payment method)$/ })).toBeDisabled();

  release();
  await expect(page.getByText('No card yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add payment method' }).last().click();
  await expect(page.getByRole('dialog', { name: 'Add payment method' })).toBeVisible();
  await expect(page.getByLabel('Password')).toHaveCount(0);
});

test('a booking whose answer is lost on the way is retried with its Idempotency-Key and books once', async ({
  page,
  request,
}) => {
  const player = await createPlayer(request);
  const state = await demoTrainerCheckout(request);
  await signInWithToken(page, player.token);
  await openCheckout(page, state);
  await page.getByRole('button', { name: 'Add payment method' }).last().click();
  await fillCard(page, GOOD_CARD);

  // The first request reaches the server and books; its answer never reaches the browser.
  const keys: string[] = [];
  let dropped = false;
  await page.route('**/v1/client/bookings', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (dropped) return route.continue();
    dropped = true;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Book Now' }).click();

  await expect(page.getByText(BOOKED)).toBeVisible();
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
  expect(new Set(keys).size).toBe(1);
  // One booking and one card hold, however many times it was asked.
  const bookings = await bookingsOf(request, player.token);
  expect(bookings).toHaveLength(1);
  expect(bookings[0]?.attributes.payment_status).toBe('authorized');
});

test('a guest sees the sign-in form, books as a guest and is logged out', async ({
  page,
  request,
}, testInfo) => {
  const state = await demoTrainerCheckout(request);
  await openCheckout(page, state);

  await expect(page.getByRole('heading', { name: 'Account Sign In' })).toBeVisible();
  // Book Now without an account opens the auth popup.
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Book Now' }).click();
  const popup = page.getByRole('dialog', { name: 'Sign in' });
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await screenshot(page, testInfo, 'checkout-guest');

  const guest = page.getByRole('form', { name: 'Continue as guest' });
  await guest.getByLabel('Player first name').fill('Gale');
  await guest.getByLabel('Player last name').fill('Guest');
  await guest.getByLabel('Email').fill(`guest.${Date.now()}@trainhub.example`);
  await guest.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Male', exact: true }).click();
  await guest.getByRole('combobox', { name: 'Graduation year' }).click();
  await page.getByRole('option', { name: '2029' }).click();
  await guest.getByRole('button', { name: 'Continue as Guest' }).click();

  await expect(page.getByText('(Guest User)')).toBeVisible();
  await page.getByRole('button', { name: 'Add payment method' }).last().click();
  await fillCard(page, GOOD_CARD);
  await page.getByRole('button', { name: 'Book Now' }).click();

  await expect(page.getByText(BOOKED)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
});

test('an ineligible grade shows the grade dialog with Back to the trainer', async ({ page, request }) => {
  const state = await gradeLimitedCheckout(request);
  // The list's first year (graduated ten years before this year's seniors): post-college,
  // outside any school-grade range.
  const graduated = graduationYears(new Date())[0] ?? 0;
  const player = await createPlayer(request, {
    passing_year: graduated,
    gender: state.providedService.gender === 'female' ? 2 : 1,
  });
  await signInWithToken(page, player.token);
  await openCheckout(page, state);

  const paid = state.providedService.price_cents > 0;
  if (paid) {
    await page.getByRole('button', { name: 'Add payment method' }).last().click();
    await fillCard(page, GOOD_CARD);
  }
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Book Now' }).click();

  const dialog = page.getByRole('dialog', { name: 'This training is not open to your grade' });
  await expect(dialog).toContainText(
    `You are a Post-College (${graduated}) and this training is only open to`,
  );
  await expect(dialog).toContainText(
    'To complete booking you can change your grad year in your profile settings.',
  );
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/${state.athleteSlug}$`));
  expect(await bookingsOf(request, player.token)).toHaveLength(0);
});

test('checkout without route state goes home', async ({ page }) => {
  await page.goto('/bookings/checkout');
  await expect(page).toHaveURL(/\/$/);
});
