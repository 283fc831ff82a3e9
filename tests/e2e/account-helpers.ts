import path from 'node:path';
import { type APIRequestContext, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import {
  athleteDetailResponseSchema,
  type GeneratedSlot,
  type ProvidedService,
} from '../../src/shared/api/athletes';
import { bookingListResponseSchema } from '../../src/shared/api/bookings';
import { mailboxListResponseSchema } from '../../src/shared/api/dev-mailbox';
import { trainerAuthResponseSchema } from '../../src/shared/api/trainer-account';
import type { CheckoutRouteState } from '../../src/shared/domain/checkout-state';
import { signUpThroughApi, uniqueEmail } from './support/accounts';

// Shared steps of account.spec.ts and checkout.spec.ts: accounts made through the API, the demo
// trainer's paid training, and a screenshot per page and width for review.

export const DEMO_PLAYER = { email: 'demo@trainhub.example', password: 'TrainHub2026!' };
export const DEMO_TRAINER = { email: 'trainer.demo@trainhub.example', password: 'TrainHub2026!' };
export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

export interface Player {
  email: string;
  password: string;
  token: string;
}

export async function createPlayer(
  request: APIRequestContext,
  overrides: { passing_year?: number; gender?: number } = {},
): Promise<Player> {
  const password = 'AcctPass2026';
  const { email, token } = await signUpThroughApi(request, {
    email: uniqueEmail('acct'),
    password,
    people: {
      parent_first_name: 'Robin',
      parent_last_name: 'Hayes',
      parent_gender: 2,
      parent_contact_number: '+1 (502) 555-0177',
      first_name: 'Casey',
      last_name: 'Hayes',
      gender: overrides.gender ?? 1,
      dob: '2011-04-02',
      passing_year: overrides.passing_year ?? 2029,
    },
  });
  return { email, password, token };
}

/** Signs in on the sign-in form shown (/login, checkout's or the auth popup's). */
export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.goto('/aboutus');
  await page.evaluate((value) => window.localStorage.setItem('auth_token', value), token);
}

export async function trainerSession(request: APIRequestContext): Promise<{ token: string; slug: string }> {
  const response = await request.post('/v1/trainer/sessions', { data: DEMO_TRAINER });
  expect(response.status()).toBe(200);
  const attributes = trainerAuthResponseSchema.parse(await response.json()).data.attributes;
  return { token: attributes.auth_token, slug: attributes.slug };
}

/** A bookable slot of `service` that starts later than in an hour. */
function openSlot(attributes: { generated_slots: GeneratedSlot[] }, serviceId: number) {
  const soon = Date.now() + 60 * 60 * 1000;
  return attributes.generated_slots.find(
    (slot) =>
      slot.selected_trainings.includes(serviceId) &&
      slot.free_slot > 0 &&
      new Date(slot.training_start_date_time).getTime() > soon,
  );
}

function stateFor(
  slug: string,
  service: ProvidedService,
  slot: NonNullable<CheckoutRouteState['selectedSlot']>,
) {
  const place = service.provided_service_locations[0];
  const state: CheckoutRouteState = {
    providedService: service,
    bookingDate: slot.booking_date,
    selectedSlot: slot,
    athleteSlug: slug,
    location:
      service.training_type === 'virtual' || !place
        ? null
        : { location: place.location, address: place.address, trainingId: service.id },
  };
  return state;
}

/** The demo trainer's paid, open-to-all training with a free slot, as the booking page hands it on. */
export async function demoTrainerCheckout(request: APIRequestContext): Promise<CheckoutRouteState> {
  const { slug } = await trainerSession(request);
  const athlete = athleteDetailResponseSchema.parse(
    await (await request.get(`/v1/client/athletes/${slug}`)).json(),
  ).data.attributes;
  for (const service of athlete.provided_services) {
    if (
      service.package ||
      service.price_cents <= 0 ||
      service.min_grade !== null ||
      service.gender !== 'unisex'
    ) {
      continue;
    }
    const slot = openSlot(athlete, service.id);
    if (slot) return stateFor(slug, service, slot);
  }
  throw new Error('the demo trainer has no open paid training');
}

