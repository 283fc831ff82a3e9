import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { trainerAccountDataSchema } from '../../src/shared/api/trainer-account-data';
import { DEMO_TRAINER, screenshot, trainerSession } from './account-helpers';

// A trainer's copy of their own data (ADR 0055): Profile → Your data saves the JSON and the
// PDF with the trainer's own token.

test("a trainer downloads their data as JSON and as a PDF from the trainer site's profile", async ({
  page,
  request,
}, testInfo) => {
  const trainer = await trainerSession(request);
  await page.goto('/aboutus');
  await page.evaluate((value) => window.localStorage.setItem('trainer_auth_token', value), trainer.token);
  await page.goto('/trainer/profile');
  const section = page.getByRole('region', { name: 'Your data' });
  await expect(section).toBeVisible();

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download data (JSON)' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^trainhub-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = trainerAccountDataSchema.parse(JSON.parse(await readFile(await json.path(), 'utf8')));
  expect(data.profile.email).toBe(DEMO_TRAINER.email);
  expect(data.profile.slug).toBe(trainer.slug);
  expect(data.trainings.length).toBeGreaterThan(0);

  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Download data (PDF)' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/^trainhub-data-\d{4}-\d{2}-\d{2}\.pdf$/);
  const document = await getDocumentProxy(new Uint8Array(await readFile(await pdf.path())));
  const { text } = await extractText(document, { mergePages: true });
  expect(text).toContain(`${data.profile.first_name} ${data.profile.last_name}`);
  expect(text).toContain(data.trainings[0]?.name ?? '');
  await screenshot(page, testInfo, 'trainer-your-data');
});
