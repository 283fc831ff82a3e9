import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { athleteDetailResponseSchema } from '../../src/shared/api/athletes';
import { bookingResponseSchema } from '../../src/shared/api/bookings';
import { createPlayer, isHydrated, signInWithToken, trainerSession } from './account-helpers';
import { bookThroughApi, newOpening, newOption, saveSandboxCard } from './support/trainer-offer';

// Issue 21: what a new family trips over on a phone. The network is throttled by Chromium itself
// (300 ms latency, 1 Mbit/s each way), so the server's HTML is on screen well before the page's
// JavaScript has arrived: taps and typing in that window must not be lost (ADR 0032), pages must
// not jump while their parts arrive, and a booking's status badge must be read whole.

const SCHOOL = 'pacific-crest';
const TRAINER = { slug: 'adrian-kuhlman', name: 'Adrian Kuhlman' };

async function slowNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: 1_000_000 / 8,
    uploadThroughput: 1_000_000 / 8,
  });
}

/** The trainer's answer through the SPEC's calls: request_booking accepts, or rejects with status "rejected". */
const ANSWER_CALLS = {
  accept: { path: 'request_booking', data: {} },
  reject: { path: 'request_booking', data: { booking_request: { status: 'rejected' } } },
  request_cancellation: {
    path: 'request_cancellation',
    data: { booking_request: { notes: 'Sorry, I have to cancel' } },
  },
} as const;

