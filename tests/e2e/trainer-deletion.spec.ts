import { type APIRequestContext, expect, test } from '@playwright/test';
import { DEMO_TRAINER_EMAILS } from '../../src/server/db/seed/demo-accounts';
import { athleteListResponseSchema } from '../../src/shared/api/athletes';
import { trainerScheduleResponseSchema } from '../../src/shared/api/trainer-bookings';
import { takeOverTrainer } from './account-helpers';

// A trainer deletes their own account from the trainer site (ADR 0055): the password is asked
// again, a wrong one is refused on its field, then the site says so and shows the sign-in page,
// and the trainer's public page is gone. The trainer is one of the demo catalogue's trainers no
// other journey uses (the last in the list), given a password through the emailed reset link.

const PASSWORD = 'LeavingNow2026';

/** A demo trainer with a public email and no accepted session ahead, from the end of the list. */
async function leavingTrainer(request: APIRequestContext) {
  const first = athleteListResponseSchema.parse(
    await (await request.get('/v1/client/athletes?per_page=50')).json(),
  );
  const last = first.pagy.pages;
  const page = athleteListResponseSchema.parse(
    await (await request.get(`/v1/client/athletes?per_page=50&page=${last}`)).json(),
  );
  const candidates = page.data
    .map((d) => d.attributes)
    .filter((a) => a.email !== null && !(DEMO_TRAINER_EMAILS as readonly string[]).includes(a.email))
    .reverse();
  for (const candidate of candidates) {
    const email = candidate.email ?? '';
    const token = await takeOverTrainer(request, email, PASSWORD);
    const schedule = trainerScheduleResponseSchema.parse(
      await (await request.get('/v1/trainer/schedule?days=180', { headers: { 'auth-token': token } })).json(),
    );
    const accepted = schedule.data.some((s) => s.attributes.players.some((p) => p.status === 'accepted'));
    if (!accepted) return { ...candidate, email };
  }
  throw new Error('no demo trainer without accepted sessions ahead');
}

test('a trainer deletes their account with their password and lands on the sign-in page', async ({
  page,
  request,
}) => {
  const trainer = await leavingTrainer(request);
  expect((await request.get(`/v1/client/athletes/${trainer.slug}`)).status()).toBe(200);

  await page.goto('/trainer?revealed=true');
  await expect(page.getByRole('heading', { name: 'Trainer Sign In' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(trainer.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/trainer\/schedule$/);

  await page.goto('/trainer/profile');
  const section = page.getByRole('region', { name: 'Delete account' });
  await section.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your trainer account?' });
  await expect(dialog).toBeVisible();

  // A wrong password is refused on its field and nothing happens.
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByText('The password is not correct.')).toBeVisible();
  expect((await request.get(`/v1/client/athletes/${trainer.slug}`)).status()).toBe(200);

  await dialog.getByLabel('Your password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/trainer$/);
  await page.getByRole('button', { name: 'Trainer Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Trainer Sign In' })).toBeVisible();

  // The trainer page is gone, and the old password no longer signs in.
  expect((await request.get(`/v1/client/athletes/${trainer.slug}`)).status()).toBe(404);
  const again = await request.post('/v1/trainer/sessions', {
    data: { email: trainer.email, password: PASSWORD },
  });
  expect(again.status()).toBe(401);
});
