import { type APIRequestContext, expect, test } from '@playwright/test';
import { bookingResponseSchema } from '../../src/shared/api/bookings';
import { authResponseSchema } from '../../src/shared/api/clients';
import { mailboxListResponseSchema } from '../../src/shared/api/dev-mailbox';
import { trainerEntryListResponseSchema } from '../../src/shared/api/trainer-availability';
import { openSection, saveSandboxCard } from './support/trainer-offer';

// Issue 7's whole loop against the real server (DEV_CLOCK=true in playwright.config.ts): the
// trainer works in the trainer site; the player's steps go through the API (their screens are
// another issue's). playwright.config.ts runs it at 1280px (desktop) and 390px (phone).

const PLAYER = { email: 'demo@trainhub.example', password: 'TrainHub2026!', name: 'Jordan Carter' };
const TRAINER = { email: 'coach.demo@trainhub.example', password: 'TrainHub2026!' };
const TRAINER_TIME_ZONE = 'America/New_York';

/** A calendar day `days` ahead on the trainer's clock, 'YYYY-MM-DD'. */
function dayAhead(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: TRAINER_TIME_ZONE }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function signInPlayer(request: APIRequestContext): Promise<{ token: string; email: string }> {
  const response = await request.post('/v1/client/sessions', {
    data: { email: PLAYER.email, password: PLAYER.password },
  });
  expect(response.status()).toBe(200);
  const { auth_token, email } = authResponseSchema.parse(await response.json()).data.attributes;
  return { token: auth_token, email };
}

