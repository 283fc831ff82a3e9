import { type APIRequestContext, expect, test } from '@playwright/test';
import { bookingResponseSchema } from '../../src/shared/api/bookings';
import { cardListResponseSchema } from '../../src/shared/api/cards';
import { authResponseSchema } from '../../src/shared/api/clients';
import { trainerAuthResponseSchema } from '../../src/shared/api/trainer-account';
import { screenshot } from './account-helpers';
import {
  DAY_MS,
  newOpening,
  newOption,
  newTwoSessionPackage,
  openAsTrainer,
  openSection,
} from './support/trainer-offer';

// Issue 20 on the trainer site (ADR 0030): a request shows until when it can be answered; once
// accepted, the schedule shows how to reach the family; the trainer asks to cancel with a reason
// and the row then waits for the player. The player's side goes through the API.

const TRAINER = { email: 'coach.demo@trainhub.example', password: 'TrainHub2026!' };
const PLAYER = { email: 'demo@trainhub.example', password: 'TrainHub2026!', name: 'Jordan Carter' };

async function trainerSignIn(request: APIRequestContext) {
  const response = await request.post('/v1/trainer/sessions', { data: TRAINER });
  expect(response.status()).toBe(200);
  return trainerAuthResponseSchema.parse(await response.json()).data.attributes;
}

