import { expect, type Page, test } from '@playwright/test';
import { athleteDetailResponseSchema } from '../../src/shared/api/athletes';
import { authResponseSchema } from '../../src/shared/api/clients';
import { subscriptionResponseSchema } from '../../src/shared/api/subscriptions';
import { checkoutRouteStateSchema } from '../../src/shared/domain/checkout-state';
import { formatPrice } from '../../src/shared/domain/money';

// Demo data (src/server/db/seed): Adrian Kuhlman trains at Pacific Crest; his single
// 'Infield Defense Training' has two places and openings on most weekdays of the next 60 days;
// his '3-Session Catching Package' is sold out, so its card offers Get Notified.
const SCHOOL = 'pacific-crest';
const TRAINER = { slug: 'adrian-kuhlman', name: 'Adrian Kuhlman' };
const SINGLE = 'Infield Defense Training';
const SOLD_OUT = '3-Session Catching Package';
const DEMO = { email: 'demo@trainhub.example', password: 'TrainHub2026!' };

/** What React Router keeps as the current entry's route state. */
async function routeState(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const entry: unknown = window.history.state;
    return entry && typeof entry === 'object' && 'usr' in entry ? entry.usr : undefined;
  });
}

function card(page: Page, name: string) {
  return page.getByTestId('training-card').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test.describe('discovery and booking', () => {
  test('school page → trainer → date and time → checkout with the chosen slot', async ({ page }) => {
    await page.goto(`/s/${SCHOOL}`);
    await expect(page.getByRole('heading', { name: 'Pacific Crest University', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upcoming Trainings' })).toBeVisible();
    // At most four upcoming cards, and a way to the full schedule.
    await expect(page.getByTestId('schedule-entry').first()).toBeVisible();
    expect(await page.getByTestId('schedule-entry').count()).toBeLessThanOrEqual(4);
    await expect(page.getByRole('link', { name: 'View full schedule' }).first()).toHaveAttribute(
      'href',
      `/schools/${SCHOOL}/schedule`,
    );

    const row = page.getByTestId('trainer-row').filter({ hasText: TRAINER.name });
    await row.getByRole('link', { name: 'Book Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/${TRAINER.slug}/?$`));
    await expect(page.getByRole('heading', { name: TRAINER.name, level: 1 })).toBeVisible();

    // Two places: the location chooser lists 'location | address'.
    await card(page, SINGLE).getByRole('button', { name: 'Book Now' }).click();
    const chooser = page.getByRole('dialog', { name: 'Select Training Location' });
    await expect(chooser).toBeVisible();
    const place = chooser.getByRole('button').filter({ hasText: ' | ' }).first();
    const placeText = (await place.locator('p').first().textContent()) ?? '';
    const [placeName] = placeText.split(' | ');
    await place.click();

    await expect(page).toHaveURL(new RegExp(`/${TRAINER.slug}/1$`));
    await expect(page.getByText('Pick a date')).toBeVisible();
    await page.locator('button[aria-label$=" available"]').first().click();

    const times = page.getByRole('button', { name: /^\d{1,2}:\d\d [AP]M - \d{1,2}:\d\d [AP]M$/ });
    await expect(times.first()).toBeVisible();
    const next = page.getByRole('button', { name: 'Next', exact: true });
    await expect(next).toBeDisabled();
    const chosenTime = (await times.first().textContent()) ?? '';
    await times.first().click();
    await next.click();

    await expect(page).toHaveURL(/\/bookings\/checkout$/);
    const state = checkoutRouteStateSchema.parse(await routeState(page));
    expect(state.providedService.name).toBe(SINGLE);
    expect(state.athleteSlug).toBe(TRAINER.slug);
    expect(state.location?.location).toBe(placeName);
    expect(state.selectedSlot?.selected_trainings).toContain(state.providedService.id);
    // The slot handed on is the one whose time was clicked (shown in the browser's zone).
    const shownStart = await page.evaluate(
      (iso) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }),
      state.selectedSlot?.training_start_date_time ?? '',
    );
    expect(chosenTime.startsWith(shownStart)).toBe(true);
  });

  test('Back from the time list returns to the dates, then to the trainer', async ({ page }) => {
    await page.goto(`/${TRAINER.slug}/1`);
    await page.locator('button[aria-label$=" available"]').first().click();
    await expect(page.getByTestId('time-list-day')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByText('Pick a date')).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(new RegExp(`/${TRAINER.slug}$`));
  });

  test('signed out, Get Notified asks for details, validates them, then confirms', async ({ page }) => {
    await page.goto(`/${TRAINER.slug}`);
    const soldOut = card(page, SOLD_OUT);
    await expect(soldOut.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
    await soldOut.getByRole('button', { name: 'Get Notified' }).click();

    const dialog = page.getByRole('dialog', { name: 'Get Notified' });
    await dialog.getByLabel('Email').fill('not-an-email');
    await dialog.getByLabel('Phone (optional)').fill('123');
    await dialog.getByRole('button', { name: 'Notify Me' }).click();
    await expect(dialog.getByText('Please enter your full name.')).toBeVisible();
    await expect(dialog.getByText('Please enter valid email address.')).toBeVisible();
    await expect(dialog.getByText('Sorry! Can not proceed with the provided contact number.')).toBeVisible();

    await dialog.getByLabel('Full name').fill('Pat Parent');
    await dialog.getByLabel('Email').fill(`pat.${test.info().project.name}@example.com`);
    await dialog.getByLabel('Phone (optional)').fill('');
    const created = page.waitForResponse((r) => r.url().includes('/subscribed_provided_services'));
    await dialog.getByRole('button', { name: 'Notify Me' }).click();
    expect((await created).status()).toBe(201);
    await expect(page.getByRole('dialog', { name: "You're on the list" })).toBeVisible();
  });

  test('signed in, Get Notified subscribes with the account details', async ({ page, request }) => {
    const response = await request.post('/v1/client/sessions', { data: DEMO });
    const token = authResponseSchema.parse(await response.json()).data.attributes.auth_token;
    await page.addInitScript((value) => window.localStorage.setItem('auth_token', value), token);

    await page.goto(`/${TRAINER.slug}`);
    const sent = page.waitForRequest((r) => r.url().includes('/subscribed_provided_services'));
    await card(page, SOLD_OUT).getByRole('button', { name: 'Get Notified' }).click();
    const body: unknown = (await sent).postDataJSON();
    expect(body).toMatchObject({ subscribed_provided_service: { email: DEMO.email } });
    await expect(page.getByRole('dialog', { name: "You're on the list" })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Get Notified' })).toHaveCount(0);
  });

  test("the athlete schedule pages on scroll and 'Book now' picks option and place", async ({
    page,
    request,
  }) => {
    const athlete = await request.get(`/v1/client/athletes/${TRAINER.slug}`);
    const { data } = athleteDetailResponseSchema.parse(await athlete.json());
    await page.goto(`/profile/schedule/${data.id}`);
    const entries = page.getByTestId('schedule-entry');
    await expect(entries.first()).toBeVisible();
    // Scrolling to the end asks for the next page of ten and shows it.
    const secondPage = page.waitForRequest(
      (r) => r.url().includes('calendar_entries') && r.url().includes('page=2'),
    );
    await page.getByTestId('infinite-sentinel').scrollIntoViewIfNeeded();
    await secondPage;
    await expect(entries.nth(10)).toBeVisible();

    // The first opening that can still be booked (one under way or too close to book says so).
    const bookable = entries.filter({ has: page.getByRole('button', { name: 'Book now' }) });
    await bookable.first().getByRole('button', { name: 'Book now' }).click();
    const picker = page.getByRole('dialog', { name: 'Book this training' });
    await expect(picker.getByRole('radio', { name: SINGLE })).toBeChecked();
    // Each option says its type, length and price: two of one trainer may share a name.
    const single = data.attributes.provided_services.find((s) => s.name === SINGLE);
    await expect(picker.getByRole('radio', { name: SINGLE })).toHaveAccessibleDescription(
      `Individual · ${single?.duration} Mins · ${formatPrice(single?.price)}`,
    );
    // Continue appears only once a place is chosen for an in-person training.
    await expect(picker.getByRole('button', { name: 'Continue' })).toHaveCount(0);
    await picker.getByRole('radio', { name: / \| / }).first().click();
    await picker.getByRole('button', { name: 'Continue' }).click();
    // The booking page opens on the entry's day and time (issue 21): its start rides along.
    await expect(page).toHaveURL(new RegExp(`/${TRAINER.slug}/1\\?at=[^&]+$`));
    const stored = await page.evaluate(() => window.localStorage.getItem('selected_location'));
    expect(stored).toContain('"trainingId"');
  });

  test('the email link disables notifications after confirming', async ({ page, request }) => {
    const session = await request.post('/v1/client/sessions', { data: DEMO });
    const token = authResponseSchema.parse(await session.json()).data.attributes.auth_token;
    const athlete = await request.get(`/v1/client/athletes/${TRAINER.slug}`);
    const serviceId = athleteDetailResponseSchema.parse(await athlete.json()).data.attributes
      .provided_services[0]?.id;
    const created = await request.post('/v1/client/subscribed_provided_services', {
      headers: { 'AUTH-TOKEN': token },
      data: {
        subscribed_provided_service: { provided_service_id: serviceId, name: 'Demo', email: DEMO.email },
      },
    });
    expect(created.status()).toBe(201);
    const { data } = subscriptionResponseSchema.parse(await created.json());
    await page.addInitScript((value) => window.localStorage.setItem('auth_token', value), token);

    await page.goto(`/disable_notifications/${data.id}`);
    await expect(page.getByRole('heading', { name: 'Do you want to disable?' })).toBeVisible();
    await page.getByRole('button', { name: 'Sure' }).click();
    await expect(page.getByRole('heading', { name: 'Notifications disabled!' })).toBeVisible();
  });

  test('an unknown trainer shows the 404 page', async ({ page }) => {
    await page.goto('/no-such-trainer-here');
    await expect(page.getByText('Oops. This page has gone missing.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/aboutus');
  });

  test("an unknown school's schedule shows the 404 page alone, no error toast beside it", async ({
    page,
  }) => {
    await page.goto('/schools/no-such-school/schedule');
    await expect(page.getByText('Oops. This page has gone missing.')).toBeVisible();
    // Give a toast the time it would take to appear.
    await page.waitForTimeout(500);
    await expect(page.getByText('College not found')).toHaveCount(0);
  });

  test('an unknown training link says the link stopped training', async ({ page }) => {
    await page.goto(`/${TRAINER.slug}/999`);
    await expect(page.getByText('Looks like this TrainHub link has stopped training')).toBeVisible();
    await expect(page.getByRole('link', { name: /support@/ })).toHaveAttribute('href', /^mailto:/);
  });
});
