import { type APIRequestContext, expect, test } from '@playwright/test';
import { authResponseSchema } from '../../src/shared/api/clients';
import { fillSignIn } from './account-helpers';
import { signUpThroughApi } from './support/accounts';

// Demo account seeded with the demo data (see the server's seed).
const DEMO = { email: 'demo@trainhub.example', password: 'TrainHub2026!' };

// playwright.config.ts runs every journey at 1280px (desktop) and 390px (phone).

interface DemoClient {
  token: string;
  name: string;
}

/** Signs the demo client in through the API: its token, and the name the header should show. */
async function signInThroughApi(request: APIRequestContext): Promise<DemoClient> {
  const response = await request.post('/v1/client/sessions', { data: DEMO });
  expect(response.status()).toBe(200);
  const { auth_token, first_name, last_name } = authResponseSchema.parse(await response.json()).data
    .attributes;
  return { token: auth_token, name: `${first_name} ${last_name}` };
}

test.describe('sign-in journeys', () => {
  test('the demo account signs in on /login and lands on its bookings', async ({ page, request }) => {
    const { name } = await signInThroughApi(request);
    await page.goto('/login');
    await expect(page.getByText('Scheduling to make your training better')).toBeVisible();
    await fillSignIn(page, DEMO.email, DEMO.password);

    await expect(page).toHaveURL(/\/bookings$/);
    await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText(name);
    await expect(menu).toContainText(DEMO.email);
    await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  });

  test('a wrong password shows the server error and stays on /login', async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, DEMO.email, 'not-the-password');

    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  });

  test("a wrong password's error is gone once the right one signs in", async ({ page }) => {
    await page.goto('/login');
    await fillSignIn(page, DEMO.email, 'not-the-password');
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await fillSignIn(page, DEMO.email, DEMO.password);

    await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
    // Well before the toast would close by itself (3 s after it opened).
    await expect(page.getByText('Invalid email or password')).toHaveCount(0, { timeout: 800 });
  });

  test('signed-out visitors are sent from /bookings to /login', async ({ page }) => {
    await page.goto('/bookings');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });

  test('signed-in users are sent from /login to /bookings', async ({ page, request }) => {
    const { token } = await signInThroughApi(request);
    await page.addInitScript((value) => window.localStorage.setItem('auth_token', value), token);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/bookings$/);
    await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByText('Oops. This page has gone missing.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/aboutus');
  });

  test("the landing page's 'For PLAYERS' reveals the sign-in form", async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'For TRAINERS' })).toHaveAttribute(
      'href',
      /\?revealed=true$/,
    );
    await expect(page.getByLabel('Email')).toHaveCount(0);

    await page.getByRole('link', { name: 'For PLAYERS' }).click();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });

  test('/?revealed=true opens the sign-in panel at once', async ({ page }) => {
    await page.goto('/?revealed=true');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Player Sign up' })).toBeVisible();
  });
});

test.describe('header variants', () => {
  test('signed out: Sign up and Sign in, no Bookings link and no account menu', async ({ page }) => {
    await page.goto('/faqs');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    await expect(header.getByRole('link', { name: 'Bookings' })).toHaveCount(0);
    await expect(header.getByRole('button', { name: 'Account menu' })).toHaveCount(0);
  });

  test('a guest sees "(Guest User)" and no Profile, Payment, Logout or Bookings', async ({
    page,
    request,
  }) => {
    const response = await request.post('/v1/client/profiles/create_guest', {
      data: {
        guest_client: {
          first_name: 'Gale',
          last_name: 'Guest',
          email: `guest.${Date.now()}@trainhub.example`,
        },
      },
    });
    expect(response.status()).toBe(201);
    const { auth_token } = authResponseSchema.parse(await response.json()).data.attributes;
    await page.addInitScript((value) => window.localStorage.setItem('auth_token', value), auth_token);
    await page.goto('/faqs');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    await expect(header.getByRole('link', { name: 'Bookings' })).toHaveCount(0);
    await header.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('menu');
    await expect(menu).toContainText('Gale Guest');
    await expect(menu).toContainText('(Guest User)');
    await expect(page.getByRole('menuitem')).toHaveCount(0);
  });

  test('a member sees Bookings and the account links; clicking elsewhere closes the menu', async ({
    page,
    request,
  }) => {
    const { token, name } = await signUpThroughApi(request);
    await page.addInitScript((value) => window.localStorage.setItem('auth_token', value), token);
    await page.goto('/faqs');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Bookings' })).toHaveAttribute('href', '/bookings');
    await header.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu')).toContainText(name);
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Payment' })).toBeVisible();
    await expect(page.getByText('(Guest User)')).toHaveCount(0);
    // Anywhere outside the popup, here the page's lower left corner.
    const viewport = page.viewportSize();
    await page.mouse.click(8, (viewport?.height ?? 700) - 8);
    await expect(page.getByRole('menu')).toHaveCount(0);

    await header.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();
  });
});
