import { expect, test } from '@playwright/test';

// Static pages (SPEC §2): reachable signed out, linked together, and narrow-screen safe.

const PAGES = [
  { path: '/terms-of-services', heading: 'Terms and Conditions', text: 'Last updated May 10, 2021' },
  { path: '/privacy-policy', heading: 'Privacy Policy', text: 'Children under 13' },
  {
    path: '/california-residents-notice',
    heading: 'Notice to California Residents',
    text: 'at most two requests',
  },
  { path: '/faqs', heading: 'Frequently Asked Questions', text: 'Can I get a refund?' },
  { path: '/aboutus', heading: 'About TrainHub', text: 'For trainers' },
  { path: '/program', heading: 'Campus Ambassador Program', text: '2021-22' },
];

test('every static page shows its content without sideways scrolling', async ({ page }) => {
  for (const { path, heading, text } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText(text).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${path} scrolls sideways`).toBe(0);
  }
});

test('the terms state the fee, refunds, the claim limit and Kentucky law', async ({ page }) => {
  await page.goto('/terms-of-services');
  const body = page.getByRole('main');
  await expect(body).toContainText('processing fee of 3%');
  await expect(body).toContainText('Payments are non-refundable');
  await expect(body).toContainText('within 1 year');
  await expect(body).toContainText('Commonwealth of Kentucky');
});

test('the privacy policy leads to the California notice', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('table', { name: 'Purposes and legal bases' })).toBeVisible();
  await page.getByRole('link', { name: 'Notice to California Residents' }).click();
  await expect(page).toHaveURL(/\/california-residents-notice$/);
  await expect(page.getByRole('table', { name: 'Personal information we collect' })).toContainText(
    'Recipients',
  );
});

test('Apply on the ambassador page opens the application in a new tab', async ({ page }) => {
  await page.goto('/program');
  const apply = page.getByRole('link', { name: 'Apply' });
  await expect(apply).toHaveAttribute('target', '_blank');
  await expect(apply).toHaveAttribute('href', /^https:\/\//);
  await expect(apply).toHaveAttribute('rel', /noopener/);
});
