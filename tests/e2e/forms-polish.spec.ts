import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  createPlayer,
  demoTrainerCheckout,
  isHydrated,
  openCheckout,
  screenshot,
  signInWithToken,
} from './account-helpers';

// Issue 21, item 10: what a new family notices in the forms. Each test runs at 1280 px (desktop)
// and 390 px (phone). Demo data (src/server/db/seed): Adrian Kuhlman trains at Pacific Crest
// University, and his option 1 has openings on most weekdays of the next 60 days.
const TRAINER = { slug: 'adrian-kuhlman', name: 'Adrian Kuhlman' };
const SCHOOL = { slug: 'pacific-crest', name: 'Pacific Crest University' };
const STEPS = ['Parent', 'Player', 'Team', 'Social'];

/** The wizard's four step buttons are on one row, each whole inside the page's width. */
async function expectStepsInOneRow(page: Page, scope: Locator): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const boxes = [];
  for (const [index, label] of STEPS.entries()) {
    const step = scope.getByRole('button', { name: `Step ${index + 1}: ${label}` });
    await expect(step).toBeVisible();
    await expect(step).toContainText(label);
    const box = await step.boundingBox();
    if (!box) throw new Error(`step ${label} has no box`);
    boxes.push(box);
  }
  const tops = boxes.map((box) => Math.round(box.y));
  expect(Math.max(...tops) - Math.min(...tops), `step tops ${tops.join(', ')}`).toBeLessThanOrEqual(2);
  for (const box of boxes) {
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
}

