import { expect, test } from '@playwright/test';
import { createPlayer, screenshot, signInWithToken } from './account-helpers';

// A signed-in family is sent from the landing page to /bookings (SPEC §2 route guards): the
// search for a school or trainer is there too, so a new family can find its first trainer
// (ADR 0066).

test('a new family finds a trainer from its bookings page', async ({ page, request }, testInfo) => {
  const player = await createPlayer(request);
  await signInWithToken(page, player.token);
  await page.goto('/');
  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByText('No Bookings Available')).toBeVisible();
  await expect(page.getByText('Find a school or trainer above to book a session.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Find a school or trainer' }).fill('Laura');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/bookings\?q=Laura$/);
  const trainers = page.getByRole('region', { name: 'Trainers' });
  const laura = trainers.getByRole('link', { name: 'Laura Koch' });
  await expect(laura).toBeVisible();
  await screenshot(page, testInfo, 'bookings-search');
  await laura.click();
  await expect(page).toHaveURL(/\/laura-koch$/);
  await expect(page.getByRole('heading', { name: /Laura Koch/ }).first()).toBeVisible();
});