/** The demo player books `booking` with their saved card: the new booking, and their headers. */
async function bookWithSavedCard(request: APIRequestContext, booking: Record<string, unknown>) {
  const signIn = await request.post('/v1/client/sessions', { data: PLAYER });
  const player = authResponseSchema.parse(await signIn.json()).data.attributes;
  const playerHeaders = { 'AUTH-TOKEN': player.auth_token };
  const cards = cardListResponseSchema.parse(
    await (await request.get('/v1/client/cards', { headers: playerHeaders })).json(),
  );
  const booked = await request.post('/v1/client/bookings', {
    headers: playerHeaders,
    data: { booking, card_id: cards.data[0]?.attributes.id },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return { booking: bookingResponseSchema.parse(await booked.json()).data.attributes, playerHeaders };
}

/** 'Wed, Nov 25, 2026, 9:00 AM' on the trainer's clock, worked out apart from the site's own code. */
function answerBy(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.weekday}, ${parts.month} ${parts.day}, ${parts.year}, ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

test('a trainer answers a request before its deadline, reaches the family, and asks to cancel', async ({
  page,
  request,
}, testInfo) => {
  const trainer = await trainerSignIn(request);
  const name = `Family Reach ${testInfo.project.name} ${Date.now().toString(36)}`;
  const option = await newOption(request, trainer.auth_token, {
    name,
    price: 45,
    provided_service_locations: [
      { location: 'Requests Park', address: '9 Answer Rd', city: 'Lexington', state: 'KY' },
    ],
  });
  const fromDay = testInfo.project.name === 'phone' ? 21 : 18;
  const opening = await newOpening(request, trainer.auth_token, option.id, fromDay, {
    from: '05:00',
    to: '06:00',
  });
  const serviceId = option.id;
  const entry = { id: opening.id, from_time: opening.from };

  // --- the demo player books it with their saved card ---
  const { booking, playerHeaders } = await bookWithSavedCard(request, {
    provided_service_id: serviceId,
    calendar_entry_id: entry.id,
    from_time: entry.from_time,
    location: 'Requests Park',
    address: '9 Answer Rd',
    // A long unbroken word (a link pasted in) wraps inside the request's card.
    notes: `Drills we liked: https://videos.example/watch?v=${'FirstTouch'.repeat(12)}`,
  });
  expect(booking.respond_by).not.toBeNull();

  // --- the request says until when it can be answered, on the trainer's clock ---
  await openAsTrainer(page, trainer.auth_token, '/trainer/schedule');
  const session = page.getByRole('article').filter({ hasText: name });
  const row = session.getByRole('article', { name: `${PLAYER.name}'s booking` });
  // Still a request: the schedule says so and leads to where it is answered.
  await expect(row).toContainText('Awaiting your answer');
  // Its count says one of its players is still to answer.
  await expect(session.getByText('1 player · 1 to answer')).toBeVisible();
  await expect(row.getByRole('group', { name: 'Family contact' })).toHaveCount(0);
  await row.getByRole('link', { name: 'Answer on Requests' }).click();
  await expect(page).toHaveURL(/\/trainer\/requests$/);
  // Its times are on the trainer's clock, which the page names (the browser's may differ).
  await expect(page.getByText(`Times are on your clock (${trainer.time_zone}).`)).toBeVisible();
  const card = page.getByRole('article', { name: `Request from ${PLAYER.name}` }).filter({ hasText: name });
  await expect(card).toContainText(
    `Answer by ${answerBy(booking.respond_by ?? '', trainer.time_zone)} — it expires after that`,
  );
  await expect(card).toContainText('Drills we liked');
  // Every word stays inside the card (the card would cut off what runs past its edge).
  const overflow = await card.evaluate((el) => {
    const text = document.createRange();
    text.selectNodeContents(el);
    return text.getBoundingClientRect().right - el.getBoundingClientRect().right;
  });
  expect(overflow).toBeLessThanOrEqual(1);
  await screenshot(page, testInfo, 'trainer-request-long-notes');
  await card.getByRole('button', { name: 'Accept' }).click();
  await expect(card).toHaveCount(0);
  // The card goes from the list: a toast says what was done.
  await expect(page.getByText(`Accepted: ${PLAYER.name}, ${name} on`)).toBeVisible();
  // The answered card is gone: focus waits on the page's heading, not on <body> (ADR 0069).
  await expect(page.getByRole('heading', { name: 'Booking requests', level: 1 })).toBeFocused();

  // --- Schedule: accepted, with the family's contact ---
  await openSection(page, 'Schedule');
  await expect(row).toContainText('Accepted');
  const contact = row.getByRole('group', { name: 'Family contact' });
  await expect(contact).toContainText('Parent: Michelle Carter');
  await expect(contact.getByRole('link', { name: PLAYER.email })).toHaveAttribute(
    'href',
    `mailto:${PLAYER.email}`,
  );
  await expect(contact.getByRole('link', { name: /555/ })).toHaveAttribute('href', /^tel:\+1859555\d{4}$/);

  // --- asking to cancel, with a reason the player is sent ---
  await row.getByRole('button', { name: 'Ask to cancel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask to cancel this booking?' });
  await expect(dialog).toContainText('will be emailed to approve');
  await expect(dialog).toContainText('refunded in full');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('The field is closed for repairs that week');
  await dialog.getByRole('button', { name: 'Ask to cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('Cancellation asked — waiting for the family');
  await expect(row.getByRole('button', { name: 'Ask to cancel' })).toHaveCount(0);

  // The player is now the one to answer: they may cancel, or keep the accepted booking.
  const after = bookingResponseSchema.parse(
    await (await request.get(`/v1/client/bookings/${booking.id}`, { headers: playerHeaders })).json(),
  ).data.attributes;
  expect(after).toMatchObject({ status: 'incomplete', cancellation_requested: true, allowed_cancel: true });
});

test('rejecting a request asks first; kept, it stays; rejected, the family is told and the time reopens', async ({
  page,
  request,
}, testInfo) => {
  const trainer = await trainerSignIn(request);
  const name = `Reject Twice ${testInfo.project.name} ${Date.now().toString(36)}`;
  const option = await newOption(request, trainer.auth_token, { name, price: 30 });
  const opening = await newOpening(
    request,
    trainer.auth_token,
    option.id,
    testInfo.project.name === 'phone' ? 25 : 23,
    {
      from: '05:00',
      to: '06:00',
    },
  );
  const { booking, playerHeaders } = await bookWithSavedCard(request, {
    provided_service_id: option.id,
    calendar_entry_id: opening.id,
    from_time: opening.from,
  });

  await openAsTrainer(page, trainer.auth_token, '/trainer/requests');
  const card = page.getByRole('article', { name: `Request from ${PLAYER.name}` }).filter({ hasText: name });
  await card.getByRole('button', { name: 'Reject' }).click();
  const confirm = page.getByRole('dialog', { name: `Reject ${PLAYER.name}'s request?` });
  await expect(confirm).toContainText('the hold on their card is released and the time opens up again.');
  await screenshot(page, testInfo, 'reject-confirm');
  await confirm.getByRole('button', { name: 'Keep the request' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(card).toBeVisible();
  const statusOf = async () => {
    const response = await request.get(`/v1/client/bookings/${booking.id}`, { headers: playerHeaders });
    return bookingResponseSchema.parse(await response.json()).data.attributes.status;
  };
  expect(await statusOf()).toBe('pending');

  await card.getByRole('button', { name: 'Reject' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(card).toHaveCount(0);
  await expect(page.getByText(`Rejected: ${PLAYER.name}, ${name} on`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Booking requests', level: 1 })).toBeFocused();
  expect(await statusOf()).toBe('rejected');
});

test("a package request's reject dialog names its sessions and first day, not one time", async ({
  page,
  request,
}, testInfo) => {
  const trainer = await trainerSignIn(request);
  const start = new Date(Date.now() + (testInfo.project.name === 'phone' ? 40 : 44) * DAY_MS);
  const name = `Reject Package ${testInfo.project.name} ${Date.now().toString(36)}`;
  const { option, first } = await newTwoSessionPackage(request, trainer.auth_token, name, start);
  await bookWithSavedCard(request, { provided_service_id: option.id });

  await openAsTrainer(page, trainer.auth_token, '/trainer/requests');
  const card = page.getByRole('article', { name: `Request from ${PLAYER.name}` }).filter({ hasText: name });
  await card.getByRole('button', { name: 'Reject' }).click();
  const firstDay = new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: trainer.time_zone,
  }).format(new Date(first.from));
  await expect(page.getByRole('dialog')).toContainText(
    `${name}, 2 sessions from ${firstDay}. The family is told`,
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Keep the request' }).click();
});