test('the guest form names the field in each blank-field message', async ({ page, request }) => {
  await openCheckout(page, await demoTrainerCheckout(request));
  const guest = page.getByRole('form', { name: 'Continue as guest' });
  await guest.getByRole('button', { name: 'Continue as Guest' }).click();

  await expect(guest.getByText("First name can't be blank", { exact: true })).toBeVisible();
  await expect(guest.getByText("Last name can't be blank", { exact: true })).toBeVisible();
  // No message leaves the reader to guess which field it is about.
  await expect(guest.getByText("can't be blank", { exact: true })).toHaveCount(0);
  await expect(guest.getByRole('textbox', { name: 'Player first name' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test("the profile's Social Info section does not offer to skip a step", async ({ page, request }) => {
  const player = await createPlayer(request);
  await signInWithToken(page, player.token);
  await page.goto('/profile');
  // The section switch (a segmented control: a label over each radio).
  await page
    .locator('label')
    .filter({ hasText: /^Social Info$/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Social Info' })).toBeVisible();
  await expect(page.getByText('Usernames only: letters, digits, dots and underscores.')).toBeVisible();
  await expect(page.getByText('You can skip this step.')).toHaveCount(0);
});

test('the booking calendar names its month arrows, and they change the month', async ({ page }) => {
  await page.goto(`/${TRAINER.slug}/1`);
  await expect(page.getByText('Pick a date')).toBeVisible();
  const next = page.getByRole('button', { name: 'Next month', exact: true });
  const previous = page.getByRole('button', { name: 'Previous month', exact: true });
  await expect(next).toBeVisible();
  await expect(previous).toBeVisible();

  const month = page.getByRole('button', { name: /^[A-Z][a-z]+ \d{4}$/ });
  const shown = (await month.textContent()) ?? '';
  await next.click();
  await expect(month).not.toHaveText(shown);
  await previous.click();
  await expect(month).toHaveText(shown);
});

test('a phone number typed with its leading country code 1 keeps its area code', async ({ page }) => {
  await page.goto('/signup');
  const phone = page.getByRole('textbox', { name: 'Phone number', exact: true });
  await phone.click();
  await phone.pressSequentially('15025550123');
  await expect(phone).toHaveValue('+1 (502) 555-0123');

  // Without the 1 it is the same number.
  const confirm = page.getByRole('textbox', { name: 'Confirm phone number', exact: true });
  await confirm.click();
  await confirm.pressSequentially('5025550123');
  await expect(confirm).toHaveValue('+1 (502) 555-0123');
});

test('the sign-up steps Parent, Player, Team, Social fit one row on the page and in the popup', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: 'Parent/Guardian Info' })).toBeVisible();
  await expectStepsInOneRow(page, page.locator('form'));
  await screenshot(page, testInfo, 'signup-steps');

  // The auth popup of the guest booking path, switched to sign-up.
  await openCheckout(page, await demoTrainerCheckout(request));
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Book Now' }).click();
  const signIn = page.getByRole('dialog', { name: 'Sign in' });
  await signIn.getByRole('button', { name: 'Sign Up', exact: true }).click();
  const popup = page.getByRole('dialog', { name: 'Create an account' });
  await expect(popup.getByRole('heading', { name: 'Parent/Guardian Info' })).toBeVisible();
  await expectStepsInOneRow(page, popup);
  await screenshot(page, testInfo, 'signup-popup-steps');
});

test.describe('landing search by school or trainer name', () => {
  const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Find a school or trainer' });

  test('sits below the two buttons and leads to a school and to a trainer', async ({ page }, testInfo) => {
    await page.goto('/');
    const box = searchBox(page);
    await expect(box).toBeVisible();
    // By their text: 'For PLAYERS' may be a button or a link (it works before the script runs).
    const trainers = await page.getByText('For TRAINERS', { exact: true }).boundingBox();
    const players = await page.getByText('For PLAYERS', { exact: true }).boundingBox();
    const field = await box.boundingBox();
    if (!trainers || !players || !field) throw new Error('landing controls have no box');
    expect(field.y).toBeGreaterThan(Math.max(trainers.y + trainers.height, players.y + players.height));

    // Searched once the page's code runs: before, Enter is the browser's own GET (ADR 0032), a
    // new page whose field has no focus to keep (a busy CI host pressed it that early).
    await expect.poll(() => isHydrated(box), { timeout: 20_000 }).toBe(true);
    await box.fill('pacific');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/\?q=pacific$/);
    // The keyboard stays in the field it searched from (ADR 0069).
    await expect(searchBox(page)).toBeFocused();
    const results = page.getByRole('region', { name: 'Schools' });
    await expect(results.getByRole('link', { name: SCHOOL.name })).toHaveAttribute(
      'href',
      `/s/${SCHOOL.slug}`,
    );
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
    await screenshot(page, testInfo, 'landing-search-school');

    await searchBox(page).fill('Kuhlman');
    await page.getByRole('button', { name: 'Search' }).click();
    const trainerLink = page
      .getByRole('region', { name: 'Trainers' })
      .getByRole('link', { name: TRAINER.name });
    await expect(trainerLink).toHaveAttribute('href', `/${TRAINER.slug}`);
    await trainerLink.click();
    await expect(page.getByRole('heading', { name: TRAINER.name, level: 1 })).toBeVisible();

    await page.goto('/?q=zzqx');
    await expect(page.getByText('No schools or trainers match “zzqx”.', { exact: false })).toBeVisible();

    // A long word searched for (the field takes 100 characters) wraps in the heading and the answer: the page stays as wide as the screen.
    const long = 'x'.repeat(100);
    await page.goto(`/?q=${long}`);
    await expect(page.getByText(`No schools or trainers match “${long}”.`, { exact: false })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );
  });

  test.describe('before the page code runs', () => {
    test.use({ javaScriptEnabled: false });

    test('the search is a plain form: the server answers with the results', async ({ page }) => {
      await page.goto('/');
      await searchBox(page).fill('adrian k');
      await page.getByRole('button', { name: 'Search' }).click();
      await expect(page).toHaveURL(/\/\?q=adrian\+k$/);
      await expect(searchBox(page)).toHaveValue('adrian k');
      await expect(
        page.getByRole('region', { name: 'Trainers' }).getByRole('link', { name: TRAINER.name }),
      ).toHaveAttribute('href', `/${TRAINER.slug}`);

      await page.goto('/?q=Pacific+Crest');
      await expect(
        page.getByRole('region', { name: 'Schools' }).getByRole('link', { name: SCHOOL.name }),
      ).toHaveAttribute('href', `/s/${SCHOOL.slug}`);
    });
  });
});
