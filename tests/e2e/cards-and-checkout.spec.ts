import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { athleteDetailResponseSchema } from '../../src/shared/api/athletes';
import { cardResponseSchema, sandboxTokenResponseSchema } from '../../src/shared/api/cards';
import { serviceNumber } from '../../src/shared/domain/bookable-service';
import { formatInstantDate, formatInstantTime } from '../../src/shared/domain/display';
import {
  bookingsOf,
  createPlayer,
  DECLINED_CARD,
  demoTrainerCheckout,
  fillCard,
  GOOD_CARD,
  openCheckout,
  screenshot,
  signInWithToken,
  trainerSession,
} from './account-helpers';
import { newOpening, newOption } from './support/trainer-offer';

// Issue 21: what a new family trips over on the training pages, at checkout and in payment
// settings. Each test makes its own player, so the desktop and phone runs do not meet.

const DECLINED = 'Your card was declined.';
const ALREADY_SAVED = 'This card is already saved. Choose it from your saved cards.';

async function demoTrainer(request: APIRequestContext) {
  const { token, slug } = await trainerSession(request);
  const athlete = athleteDetailResponseSchema.parse(
    await (await request.get(`/v1/client/athletes/${slug}`)).json(),
  ).data.attributes;
  return { token, slug, id: athlete.id, name: `${athlete.first_name} ${athlete.last_name}` };
}

