import { expect, test } from '@playwright/test';
import { screenshot, trainerSession } from './account-helpers';
import { newOption, openAsTrainer } from './support/trainer-offer';

// A trainer's walk made two trainings by mistake and found no way to remove them from the site
// (the API deleted one never booked). A training no family booked has Delete; a booked one has not.
test('a trainer deletes a training no family booked, after saying so once; a booked one offers no Delete', async ({
  page,
  request,
}, testInfo) => {
  const trainer = await trainerSession(request);
  const name = `Duplicate Drill ${Date.now().toString(36)}`;
  await newOption(request, trainer.token, { name });
  await openAsTrainer(page, trainer.token, '/trainer/trainings');

  const card = page.getByRole('article', { name, exact: true });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
  await expect(dialog).toContainText('No family has booked it');
  await screenshot(page, testInfo, 'training-delete-confirm');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Deleted ${name}.`)).toBeVisible();
  await expect(card).toHaveCount(0);

  // The demo trainer's trainings all have bookings: none offers Delete.
  const booked = (
    await (
      await request.get('/v1/trainer/provided_services', { headers: { 'AUTH-TOKEN': trainer.token } })
    ).json()
  ).data.filter((s: { attributes: { booked: boolean } }) => s.attributes.booked);
  expect(booked.length).toBeGreaterThan(0);
  for (const s of booked) {
    await expect(
      page
        .getByRole('article', { name: s.attributes.name, exact: true })
        .getByRole('button', { name: 'Delete' }),
    ).toHaveCount(0);
  }
});

// A parent's walk: "Add openings" under a training families cannot book opened an empty form.
test("Add openings under a training families can't book opens a new opening with that training chosen", async ({
  page,
  request,
}) => {
  const trainer = await trainerSession(request);
  const name = `No Times Yet ${Date.now().toString(36)}`;
  await newOption(request, trainer.token, { name });
  await openAsTrainer(page, trainer.token, '/trainer/trainings');
  const card = page.getByRole('article', { name, exact: true });
  await expect(card).toContainText("Families can't book this now");
  await card.getByRole('link', { name: 'Add openings' }).click();

  const dialog = page.getByRole('dialog', { name: 'New opening' });
  await expect(dialog.getByRole('checkbox', { name, exact: true })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(1);
  // Closed and opened again from the page's own button, nothing is chosen.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Add opening', exact: true }).click();
  await expect(dialog.getByRole('checkbox', { checked: true })).toHaveCount(0);
});

// A private link sent further than meant: the trainer replaces it, and the old one opens nothing.
test('a trainer gives a private training a new link: the old link opens nothing, the new one the training', async ({
  page,
  request,
}, testInfo) => {
  const trainer = await trainerSession(request);
  const name = `Invite Only ${Date.now().toString(36)}`;
  const option = await newOption(request, trainer.token, { name, privacy_setting: 'private' });
  const pathOf = async () =>
    (
      await (
        await request.get('/v1/trainer/provided_services', { headers: { 'AUTH-TOKEN': trainer.token } })
      ).json()
    ).data.find((s: { attributes: { id: number } }) => s.attributes.id === option.id).attributes
      .path as string;
  const oldPath = await pathOf();
  await openAsTrainer(page, trainer.token, '/trainer/trainings');

  const card = page.getByRole('article', { name, exact: true });
  await card.getByRole('button', { name: 'New link' }).click();
  const dialog = page.getByRole('dialog', { name: `New link for ${name}?` });
  await expect(dialog).toContainText('The link you have sent stops opening this training.');
  await screenshot(page, testInfo, 'training-new-link-confirm');
  await dialog.getByRole('button', { name: 'Make a new link' }).click();
  await expect(page.getByText(`${name} has a new link: copy it to send it.`)).toBeVisible();
  const newPath = await pathOf();
  expect(newPath).not.toBe(oldPath);

  // A family opening the old link is told it stopped working; the new link opens the training.
  await page.goto(newPath);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.goto(oldPath);
  await expect(page.getByRole('heading', { name: /link has stopped training/ })).toBeVisible();
  await expect(page.getByRole('heading', { name, level: 1 })).toHaveCount(0);
});
