import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { accountDataSchema } from '../../src/shared/api/account-data';
import { mailboxListResponseSchema } from '../../src/shared/api/dev-mailbox';
import { createPlayer, DEMO_TRAINER, screenshot, signInWithToken, trainerSession } from './account-helpers';
import { bookThroughApi, newOpening, newOption, saveSandboxCard } from './support/trainer-offer';

// A parent's own rights (ADR 0040): a copy of the account's data as JSON and as a PDF from the
// profile, then the account deleted there — the pending request is cancelled, the trainer told,
// the hold released, and the email and password no longer sign in.

test("a parent downloads the family's data and deletes the account", async ({ page, request }, testInfo) => {
  const player = await createPlayer(request);
  const headers = { 'AUTH-TOKEN': player.token };
  const cardId = await saveSandboxCard(request, player.token);
  const trainer = await trainerSession(request);
  const name = `Rights ${testInfo.project.name} ${Date.now().toString(36)}`;
  const option = await newOption(request, trainer.token, { name });
  const opening = await newOpening(
    request,
    trainer.token,
    option.id,
    testInfo.project.name === 'phone' ? 26 : 24,
    {
      from: '06:00',
      to: '07:00',
    },
  );
  await bookThroughApi(request, player.token, {
    serviceId: option.id,
    calendarEntryId: opening.id,
    from: opening.from,
    cardId,
    location: 'Engine Park Field 2',
    address: '5 Engine Rd',
  });

  await signInWithToken(page, player.token);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section).toBeVisible();

  // The JSON: the account, its booking and its payment.
  const [json] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download data (JSON)' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^trainhub-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = accountDataSchema.parse(JSON.parse(await readFile(await json.path(), 'utf8')));
  expect(data.account.email).toBe(player.email);
  expect(data.players[0]).toMatchObject({ first_name: 'Casey', last_name: 'Hayes' });
  expect(data.bookings).toHaveLength(1);
  expect(data.payments).toEqual([expect.objectContaining({ status: 'authorized' })]);

  // The PDF opens and names the family and the training.
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download data (PDF)' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
  const document = await getDocumentProxy(new Uint8Array(await readFile(await pdf.path())));
  const { text } = await extractText(document, { mergePages: true });
  expect(text).toContain('Robin Hayes');
  expect(text).toContain(name);
  await screenshot(page, testInfo, 'profile-your-data');

  // Deleting asks for the password; a wrong one changes nothing.
  await section.getByRole('button', { name: 'Delete account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await dialog.getByLabel('Your password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(dialog.getByText('The password is not correct.')).toBeVisible();
  await screenshot(page, testInfo, 'profile-delete-account');
  expect((await request.get('/v1/client/profiles', { headers })).status()).toBe(200);

  await dialog.getByLabel('Your password').fill(player.password);
  await dialog.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByText('Your account has been deleted.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('auth_token'))).toBeNull();

  // Signed out everywhere; the email and password no longer sign in.
  expect((await request.get('/v1/client/profiles', { headers })).status()).toBe(401);
  const signIn = await request.post('/v1/client/sessions', {
    data: { email: player.email, password: player.password },
  });
  expect(signIn.status()).toBe(401);

  // The trainer is told, with the hold released; the request is gone from their list.
  const mails = mailboxListResponseSchema.parse(
    await (await request.get(`/v1/dev/mailbox?to=${encodeURIComponent(DEMO_TRAINER.email)}`)).json(),
  ).data;
  const told = mails.find((m) => m.attributes.subject.startsWith(`Cancelled: Casey, ${name}`));
  expect(told?.attributes.text).toContain("Casey's family deleted their account");
  expect(told?.attributes.text).toContain("The hold on the family's card was released.");
  const requests = await request.get('/v1/trainer/booking_requests', {
    headers: { 'AUTH-TOKEN': trainer.token },
  });
  expect(JSON.stringify(await requests.json())).not.toContain(name);
});