/** Some trainer's training that is limited to school grades (a post-college player is outside it). */
export async function gradeLimitedCheckout(request: APIRequestContext): Promise<CheckoutRouteState> {
  const list = await (await request.get('/v1/client/athletes?page=1&per_page=30')).json();
  const slugs: string[] = list.data.map((a: { attributes: { slug: string } }) => a.attributes.slug);
  for (const slug of slugs) {
    const athlete = athleteDetailResponseSchema.parse(
      await (await request.get(`/v1/client/athletes/${slug}`)).json(),
    ).data.attributes;
    for (const service of athlete.provided_services) {
      if (service.package || service.max_grade === null || service.max_grade > 12) continue;
      const slot = openSlot(athlete, service.id);
      if (slot) return stateFor(slug, service, slot);
    }
  }
  throw new Error('no grade-limited training with an open slot in the demo data');
}

/** Opens checkout with the route state the booking page would hand on (reload keeps history state). */
export async function openCheckout(page: Page, state: CheckoutRouteState): Promise<void> {
  await page.goto('/aboutus');
  await page.evaluate((usr) => {
    window.history.replaceState({ usr, key: 'e2e', idx: 0 }, '', '/bookings/checkout');
  }, state);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
}

export async function fillCard(page: Page, number: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name on card').fill('Robin Hayes');
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Save Card' }).click();
  await expect(dialog).toBeHidden();
}

export async function bookingsOf(request: APIRequestContext, token: string) {
  const response = await request.get('/v1/client/bookings?page=1&per_page=10', {
    headers: { 'AUTH-TOKEN': token },
  });
  expect(response.status()).toBe(200);
  return bookingListResponseSchema.parse(await response.json()).data;
}

/** Where a screenshot named `name` goes: the run's output folder, one per width. */
export function screenshotPath(testInfo: TestInfo, name: string): string {
  return path.join(testInfo.project.outputDir, 'screens', `${testInfo.project.name}-${name}.png`);
}

/** Whether React has taken over this element yet (hydrated or rendered it). */
export function isHydrated(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber')));
}

/** Full-page screenshot under the run's output folder, one per page and width, for a person to look at. */
export async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: screenshotPath(testInfo, name), fullPage: true });
}

/** Subject and text of the first email of `kind` sent to the address, once it has been written. */
export async function emailText(request: APIRequestContext, to: string, kind: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(`/v1/dev/mailbox?to=${encodeURIComponent(to)}&per_page=50`);
        const mail = mailboxListResponseSchema
          .parse(await response.json())
          .data.map((m) => m.attributes)
          .find((m) => m.kind === kind);
        text = mail ? `${mail.subject}\n${mail.text}` : '';
        return text !== '';
      },
      { timeout: 30_000, intervals: [500, 1000, 2000] },
    )
    .toBe(true);
  return text;
}

/** The newest password-reset link of `kind` sent to the address, once the mail has been written. */
export async function resetLinkFor(
  request: APIRequestContext,
  email: string,
  kind: 'password_reset' | 'trainer_password_reset' = 'password_reset',
): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/v1/dev/mailbox?to=${encodeURIComponent(email)}`);
      if (!response.ok()) return undefined;
      const messages = mailboxListResponseSchema.parse(await response.json()).data;
      const reset = messages.find((m) => m.attributes.kind === kind);
      link = reset?.attributes.links.find((l) => l.includes('reset_password_token='));
      return link;
    })
    .toBeTruthy();
  return new URL(link ?? '');
}

/** Sets a demo catalogue trainer's password through the reset link; answers a signed-in token. */
export async function takeOverTrainer(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<string> {
  const sent = await request.get(
    `/v1/trainer/profile/send_reset_password?email=${encodeURIComponent(email)}`,
  );
  expect(sent.status()).toBe(200);
  const token =
    (await resetLinkFor(request, email, 'trainer_password_reset')).searchParams.get('reset_password_token') ??
    '';
  const reset = await request.post('/v1/trainer/profile/reset_password', {
    data: { athlete: { reset_password_token: token, password, password_confirmation: password } },
  });
  expect(reset.status()).toBe(200);
  const signIn = await request.post('/v1/trainer/sessions', { data: { email, password } });
  expect(signIn.status()).toBe(200);
  return trainerAuthResponseSchema.parse(await signIn.json()).data.attributes.auth_token;
}