async function trainerAnswers(
  request: APIRequestContext,
  token: string,
  id: number,
  answer: keyof typeof ANSWER_CALLS,
) {
  const { path, data } = ANSWER_CALLS[answer];
  const response = await request.put(`/v1/client/booking_requests/${id}/${path}`, {
    headers: { 'AUTH-TOKEN': token },
    data,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A booking of `token`'s player that the demo trainer has asked to cancel: Cancel answers it. */
async function bookingTheTrainerAskedToCancel(
  request: APIRequestContext,
  token: string,
  fromDay: number,
): Promise<number> {
  const trainer = await trainerSession(request);
  const option = await newOption(request, trainer.token, {
    name: `Slow Network Cancel ${Date.now()}`,
    training_type: 'virtual',
    connection_detail: 'https://meet.example.test/slow-network',
    provided_service_locations: [],
  });
  const opening = await newOpening(request, trainer.token, option.id, fromDay, {
    from: '07:00',
    to: '08:00',
  });
  const cardId = await saveSandboxCard(request, token);
  const { id } = await bookThroughApi(request, token, { serviceId: option.id, from: opening.from, cardId });
  await trainerAnswers(request, trainer.token, id, 'request_cancellation');
  return id;
}

/**
 * The page's layout shifts so far (the browser's own `layout-shift` entries, including those
 * from before this call), summed: every unexpected move counts, not only the worst window.
 */
function totalLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
}

/** The landing's sign-in panel on a slow network, filled in with a new player's details before its code has run. */
async function signInFilledBeforeHydration(page: Page, request: APIRequestContext) {
  const player = await createPlayer(request);
  await slowNetwork(page);
  await page.goto('/?revealed=true', { waitUntil: 'commit' });
  const email = page.getByLabel('Email');
  await expect(email).toBeVisible();
  await email.fill(player.email);
  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  await password.fill(player.password);
  expect(await isHydrated(email)).toBe(false);
  return { player, email, password, signIn: page.getByRole('button', { name: 'Sign In', exact: true }) };
}

test.describe('taps before the page is ready', () => {
  test("For PLAYERS tapped before the landing page's script has run opens the sign-in form", async ({
    page,
  }) => {
    await slowNetwork(page);
    await page.goto('/', { waitUntil: 'commit' });
    const forPlayers = page.getByRole('link', { name: 'For PLAYERS' });
    await expect(forPlayers).toBeVisible();
    expect(await isHydrated(forPlayers)).toBe(false);
    await forPlayers.click();

    await expect(page.getByRole('heading', { name: 'Player Sign In' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page).toHaveURL(/\/\?revealed=true$/);
  });

  test('the sign-in form filled in before the page has hydrated signs in with what was typed', async ({
    page,
    request,
  }) => {
    // What a password manager does on load, or a quick thumb on a slow network.
    const { email, signIn } = await signInFilledBeforeHydration(page, request);
    await expect.poll(() => isHydrated(email), { timeout: 20_000 }).toBe(true);
    await signIn.click();
    await expect(page).toHaveURL(/\/bookings$/, { timeout: 20_000 });
  });

  test('Sign In tapped, or Enter pressed, before the page has hydrated waits for it instead of reloading the page', async ({
    page,
    request,
  }) => {
    // A family walk on a slow network tapped Sign In too early: the browser's own submission
    // reloaded the landing page with the panel closed and the fields empty, without a word.
    const { player, email, password, signIn } = await signInFilledBeforeHydration(page, request);
    await password.press('Enter');
    await signIn.click();
    // Nothing reloads: the panel stays open with what was typed.
    await expect.poll(() => isHydrated(email), { timeout: 20_000 }).toBe(true);
    await expect(page).toHaveURL(/\/\?revealed=true$/);
    await expect(email).toHaveValue(player.email);
    await expect(password).toHaveValue(player.password);

    // The tap once the page is ready signs in with it.
    await signIn.click();
    await expect(page).toHaveURL(/\/bookings$/, { timeout: 20_000 });
  });

  test('school filters chosen before the page has hydrated stay chosen and filter the list', async ({
    page,
  }) => {
    await slowNetwork(page);
    await page.goto(`/s/${SCHOOL}`, { waitUntil: 'commit' });
    const sport = page.getByRole('combobox', { name: 'Sport' });
    await expect(sport).toBeVisible();
    expect(await isHydrated(sport)).toBe(false);
    await sport.selectOption({ label: 'Softball' });
    await page.getByText('Womens', { exact: true }).click();

    // Once the page's code has run, the choices are still there and the list follows them.
    await expect.poll(() => isHydrated(sport), { timeout: 20_000 }).toBe(true);
    await page.waitForLoadState('networkidle');
    await expect(sport).toHaveValue(/\d+/);
    await expect(sport.locator('option:checked')).toHaveText('Softball');
    await expect(page.getByRole('radio', { name: 'Womens' })).toBeChecked();
    const rows = page.getByTestId('trainer-row');
    await expect(rows.first()).toBeVisible();
    await expect(rows.filter({ hasNotText: 'Softball' })).toHaveCount(0);
  });

  test('Cancel tapped as soon as the bookings appear after signing in opens its confirmation', async ({
    page,
    request,
  }, testInfo) => {
    const player = await createPlayer(request);
    await bookingTheTrainerAskedToCancel(
      request,
      player.token,
      testInfo.project.name === 'phone' ? 130 : 110,
    );

    await slowNetwork(page);
    await page.goto('/login');
    const email = page.getByLabel('Email');
    await expect.poll(() => isHydrated(email), { timeout: 20_000 }).toBe(true);
    await email.fill(player.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(player.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    // The tap comes the moment the button is on screen, as an impatient thumb's would.
    await page.getByRole('button', { name: 'Cancel', exact: true }).click({ timeout: 20_000 });
    await expect(page.getByRole('dialog', { name: 'Cancel this booking?' })).toBeVisible();
  });
});

test.describe('the athlete schedule page', () => {
  for (const network of ['fast', 'slow'] as const) {
    test(`shows the banner and the openings together, without jumping (${network} network)`, async ({
      page,
      request,
    }) => {
      const athlete = await request.get(`/v1/client/athletes/${TRAINER.slug}`);
      const { id } = athleteDetailResponseSchema.parse(await athlete.json()).data;
      if (network === 'slow') await slowNetwork(page);
      await page.goto(`/profile/schedule/${id}`);
      await expect(page.getByRole('heading', { name: TRAINER.name, level: 1 })).toBeVisible({
        timeout: 20_000,
      });
      await expect(page.getByTestId('schedule-entry').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await totalLayoutShift(page)).toBeLessThan(0.1);
    });
  }

  test('an athlete id nobody has is the not-found page', async ({ page }) => {
    await page.goto('/profile/schedule/999999');
    await expect(page.getByRole('heading', { name: 'Oops. This page has gone missing.' })).toBeVisible();
    await expect(page.getByText('No upcoming trainings yet.')).toHaveCount(0);
  });
});

// Issue 21: on a phone the status badge read 'UPCOM…' and 'ACCEP…'. Every label a player can
// meet, on the list and on the detail page, must be whole.
test.describe('booking status badges', () => {
  test.afterEach(async ({ request }) => {
    await request.put('/v1/dev/clock', { data: { now: null } });
  });

  test('every status label is shown whole on the bookings list and the booking page', async ({
    page,
    request,
  }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const trainer = await trainerSession(request);
    const option = await newOption(request, trainer.token, {
      name: `Badge Check ${testInfo.project.name} ${Date.now()}`,
      training_type: 'virtual',
      connection_detail: 'https://meet.example.test/badges',
      provided_service_locations: [],
    });
    const player = await createPlayer(request);
    const cardId = await saveSandboxCard(request, player.token);
    const book = async (from: string) => {
      const response = await request.post('/v1/client/bookings', {
        headers: { 'AUTH-TOKEN': player.token },
        data: { booking: { provided_service_id: option.id, from_time: from }, card_id: cardId },
      });
      expect(response.status(), await response.text()).toBe(201);
      return bookingResponseSchema.parse(await response.json()).data.attributes;
    };
    const hour = (from: string, n: number) => new Date(Date.parse(from) + n * 3_600_000).toISOString();

    // Soon: one to complete and one nobody answers (it expires); later: the other four.
    const soon = await newOpening(request, trainer.token, option.id, phone ? 4 : 2, {
      from: '06:00',
      to: '08:00',
    });
    const completed = await book(soon.from);
    const expired = await book(hour(soon.from, 1));
    await trainerAnswers(request, trainer.token, completed.id, 'accept');
    const later = await newOpening(request, trainer.token, option.id, phone ? 44 : 40, {
      from: '06:00',
      to: '10:00',
    });
    const upcoming = await book(later.from);
    const accepted = await book(hour(later.from, 1));
    const rejected = await book(hour(later.from, 2));
    const cancelled = await book(hour(later.from, 3));
    await trainerAnswers(request, trainer.token, accepted.id, 'accept');
    await trainerAnswers(request, trainer.token, rejected.id, 'reject');
    await trainerAnswers(request, trainer.token, cancelled.id, 'request_cancellation');
    const cancel = await request.put(`/v1/client/bookings/${cancelled.id}`, {
      headers: { 'AUTH-TOKEN': player.token },
    });
    expect(cancel.status(), await cancel.text()).toBe(200);

    // Time passes the soon opening: the jobs complete the accepted one and expire the other.
    const afterSoon = new Date(Date.parse(soon.to) + 3_600_000).toISOString();
    expect((await request.put('/v1/dev/clock', { data: { now: afterSoon } })).status()).toBe(200);
    expect((await request.post('/v1/dev/jobs/bookings.complete-past')).status()).toBe(202);
    expect((await request.post('/v1/dev/jobs/bookings.expire-requests')).status()).toBe(202);
    const statusOf = async (id: number) => {
      const response = await request.get(`/v1/client/bookings/${id}`, {
        headers: { 'AUTH-TOKEN': player.token },
      });
      const attributes = bookingResponseSchema.parse(await response.json()).data.attributes;
      return `${attributes.status}${attributes.expired ? ' (expired)' : ''}`;
    };
    await expect.poll(() => statusOf(completed.id), { timeout: 30_000 }).toBe('completed');
    await expect.poll(() => statusOf(expired.id), { timeout: 30_000 }).toBe('rejected (expired)');
    await request.put('/v1/dev/clock', { data: { now: null } });

    const labels = new Map([
      [upcoming.id, 'Upcoming'],
      [accepted.id, 'Accepted'],
      [cancelled.id, 'Cancelled'],
      [completed.id, 'Completed'],
      [rejected.id, 'Rejected'],
      [expired.id, 'Expired'],
    ]);
    /** The badge shows its whole label: neither it nor its text is cut ('UPCOM…'). */
    const expectWhole = async (badge: Locator, label: string) => {
      await expect(badge).toHaveText(label, { ignoreCase: true });
      const cut = await badge.evaluate((element) =>
        [element, ...element.querySelectorAll('*')].some((e) => e.scrollWidth > e.clientWidth),
      );
      expect(cut, `the '${label}' badge is cut`).toBe(false);
    };
    await signInWithToken(page, player.token);
    await page.goto('/bookings');
    const card = (id: number) =>
      page.getByTestId('booking-card').filter({ has: page.locator(`a[href="/bookings/${id}"]`) });
    for (const id of [upcoming.id, accepted.id, cancelled.id, completed.id]) {
      await expectWhole(card(id).getByTestId('booking-status'), labels.get(id) ?? '');
    }
    await page.getByRole('tab', { name: 'Rejected Bookings' }).click();
    for (const id of [rejected.id, expired.id]) {
      await expectWhole(card(id).getByTestId('booking-status'), labels.get(id) ?? '');
    }
    for (const [id, label] of labels) {
      await page.goto(`/bookings/${id}`);
      await expectWhole(page.getByTestId('booking-status'), label);
    }
  });
});