/** A sandbox card saved through the API, as the card form does it. */
async function saveCard(request: APIRequestContext, token: string, number: string): Promise<void> {
  const tokenResponse = await request.post('/v1/payments/sandbox/tokens', {
    data: { card: { number, exp_month: 12, exp_year: 2034, cvc: '123', name: 'Robin Hayes' } },
  });
  expect(tokenResponse.status()).toBe(201);
  const saved = await request.post('/v1/client/cards', {
    headers: { 'AUTH-TOKEN': token },
    data: { token: sandboxTokenResponseSchema.parse(await tokenResponse.json()).id },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  cardResponseSchema.parse(await saved.json());
}

/** The toasts, outside the page's main content (SPEC §8: top-center). */
const toasts = (page: Page) => page.locator('.mantine-Notifications-root');

test('a private training opened by its direct link shows the lock; a public one does not', async ({
  page,
  request,
}, testInfo) => {
  const trainer = await demoTrainer(request);
  const name = `Private session ${testInfo.project.name} ${Date.now()}`;
  const option = await newOption(request, trainer.token, { name, privacy_setting: 'private' });

  await page.goto(`/${trainer.slug}/${serviceNumber(option.slug, trainer.slug)}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const mark = page.getByRole('main').getByText('Private training');
  await expect(mark).toBeVisible();
  await expect(mark.locator('xpath=..').locator('svg.tabler-icon-lock')).toBeVisible();
  await screenshot(page, testInfo, 'private-training');

  // A public training's booking page has no lock.
  const open = await demoTrainerCheckout(request);
  await page.goto(`/${open.athleteSlug}/${serviceNumber(open.providedService.slug, open.athleteSlug)}`);
  await expect(page.getByRole('heading', { name: open.providedService.name, level: 1 })).toBeVisible();
  await expect(page.getByText('Private training')).toHaveCount(0);
});

test('a private training is booked through its link; its number alone, counted, is a dead link', async ({
  page,
  request,
}, testInfo) => {
  const trainer = await trainerSession(request);
  const name = `Private booking ${testInfo.project.name} ${Date.now()}`;
  const option = await newOption(request, trainer.token, { name, price: 0, privacy_setting: 'private' });
  const link = serviceNumber(option.slug, trainer.slug);
  expect(link).toMatch(/^\d+-[0-9a-f]{12}$/);
  const opening = await newOpening(
    request,
    trainer.token,
    option.id,
    testInfo.project.name === 'phone' ? 44 : 24,
    {
      from: '12:00',
      to: '13:00',
    },
  );
  const player = await createPlayer(request);
  await signInWithToken(page, player.token);

  // Counting the trainer's trainings does not find it.
  await page.goto(`/${trainer.slug}/${link.split('-')[0]}`);
  await expect(page.getByRole('heading', { name: /link has stopped training/ })).toBeVisible();

  await page.goto(`/${trainer.slug}/${link}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const day = await page.evaluate(
    (from) => new Date(Date.parse(from)).toLocaleDateString('en-CA', { timeZone: 'America/New_York' }),
    opening.from,
  );
  await page.getByRole('button', { name: `${day} available` }).click();
  await page.getByLabel('Times').getByRole('button').first().click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByText('You are all booked! See below for your training details.')).toBeVisible();
  const [booking] = await bookingsOf(request, player.token);
  expect(booking?.attributes.provided_service?.name).toBe(name);
});

test('a declined card: the toast says only why, the summary names the trainer, and picking another card clears the error', async ({
  page,
  request,
}, testInfo) => {
  const player = await createPlayer(request);
  const trainer = await demoTrainer(request);
  const state = await demoTrainerCheckout(request);
  await signInWithToken(page, player.token);
  await openCheckout(page, state);

  // The summary says whom the training is with.
  const summary = page.getByText('Training Summary').locator('xpath=..');
  await expect(summary.getByText('Trainer', { exact: true })).toBeVisible();
  await expect(summary.getByText(trainer.name, { exact: true })).toBeVisible();

  // A good card first, then the declined one, which becomes the card to pay with.
  await page.getByRole('button', { name: 'Add payment method' }).last().click();
  await fillCard(page, GOOD_CARD);
  await page.getByRole('button', { name: 'Add card' }).click();
  await fillCard(page, DECLINED_CARD);
  await expect(page.getByTestId('checkout-card')).toContainText('0002');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Book Now' }).click();

  // SPEC §8: the provider's sentence as it is, with no field name glued in front.
  const inline = page.getByRole('main').getByRole('alert').filter({ hasText: DECLINED });
  await expect(inline).toBeVisible();
  await expect(toasts(page).getByText(DECLINED, { exact: true })).toBeVisible();
  await expect(page.getByText(`Card ${DECLINED}`)).toHaveCount(0);
  await screenshot(page, testInfo, 'checkout-declined');

  // Another card: the decline was about the old one, so its error goes.
  await page.getByRole('button', { name: 'Edit' }).click();
  const methods = page.getByRole('dialog', { name: 'Payment methods' });
  // Picking a card closes the dialog. Its name picks it, not only its small radio.
  await methods.getByText('Visa •••• 4242', { exact: true }).click();
  await expect(methods).toBeHidden();
  await expect(page.getByTestId('checkout-card')).toContainText('4242');
  await expect(inline).toHaveCount(0);
  // The card already chosen, clicked again, closes the dialog as well.
  await page.getByRole('button', { name: 'Edit' }).click();
  await methods.getByText('Visa •••• 4242', { exact: true }).click();
  await expect(methods).toBeHidden();
  await expect(page.getByTestId('checkout-card')).toContainText('4242');

  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/bookings$/);
  expect(await bookingsOf(request, player.token)).toHaveLength(1);
});

test('the same card cannot be saved twice: the card form says it is saved already', async ({
  page,
  request,
}, testInfo) => {
  const player = await createPlayer(request);
  await signInWithToken(page, player.token);
  await page.goto('/payment_settings');
  await page.getByRole('button', { name: '+ Add New' }).click();
  await fillCard(page, GOOD_CARD);
  const saved = page.getByTestId('saved-card');
  await expect(saved).toHaveCount(1);

  await page.getByRole('button', { name: '+ Add New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add payment method' });
  await dialog.getByLabel('Name on card').fill('Robin Hayes');
  await dialog.getByLabel('Card number').fill(GOOD_CARD);
  await dialog.getByLabel('Expiry').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Save Card' }).click();

  await expect(dialog.getByRole('alert')).toHaveText(ALREADY_SAVED);
  await screenshot(page, testInfo, 'card-already-saved');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(saved).toHaveCount(1);
  const list = await request.get('/v1/client/cards', { headers: { 'AUTH-TOKEN': player.token } });
  expect((await list.json()).data).toHaveLength(1);
});

test('making another card the default says so', async ({ page, request }) => {
  const player = await createPlayer(request);
  await saveCard(request, player.token, '4242424242424242');
  await saveCard(request, player.token, '5555555555554444');
  await signInWithToken(page, player.token);
  await page.goto('/payment_settings');
  const mastercard = page.getByTestId('saved-card').filter({ hasText: '4444' });
  await expect(mastercard).toBeVisible();
  await expect(mastercard.getByText('Default')).toHaveCount(0);

  // The radio follows the server: it moves once the change is saved.
  await page.getByRole('radio', { name: 'Make Mastercard •••• 4444 the default card' }).click();
  await expect(toasts(page).getByText('Mastercard •••• 4444 is now your default card.')).toBeVisible();
  await expect(mastercard.getByText('Default')).toBeVisible();
});

test("'Book now' on a trainer's schedule opens the booking page on that entry's day and time", async ({
  page,
  request,
}, testInfo) => {
  const trainer = await demoTrainer(request);
  const name = `Schedule pick ${testInfo.project.name} ${Date.now()}`;
  const option = await newOption(request, trainer.token, { name });
  const opening = await newOpening(
    request,
    trainer.token,
    option.id,
    testInfo.project.name === 'phone' ? 9 : 8,
    {
      from: '06:00',
      to: '07:00',
    },
  );
  const player = await createPlayer(request);
  await signInWithToken(page, player.token);

  await page.goto(`/profile/schedule/${trainer.id}`);
  const entry = page.getByTestId('schedule-entry').filter({ hasText: name });
  // The schedule pages in as it scrolls: scroll until the new opening is listed.
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    await expect(entry).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await entry.getByRole('button', { name: 'Book now' }).click();
  const picker = page.getByRole('dialog', { name: 'Book this training' });
  await picker.getByRole('radio', { name: 'Engine Park Field 2 | 5 Engine Rd' }).check();
  await picker.getByRole('button', { name: 'Continue' }).click();

  // The booking page opens on the entry's day with its time chosen, not on the date list.
  const timeZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const day = formatInstantDate(opening.from, timeZone);
  const time = `${formatInstantTime(opening.from, timeZone)} - ${formatInstantTime(opening.to, timeZone)}`;
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('time-list-day')).toHaveText(day);
  await expect(page.getByRole('button', { name: time })).toHaveAttribute('aria-pressed', 'true');
  await screenshot(page, testInfo, 'booking-from-schedule');

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  const summary = page.getByText('Training Summary').locator('xpath=..');
  await expect(summary.getByText(day, { exact: true })).toBeVisible();
  await expect(summary.getByText(time, { exact: true })).toBeVisible();
  await expect(summary.getByText(trainer.name, { exact: true })).toBeVisible();
});
