import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type BookingAttributes, bookingResponseSchema } from '../../../src/shared/api/bookings';
import {
  cardListResponseSchema,
  cardResponseSchema,
  sandboxTokenResponseSchema,
} from '../../../src/shared/api/cards';

// What journeys set up through the API: the demo trainer's new training options and openings,
// a player's saved sandbox card.

export const DAY_MS = 86_400_000;

/** A new training option of the demo trainer, published. */
export async function newOption(request: APIRequestContext, token: string, fields: Record<string, unknown>) {
  const response = await request.post('/v1/trainer/provided_services', {
    headers: { 'AUTH-TOKEN': token },
    data: {
      provided_service: {
        price: 40,
        duration: 60,
        training_type: 'individual',
        status: 'published',
        provided_service_locations: [
          { location: 'Engine Park Field 2', address: '5 Engine Rd', city: 'Lexington', state: 'KY' },
        ],
        ...fields,
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).data.attributes as { id: number; slug: string };
}

/**
 * An opening from..to on the first free day from `fromDay` days ahead (the demo trainer has
 * openings of their own; overlapping one is refused, so the next day is tried).
 */
export async function newOpening(
  request: APIRequestContext,
  token: string,
  serviceId: number,
  fromDay: number,
  times: { from: string; to: string },
): Promise<{ id: number; day: string; from: string; to: string }> {
  for (let offset = fromDay; offset < fromDay + 20; offset += 1) {
    const day = new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
    const response = await request.post('/v1/trainer/calendar_entries', {
      headers: { 'AUTH-TOKEN': token },
      data: {
        calendar_entry: {
          booking_date: day,
          from_time: times.from,
          to_time: times.to,
          provided_service_ids: [serviceId],
        },
      },
    });
    if (response.status() === 201) {
      const opening = (await response.json()).data[0].attributes as {
        id: number;
        from_time: string;
        to_time: string;
      };
      return { id: opening.id, day, from: opening.from_time, to: opening.to_time };
    }
    expect(response.status(), await response.text()).toBe(409);
  }
  throw new Error('no free day for the opening');
}

/**
 * A published group training of `seats` seats with one opening (from..to) on the first free day
 * from `daysAhead` days ahead: the option and the opening.
 */
export async function newGroupTime(
  request: APIRequestContext,
  token: string,
  time: { name: string; seats: number; daysAhead: number; from: string; to: string },
) {
  const option = await newOption(request, token, {
    name: time.name,
    training_type: 'group',
    max_seats: time.seats,
  });
  const opening = await newOpening(request, token, option.id, time.daysAhead, {
    from: time.from,
    to: time.to,
  });
  return { option, opening };
}

/**
 * A published two-session group package (4 seats) of the demo trainer, sold from `start` for 20
 * days, with its two openings on the first free days from `start` on (06:00-07:00): the option
 * and its first opening.
 */
export async function newTwoSessionPackage(
  request: APIRequestContext,
  token: string,
  name: string,
  start: Date,
): Promise<{
  option: { id: number; slug: string };
  first: { id: number; day: string; from: string; to: string };
}> {
  const option = await newOption(request, token, {
    name,
    training_type: 'group',
    max_seats: 4,
    package: true,
    sessions_count: 2,
    package_start: start.toISOString().slice(0, 10),
    package_end: new Date(start.getTime() + 20 * DAY_MS).toISOString().slice(0, 10),
  });
  const times = { from: '06:00', to: '07:00' };
  const fromDay = Math.round((start.getTime() - Date.now()) / DAY_MS) + 1;
  const first = await newOpening(request, token, option.id, fromDay, times);
  const next = Math.round((Date.parse(first.day) - Date.now()) / DAY_MS) + 2;
  await newOpening(request, token, option.id, next, times);
  return { option, first };
}

/** A sandbox card saved the way the checkout does it: tokenised, then the token saved. */
export async function saveSandboxCard(request: APIRequestContext, token: string): Promise<number> {
  const tokenResponse = await request.post('/v1/payments/sandbox/tokens', {
    data: {
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123', name: 'Robin Hayes' },
    },
  });
  expect(tokenResponse.status()).toBe(201);
  const { id } = sandboxTokenResponseSchema.parse(await tokenResponse.json());
  const cardResponse = await request.post('/v1/client/cards', {
    headers: { 'AUTH-TOKEN': token },
    data: { token: id },
  });
  // A player shared by both projects' runs (the demo player) has it from the first run: one card
  // is saved once (ADR 0033), so that one is used.
  if (cardResponse.status() === 409) {
    const list = await request.get('/v1/client/cards', { headers: { 'AUTH-TOKEN': token } });
    const same = cardListResponseSchema
      .parse(await list.json())
      .data.find((c) => c.attributes.last4 === '4242' && c.attributes.exp_year === 2031);
    if (!same) throw new Error('the card was refused as saved, but is not in the list');
    return same.attributes.id;
  }
  expect(cardResponse.ok()).toBe(true);
  return cardResponseSchema.parse(await cardResponse.json()).data.attributes.id;
}

/**
 * Opens `path` of the trainer site signed in as the trainer of `token` from the first page load
 * (the site keeps its token in localStorage; the sign-in form itself is trainer-loop's).
 */
export async function openAsTrainer(page: Page, token: string, path: string): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('trainer_auth_token', value), token);
  await page.goto(path);
}

/** Opens a trainer-site section from its navigation (behind the burger at 390 px). */
export async function openSection(page: Page, name: string): Promise<void> {
  // The trainer site renders in the browser: wait for its frame before asking whether the burger
  // shows, or a phone-width check made too early skips it and the link stays off-screen.
  const nav = page.getByRole('navigation', { name: 'Trainer sections' });
  await nav.waitFor({ state: 'attached' });
  const burger = page.getByRole('button', { name: 'Toggle navigation' });
  if (await burger.isVisible()) await burger.click();
  await nav.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/**
 * A booking made through the API as the checkout makes it (a request with the card's hold),
 * expected to succeed; its resource as the API answered.
 */
export async function bookThroughApi(
  request: APIRequestContext,
  token: string,
  booking: {
    serviceId: number;
    from: string;
    calendarEntryId?: number | undefined;
    cardId?: number | undefined;
    location?: string;
    address?: string;
    notes?: string;
  },
): Promise<BookingAttributes> {
  const { serviceId, from, calendarEntryId, cardId, ...place } = booking;
  const response = await request.post('/v1/client/bookings', {
    headers: { 'AUTH-TOKEN': token },
    data: {
      booking: {
        provided_service_id: serviceId,
        ...(calendarEntryId === undefined ? {} : { calendar_entry_id: calendarEntryId }),
        from_time: from,
        ...place,
      },
      ...(cardId === undefined ? {} : { card_id: cardId }),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return bookingResponseSchema.parse(await response.json()).data.attributes;
}
