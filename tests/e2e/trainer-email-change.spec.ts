import { expect, test } from '@playwright/test';
import { DEMO_TRAINER_EMAILS } from '../../src/server/db/seed/demo-accounts';
import { athleteListResponseSchema } from '../../src/shared/api/athletes';
import { mailboxListResponseSchema } from '../../src/shared/api/dev-mailbox';
import { screenshot, takeOverTrainer } from './account-helpers';

// A trainer's sign-in email changes only with the current password (ADR 0066): a signed-in
// browser alone cannot move it, and with it the reset links, elsewhere. The old address is told.
// The trainer is a demo catalogue trainer no other journey uses (the last of the first page).

const PASSWORD = 'MovingOn2026';

test("a trainer's new email asks for the current password and is told to the old address", async ({
  page,
  request,
}, testInfo) => {
  const list = athleteListResponseSchema.parse(
    await (await request.get('/v1/client/athletes?per_page=50&page=1')).json(),
  );
  const trainer = list.data
    .map((d) => d.attributes)
    .filter((a) => a.email !== null && !(DEMO_TRAINER_EMAILS as readonly string[]).includes(a.email))
    .at(-1);
  const oldEmail = trainer?.email ?? '';
  const token = await takeOverTrainer(request, oldEmail, PASSWORD);
  await page.goto('/aboutus');
  await page.evaluate((value) => window.localStorage.setItem('trainer_auth_token', value), token);
  await page.goto('/trainer/profile');

  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  await expect(email).toHaveValue(oldEmail);
  const newEmail = `moved-${testInfo.project.name}-${Date.now()}@example.test`;
  await email.fill(newEmail);
  // Not the password panel's own "Current password": the one the email field asks for.
  const current = page.getByRole('textbox', {
    name: 'Current password',
    description: /Needed to change the email you sign in with/,
  });
  await expect(current).toBeVisible();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Enter your current password to change your email.')).toBeVisible();
  await current.fill('not-my-password');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('The password is not correct.')).toBeVisible();
  await screenshot(page, testInfo, 'trainer-email-change-refused');

  await current.fill(PASSWORD);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Profile Updated Successfully')).toBeVisible();
  await expect(current).toBeHidden();
  await expect(email).toHaveValue(newEmail);

  const told = await request.get(`/v1/dev/mailbox?to=${encodeURIComponent(oldEmail)}`);
  const subjects = mailboxListResponseSchema.parse(await told.json()).data.map((m) => m.attributes.subject);
  expect(subjects).toContain('Your TrainHub email was changed');
  const signIn = await request.post('/v1/trainer/sessions', {
    data: { email: newEmail, password: PASSWORD },
  });
  expect(signIn.status()).toBe(200);
});
