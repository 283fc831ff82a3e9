import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { serviceNumber } from '../../src/shared/domain/bookable-service';
import { screenshot, trainerSession } from './account-helpers';
import { newOpening, newOption, openAsTrainer } from './support/trainer-offer';

// What a keyboard walk of the trainer site found (ADR 0069): the closed phone navigation took
// seven Tab stops off screen, and a refused opening dropped focus to the page behind its dialog.

/**
 * Whether the focused element is inside `selector`, and the error message tied to it (its own,
 * or its group's: a group of checkboxes says its error once), as a screen reader would read it.
 */
const focused = (page: Page, selector: string) =>
  page.evaluate((inside) => {
    const element = document.activeElement;
    const described = element?.closest('[aria-describedby]');
    const error = (described?.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id))
      .filter((e) => e?.classList.contains('mantine-InputWrapper-error'))
      .map((e) => e?.textContent ?? '')
      .join(' ');
    return { inside: element?.closest(inside) !== null && element !== document.body, error };
  }, selector);

test('on a phone the closed trainer navigation is out of the Tab order; the menu button says it is open and Escape closes it', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the navigation slides in only below 768 px');
  const trainer = await trainerSession(request);
  await openAsTrainer(page, trainer.token, '/trainer/schedule');
  const burger = page.getByRole('button', { name: 'Toggle navigation' });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await burger.focus();
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('Tab');
    expect((await focused(page, '#trainer-sections')).inside).toBe(false);
  }

  await burger.focus();
  await page.keyboard.press('Enter');
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  const nav = page.getByRole('navigation', { name: 'Trainer sections' });
  await expect(nav.getByRole('link', { name: 'Requests', exact: true })).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  expect((await focused(page, '#trainer-sections')).inside).toBe(true);
  await screenshot(page, testInfo, 'trainer-menu-keyboard');
  await page.keyboard.press('Escape');
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(burger).toBeFocused();
});

test('an opening refused by the page or by the server keeps the keyboard in its dialog, on the first field in red', async ({
  page,
  request,
}, testInfo) => {
  const trainer = await trainerSession(request);
  await openAsTrainer(page, trainer.token, '/trainer/availability');
  await page.getByRole('button', { name: 'Add opening' }).click();
  const dialog = page.getByRole('dialog', { name: 'New opening' });
  // Its close button has a name, not "button".
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();

  // Refused by the page: no times.
  await dialog.getByRole('button', { name: 'Publish opening' }).click();
  await expect
    .poll(async () => focused(page, '[role="dialog"]'))
    .toMatchObject({ inside: true, error: expect.stringMatching(/\w/) });

  // Refused by the server: a time already past today.
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  await dialog.getByRole('textbox', { name: 'Day', exact: true }).fill(today);
  await dialog.getByRole('textbox', { name: 'From', exact: true }).fill('00:00');
  await dialog.getByRole('textbox', { name: 'To', exact: true }).fill('00:30');
  await dialog.getByRole('checkbox').first().check();
  await dialog.getByRole('button', { name: 'Publish opening' }).click();
  await expect(page.getByText('Not saved: check the fields marked in red.')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect
    .poll(async () => focused(page, '[role="dialog"]'))
    .toMatchObject({ inside: true, error: expect.stringMatching(/\w/) });
  await screenshot(page, testInfo, 'trainer-opening-refused-focus');
});

test('a day picked in the calendar with the keyboard hands focus to its times', async ({
  page,
  request,
}, testInfo) => {
  const trainer = await trainerSession(request);
  const name = `Keyboard Day ${testInfo.project.name} ${Date.now()}`;
  const option = await newOption(request, trainer.token, { name });
  const opening = await newOpening(request, trainer.token, option.id, 6, { from: '09:00', to: '10:00' });
  await page.goto(`/${trainer.slug}/${serviceNumber(option.slug, trainer.slug)}`);
  await page.getByRole('button', { name: `${opening.day} available` }).focus();
  await page.keyboard.press('Enter');
  // The calendar is gone: focus is on the picked day's name, not dropped to the page.
  await expect(page.getByTestId('time-list-day')).toBeFocused();
});

/** The first Tab of a page reaches "Skip to content", shown while focused; it hands the keyboard to the page. */
async function skipToContent(page: Page, testInfo: TestInfo, name: string) {
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeAttached();
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await screenshot(page, testInfo, name);
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
  await page.keyboard.press('Tab');
  expect((await focused(page, 'main')).inside).toBe(true);
  await expect(skip).not.toBeInViewport();
}

test('the first Tab on a page with a header offers "Skip to content", past the header to the page', async ({
  page,
  request,
}, testInfo) => {
  await page.goto('/laura-koch');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await skipToContent(page, testInfo, 'skip-link-trainer-page');

  const trainer = await trainerSession(request);
  await openAsTrainer(page, trainer.token, '/trainer/schedule');
  await skipToContent(page, testInfo, 'skip-link-trainer-site');
});
