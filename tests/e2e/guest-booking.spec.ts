import { expect, test } from '@playwright/test';
import { mailboxListResponseSchema } from '../../src/shared/api/dev-mailbox';
import { formatInstantDate, formatInstantTime } from '../../src/shared/domain/display';
import { formatPriceCents } from '../../src/shared/domain/money';
import {
  demoTrainerCheckout,
  fillCard,
  GOOD_CARD,
  openCheckout,
  screenshot,
  trainerSession,
} from './account-helpers';

// Issue 21: a guest who books is signed out and sent home with 'You are all booked! See below for
// your training details.' (SPEC §4). Below that message, the home page shows the booked training
// and what happens next, and says where the emails went.

const BOOKED = 'You are all booked! See below for your training details.';
const ZONE = 'America/New_York';
test.use({ timezoneId: ZONE });

test('a guest who books finds the training details below the message on the page they land on', async ({
  page,
  request,
}, testInfo) => {
  const state = await demoTrainerCheckout(request);
  const slot = state.selectedSlot;
  if (!slot) throw new Error('the demo checkout has no slot');
  const email = `guest.${testInfo.project.name}.${Date.now()}@trainhub.example`;
  await openCheckout(page, state);

  const guest = page.getByRole('form', { name: 'Continue as guest' });
  await guest.getByLabel('Player first name').fill('Gale');
  await guest.getByLabel('Player last name').fill('Guest');
  await guest.getByLabel('Email').fill(email);
  await guest.getByRole('combobox', { name: 'Gender' }).click();
  await page.getByRole('option', { name: 'Male', exact: true }).click();
  await guest.getByRole('combobox', { name: 'Graduation year' }).click();
  await page.getByRole('option', { name: '2029' }).click();
  await guest.getByRole('button', { name: 'Continue as Guest' }).click();
  await expect(page.getByText('(Guest User)')).toBeVisible();
  await page.getByRole('button', { name: 'Add payment method' }).last().click();
  await fillCard(page, GOOD_CARD);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Book Now' }).click();

  // Home, signed out, with the message and, below it, the training.
  await expect(page.getByText(BOOKED)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const details = page.getByRole('region', { name: 'Your training details' });
  await expect(details).toBeVisible();
  await expect(details).toBeInViewport();
  const { slug } = await trainerSession(request);
  const trainer = await (await request.get(`/v1/client/athletes/${slug}`)).json();
  const trainerName = `${trainer.data.attributes.first_name} ${trainer.data.attributes.last_name}`;
  const service = state.providedService;
  const total = service.price_cents + service.client_service_fee_cents + service.stripe_fee_cents;
  await expect(details).toContainText(service.name);
  await expect(details).toContainText(trainerName);
  await expect(details).toContainText(formatInstantDate(slot.training_start_date_time, ZONE));
  await expect(details).toContainText(
    `${formatInstantTime(slot.training_start_date_time, ZONE)} - ${formatInstantTime(slot.training_end_date_time, ZONE)}`,
  );
  if (state.location) await expect(details).toContainText(state.location.location);
  await expect(details).toContainText(formatPriceCents(total));
  await expect(details).toContainText(`Your request was sent to ${trainer.data.attributes.first_name}`);
  await expect(details).toContainText(`We emailed these details to ${email}`);
  // A long address wraps: nothing makes the page wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
  await screenshot(page, testInfo, 'guest-booked-home');

  // What the page says about the email is so: the request's email went to that address.
  await expect
    .poll(
      async () => {
        const response = await request.get(`/v1/dev/mailbox?to=${encodeURIComponent(email)}`);
        return mailboxListResponseSchema
          .parse(await response.json())
          .data.some((m) => m.attributes.kind === 'booking_requested');
      },
      { timeout: 30_000 },
    )
    .toBe(true);

  // A reload keeps the details (they live in the page's history entry) and hydrates cleanly.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.reload();
  await expect(details).toContainText(service.name);
  expect(errors).toEqual([]);
});
