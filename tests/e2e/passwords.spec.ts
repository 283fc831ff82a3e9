import { expect, test } from '@playwright/test';
import { fillSignIn, resetLinkFor } from './account-helpers';
import { signUpThroughApi, uniqueEmail } from './support/accounts';

// Forgot password → emailed link (read from the dev mailbox) → new password → sign in with it.
// playwright.config.ts runs this at 1280px and 390px; each run uses its own fresh account.

const OLD_PASSWORD = 'FirstPass2026';
const NEW_PASSWORD = 'SecondPass2026';

test('a forgotten password is reset through the emailed link, then the new one signs in', async ({
  page,
  request,
}) => {
  const { email } = await signUpThroughApi(request, { email: uniqueEmail('reset'), password: OLD_PASSWORD });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot_password$/);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText("Email can't be blank")).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('If an account exists for that email, we sent a reset link.')).toBeVisible();

  const link = await resetLinkFor(request, email);
  // The link returns to this app's /new_password page that the form asked for.
  expect(link.pathname).toBe('/new_password');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();

  const newPassword = page.getByRole('textbox', { name: 'New password', exact: true });
  const confirmation = page.getByRole('textbox', { name: 'Confirm new password', exact: true });
  const update = page.getByRole('button', { name: 'Update Password' });
  await newPassword.fill(NEW_PASSWORD);
  await confirmation.fill(`${NEW_PASSWORD}x`);
  await update.click();
  await expect(page.getByText('Password does’t match!')).toBeVisible();

  await newPassword.fill('short');
  await confirmation.fill('short');
  await update.click();
  await expect(page.getByText('Password must be at least 7 characters')).toBeVisible();

  await newPassword.fill(NEW_PASSWORD);
  await confirmation.fill(NEW_PASSWORD);
  await update.click();
  await expect(page.getByText('Password Updated Successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The link works once only.
  await page.goto(`${link.pathname}${link.search}`);
  await newPassword.fill('ThirdPass2026');
  await confirmation.fill('ThirdPass2026');
  await update.click();
  await expect(page.getByText(/is invalid or has expired/)).toBeVisible();

  await page.goto('/login');
  await fillSignIn(page, email, OLD_PASSWORD);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await fillSignIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/bookings$/);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText(email);
});

test('a reset link without a token says so instead of showing the form', async ({ page }) => {
  await page.goto('/new_password');
  await expect(page.getByText('This reset link is incomplete.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'ask for a new one' })).toHaveAttribute(
    'href',
    '/forgot_password',
  );
});