/** Waits for an email of this kind to this address whose text names `mentioning`. */
async function waitForEmail(request: APIRequestContext, to: string, kind: string, mentioning: string) {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/v1/dev/mailbox?to=${encodeURIComponent(to)}&per_page=50`);
        const list = mailboxListResponseSchema.parse(await response.json());
        found = list.data
          .map((m) => m.attributes)
          .find((m) => m.kind === kind && `${m.subject}\n${m.text}`.includes(mentioning));
        return found !== undefined;
      },
      { timeout: 30_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
  return found;
}

test.describe('trainer loop', () => {
  test.afterEach(async ({ request }) => {
    await request.put('/v1/dev/clock', { data: { now: null } });
  });

  test('a trainer publishes a training and an opening; a subscriber is told, books, is accepted, trains, reviews; the trainer is paid', async ({
    page,
    request,
  }, testInfo) => {
    await request.put('/v1/dev/clock', { data: { now: null } });
    const run = `${testInfo.project.name}-${Date.now().toString(36)}`;
    const trainingName = `Loop Speed Session ${run}`;
    // Each project books its own day, early morning, clear of the demo openings.
    const day = dayAhead(testInfo.project.name === 'phone' ? 9 : 8);

    // --- the trainer signs in from the landing page's 'For TRAINERS' button ---
    await page.goto('/');
    await page.getByRole('link', { name: 'For TRAINERS' }).click();
    await expect(page).toHaveURL(/\/trainer\?revealed=true$/);
    await expect(page.getByRole('heading', { name: 'Trainer Sign In' })).toBeVisible();
    // No sign-up here: the page says how a new trainer gets an account.
    await expect(page.getByRole('link', { name: 'support@trainhub.example' })).toHaveAttribute(
      'href',
      'mailto:support@trainhub.example?subject=Trainer%20account',
    );
    await page.getByRole('textbox', { name: 'Email' }).fill(TRAINER.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(TRAINER.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/trainer\/schedule$/);
    const trainerToken = await page.evaluate(() => window.localStorage.getItem('trainer_auth_token'));
    expect(trainerToken).toBeTruthy();
    // The player's key is untouched: the two sessions live side by side.
    expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();

    // --- a new training option, published at once, with the fees the player will see ---
    await openSection(page, 'Trainings');
    await page.getByRole('link', { name: 'New training' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill(trainingName);
    await page.getByRole('textbox', { name: 'Price (USD)' }).fill('80');
    await expect(page.getByTestId('player-total')).toHaveText('$90.64');
    await page.getByRole('textbox', { name: 'Location name' }).fill('Loop Park Field 1');
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('12 Loop Rd');
    await page.getByRole('textbox', { name: 'City', exact: true }).fill('Lexington');
    await page.getByRole('textbox', { name: 'State', exact: true }).fill('KY');
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await expect(page).toHaveURL(/\/trainer\/trainings$/);
    const card = page.getByRole('article', { name: trainingName });
    await expect(card.getByText('published', { exact: true })).toBeVisible();
    await expect(card).toContainText('player pays $90.64');
    // Published with no opening yet: the card says families can't book it (ADR 0066).
    await expect(card.getByRole('status')).toContainText("Families can't book this now");
    const editHref = await card.getByRole('link', { name: 'Edit' }).getAttribute('href');
    const serviceId = Number(editHref?.split('/').pop());
    expect(serviceId).toBeGreaterThan(0);

    // --- the player subscribes to it (the notification modal's call) ---
    const player = await signInPlayer(request);
    const subscriberEmail = `loop-${run}@trainhub.example`;
    const subscribed = await request.post('/v1/client/subscribed_provided_services', {
      headers: { 'AUTH-TOKEN': player.token },
      data: {
        subscribed_provided_service: {
          provided_service_id: serviceId,
          name: PLAYER.name,
          email: subscriberEmail,
        },
      },
    });
    expect(subscribed.status()).toBe(201);

    // --- the trainer publishes an opening offering it ---
    await openSection(page, 'Availability');
    await page.getByRole('button', { name: 'Add opening' }).click();
    const dialog = page.getByRole('dialog', { name: 'New opening' });
    await dialog.getByRole('textbox', { name: 'Day', exact: true }).fill(day);
    await dialog.getByRole('textbox', { name: 'From', exact: true }).fill('06:00');
    await dialog.getByRole('textbox', { name: 'To', exact: true }).fill('07:00');
    await dialog.getByRole('checkbox', { name: trainingName }).check();
    await dialog.getByRole('button', { name: 'Publish opening' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Opening added.')).toBeVisible();
    const opening = page.getByRole('article').filter({ hasText: trainingName });
    await expect(opening).toContainText('6:00 AM – 7:00 AM');
    await expect(opening).toContainText('0 booked · up to 1 seat a session');
    await openSection(page, 'Trainings');
    await expect(page.getByRole('article', { name: trainingName }).getByRole('status')).toHaveCount(0);
    await openSection(page, 'Availability');

    // --- the subscriber gets the 'new openings' email through the job queue ---
    const notice = await waitForEmail(request, subscriberEmail, 'new_openings', trainingName);
    expect(notice?.subject).toBeTruthy();

    // --- the player books the opening with the saved card ---
    const entries = await request.get(`/v1/trainer/calendar_entries?from=${day}&to=${day}`, {
      headers: { 'AUTH-TOKEN': trainerToken ?? '' },
    });
    const entry = trainerEntryListResponseSchema
      .parse(await entries.json())
      .data.find((e) => e.attributes.provided_services.some((s) => s.id === serviceId));
    expect(entry).toBeDefined();
    const cardId = await saveSandboxCard(request, player.token);
    const booked = await request.post('/v1/client/bookings', {
      headers: { 'AUTH-TOKEN': player.token },
      data: {
        booking: {
          provided_service_id: serviceId,
          calendar_entry_id: entry?.attributes.id,
          from_time: entry?.attributes.from_time,
          notes: `Working on first-step speed (${run})`,
          location: 'Loop Park Field 1',
          address: '12 Loop Rd',
        },
        card_id: cardId,
      },
    });
    expect(booked.status()).toBe(201);
    const booking = bookingResponseSchema.parse(await booked.json()).data.attributes;
    expect(booking.status).toBe('pending');

    // --- the trainer is emailed the request, with the player, what they earn, the answer-by
    // time, and a link straight to the Requests page (issue 20) ---
    const told = await waitForEmail(request, TRAINER.email, 'trainer_new_request', trainingName);
    expect(told?.subject).toContain(`New booking request: ${PLAYER.name.split(' ')[0]}, ${trainingName}`);
    expect(told?.text).toContain('You earn: $80.00');
    expect(told?.text).toContain('Please accept or decline by');
    const requestsLink = told?.text.match(/Answer the request: (\S+)/)?.[1] ?? '';
    expect(new URL(requestsLink).pathname).toBe('/trainer/requests');

    // --- the trainer follows it and accepts with a note ---
    await page.goto(new URL(requestsLink).pathname);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const requestCard = page
      .getByRole('article', { name: `Request from ${PLAYER.name}` })
      .filter({ hasText: trainingName });
    await expect(requestCard).toContainText(`Working on first-step speed (${run})`);
    await expect(requestCard).toContainText('You earn $80.00');
    await requestCard.getByRole('textbox', { name: 'Notes for the player (optional)' }).fill('Bring cleats');
    await requestCard.getByRole('button', { name: 'Accept' }).click();
    await expect(requestCard).toHaveCount(0);

    // The player sees it accepted, the card charged, and gets the email.
    const readBooking = async () => {
      const response = await request.get(`/v1/client/bookings/${booking.id}`, {
        headers: { 'AUTH-TOKEN': player.token },
      });
      return bookingResponseSchema.parse(await response.json()).data.attributes;
    };
    const accepted = await readBooking();
    expect(accepted.status).toBe('accepted');
    expect(accepted.payment_status).toBe('succeeded');
    expect(accepted.trainer_notes).toBe('Bring cleats');
    await waitForEmail(request, player.email, 'booking_accepted', trainingName);

    // The player sees it accepted in the player app.
    await page.evaluate((token) => window.localStorage.setItem('auth_token', token), player.token);
    await page.goto(`/bookings/${booking.id}`);
    await expect(page.getByText('Accepted', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(trainingName).first()).toBeVisible();
    await page.evaluate(() => window.localStorage.removeItem('auth_token'));
    await page.goto('/trainer/requests');

    // The trainer's schedule shows the session with the player's name, grade and notes.
    await openSection(page, 'Schedule');
    await page.getByRole('radio', { name: '30 days' }).check({ force: true });
    const session = page.getByRole('article').filter({ hasText: trainingName });
    await expect(session).toContainText(PLAYER.name);
    await expect(session).toContainText(`Working on first-step speed (${run})`);
    await expect(session).toContainText(/\d+(st|nd|rd|th)|Kindergarten|Pre-K|College/);

    // An opening holding a booking can't be changed or removed: the trainer is told why before trying.
    await openSection(page, 'Availability');
    const bookedOpening = page.getByRole('article').filter({ hasText: trainingName });
    await expect(bookedOpening).toContainText('1 booked · up to 1 seat a session');
    await expect(bookedOpening.getByTestId('booked-opening-note')).toContainText(
      'Booked, so it stays as it is: to change or remove it, ask its families to cancel from Schedule.',
    );
    await expect(bookedOpening.getByRole('button', { name: 'Remove' })).toBeDisabled();
    await expect(bookedOpening.getByRole('button', { name: 'Edit' })).toBeDisabled();
    await expect(bookedOpening).toBeVisible();

    // --- time passes: after the training's end the job completes the booking ---
    const afterEnd = new Date(Date.parse(accepted.training_end_date_time) + 60 * 60 * 1000).toISOString();
    expect((await request.put('/v1/dev/clock', { data: { now: afterEnd } })).status()).toBe(200);
    expect((await request.post('/v1/dev/jobs/bookings.complete-past')).status()).toBe(202);
    await expect.poll(async () => (await readBooking()).status, { timeout: 30_000 }).toBe('completed');

    // --- the trainer transfers the payout: the first one names the account, which connects
    // it (ADR 0029); once connected, payouts go there without asking ---
    await openSection(page, 'Payouts');
    const payout = page
      .getByRole('article', { name: `Payout for ${PLAYER.name}` })
      .filter({ hasText: trainingName });
    await expect(payout).toContainText('Earned $80.00');
    await expect(payout).toContainText('Ready to transfer');
    const profile = await request.get('/v1/trainer/profile', {
      headers: { 'AUTH-TOKEN': trainerToken ?? '' },
    });
    const firstPayout = !(await profile.json()).data.attributes.payout_account_connected;
    const notConnected = page.getByText('No payout account is connected yet', { exact: false });
    if (firstPayout) await expect(notConnected).toBeVisible();
    await payout.getByRole('button', { name: 'Transfer' }).click();
    if (firstPayout) {
      const transferDialog = page.getByRole('dialog', { name: 'Transfer payout' });
      await transferDialog.getByRole('textbox', { name: 'Payout account ID' }).fill('acct_loop_test');
      await transferDialog.getByRole('button', { name: 'Transfer' }).click();
      await expect(transferDialog).toBeHidden();
    }
    await expect(payout).toContainText('Transferred');
    // The tap is answered: what went where.
    await expect(
      page.getByText(`Transferred $80.00 for ${PLAYER.name}'s training to your payout account.`),
    ).toBeVisible();
    await expect(notConnected).toBeHidden();
    expect((await readBooking()).payment_status).toBe('transferred');

    // --- the player is asked for a review and leaves one ---
    await waitForEmail(request, player.email, 'review_request', trainingName);
    const review = await request.post('/v1/client/reviews', {
      headers: { 'AUTH-TOKEN': player.token },
      data: { review: { comment: `Great session (${run})`, booking_id: booking.id } },
    });
    expect(review.status()).toBe(201);
  });

  test('a trainer resets a forgotten password from the email link and signs in; the player session stays apart', async ({
    page,
    request,
  }) => {
    const trainer = 'trainer.demo@trainhub.example';
    const player = await signInPlayer(request);
    await page.goto('/');
    await page.evaluate((token) => window.localStorage.setItem('auth_token', token), player.token);

    await page.goto('/trainer');
    await page.getByRole('button', { name: 'Trainer Sign In' }).click();
    await expect(page).toHaveURL(/\/trainer\?revealed=true$/);
    await page.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(page).toHaveURL(/\/trainer\/forgot_password$/);
    const asked = Date.now();
    await page.getByRole('textbox', { name: 'Email' }).fill(trainer);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Check your email')).toBeVisible();

    // The newest reset email to the trainer links back to the trainer site.
    let link: string | undefined;
    await expect
      .poll(async () => {
        const response = await request.get(`/v1/dev/mailbox?to=${encodeURIComponent(trainer)}`);
        const message = mailboxListResponseSchema
          .parse(await response.json())
          .data.map((m) => m.attributes)
          .find((m) => m.kind === 'trainer_password_reset' && Date.parse(m.created_at) >= asked - 5_000);
        link = message?.links.find((l) => l.includes('/trainer/new_password'));
        return link !== undefined;
      })
      .toBe(true);
    const url = new URL(link ?? '');
    await page.goto(`${url.pathname}${url.search}`);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(TRAINER.password);
    await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(TRAINER.password);
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.getByRole('textbox', { name: 'Email' }).fill(trainer);
    await page.getByRole('textbox', { name: 'Password' }).fill(TRAINER.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/trainer\/schedule$/);
    // Both sessions are kept, each under its own key.
    expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBe(player.token);
    expect(await page.evaluate(() => window.localStorage.getItem('trainer_auth_token'))).toBeTruthy();

    // Signing out of the trainer site forgets only the trainer.
    await page.getByRole('button', { name: 'Trainer menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/trainer$/);
    expect(await page.evaluate(() => window.localStorage.getItem('trainer_auth_token'))).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBe(player.token);
    await page.goto('/trainer/payouts');
    await expect(page).toHaveURL(/\/trainer$/);
  });
});
