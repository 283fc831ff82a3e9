import { expect, test } from '@playwright/test';
import { bookingListResponseSchema } from '../../src/shared/api/bookings';
import { authResponseSchema, clientResponseSchema } from '../../src/shared/api/clients';
import {
  createPlayer,
  DEMO_PLAYER,
  fillCard,
  GOOD_CARD,
  screenshot,
  signInWithToken,
} from './account-helpers';

// The signed-in player's own pages: bookings tabs, payment settings, profile with photo, reviews.

test('bookings: an empty list, and the rejected tab loads only when opened', async ({ page, request }) => {
  const player = await createPlayer(request);
  await signInWithToken(page, player.token);
  const rejectedCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/v1/client/bookings') && r.url().includes('status_eq')) rejectedCalls.push(r.url());
  });
  await page.goto('/bookings');
  await expect(page.getByText('No Bookings Available')).toBeVisible();
  expect(rejectedCalls).toHaveLength(0);
  await page.getByRole('tab', { name: 'Rejected Bookings' }).click();
  await expect(page.getByRole('tabpanel').getByText('No Bookings Available')).toBeVisible();
  expect(rejectedCalls).toHaveLength(1);
});

test('the demo player sees status labels in both tabs', async ({ page, request }) => {
  const session = await request.post('/v1/client/sessions', { data: DEMO_PLAYER });
  const token = authResponseSchema.parse(await session.json()).data.attributes.auth_token;
  await signInWithToken(page, token);
  await page.goto('/bookings');
  await expect(page.getByTestId('booking-card').first()).toBeVisible();
  await expect(page.getByText('Completed').first()).toBeVisible();
  // The list's times are on the browser's clock, and it says which (the emails name their zone).
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(page.getByText(`Times are shown in your time zone (${zone}).`)).toBeVisible();
  await page.getByRole('tab', { name: 'Rejected Bookings' }).click();
  await expect(page.getByRole('tabpanel').getByText('Rejected').first()).toBeVisible();
});

test('payment settings: a card is added, made default, and deleted', async ({ page, request }, testInfo) => {
  const player = await createPlayer(request);
  await signInWithToken(page, player.token);
  await page.goto('/payment_settings');
  await expect(page.getByRole('heading', { name: 'Payment Settings' })).toBeVisible();
  await expect(page.getByText('No saved cards yet.')).toBeVisible();

  await page.getByRole('button', { name: '+ Add New' }).click();
  await fillCard(page, GOOD_CARD);
  const saved = page.getByTestId('saved-card');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText('4242');
  await expect(saved).toContainText('Default');
  await screenshot(page, testInfo, 'payment-settings');

  await saved.getByRole('button', { name: /^Delete / }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('You will not be able to recover!');
  await confirm.getByRole('button', { name: 'Yes, delete it!' }).click();
  await expect(page.getByText('Deleted successfuly!')).toBeVisible();
  await expect(page.getByText('No saved cards yet.')).toBeVisible();
  const cards = await request.get('/v1/client/cards', { headers: { 'AUTH-TOKEN': player.token } });
  expect((await cards.json()).data).toHaveLength(0);
});

test('profile: fields are updated and a cropped photo shows in the menu', async ({
  page,
  request,
}, testInfo) => {
  const player = await createPlayer(request);
  await signInWithToken(page, player.token);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await screenshot(page, testInfo, 'profile');

  // A wide test image made in the page (no fixture file): 1600x900.
  const png = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 900;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    context.fillStyle = '#1c7ed6';
    context.fillRect(0, 0, 1600, 900);
    context.fillStyle = '#fab005';
    context.fillRect(500, 200, 600, 500);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  const uploads: { type: string | null; acl: string | null }[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/uploads/')) {
      uploads.push({ type: r.headers()['content-type'] ?? null, acl: r.headers()['x-amz-acl'] ?? null });
    }
  });
  await page.locator('input[type="file"]').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png, 'base64'),
  });
  const crop = page.getByRole('dialog', { name: 'Crop your photo' });
  await expect(crop).toBeVisible();
  await expect(crop.getByRole('slider')).toHaveAttribute('aria-valuenow', '1.5');
  await screenshot(page, testInfo, 'profile-crop');
  await crop.getByRole('button', { name: 'Done' }).click();
  await expect(crop).toBeHidden();
  await expect(page.getByText('Profile Updated Successfully')).toBeVisible();
  expect(uploads).toEqual([{ type: 'image/png', acl: 'public-read' }]);

  const profile = clientResponseSchema.parse(
    await (await request.get('/v1/client/profiles', { headers: { 'AUTH-TOKEN': player.token } })).json(),
  ).data.attributes;
  expect(profile.profile_image).toMatch(/\/uploads\/.+\.png$/);
  // The header's menu shows the new photo.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.locator(`img[src="${profile.profile_image}"]`).first()).toBeVisible();
  const size = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return [image.naturalWidth, image.naturalHeight];
  }, profile.profile_image ?? '');
  // Cropped square, the longer side at most 1000 px.
  expect(size[0]).toBe(size[1]);
  expect(size[0]).toBeLessThanOrEqual(1000);
  await page.keyboard.press('Escape');

  // Fields: a bad phone is refused with SPEC §5's message, then a good update.
  await page.getByRole('textbox', { name: 'First name' }).fill('Cassidy');
  await page.getByRole('textbox', { name: 'Player email (optional)' }).fill('not-an-email');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Invalid email address.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Player email (optional)' }).fill('cassidy@trainhub.example');
  await page
    .locator('label')
    .filter({ hasText: /^Social Info$/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Social Info' })).toBeVisible();
  await page.getByRole('textbox', { name: /Instagram/ }).fill('cassidy.h');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Profile Updated Successfully').first()).toBeVisible();
  await expect
    .poll(async () => {
      const r = await request.get('/v1/client/profiles', { headers: { 'AUTH-TOKEN': player.token } });
      const c = clientResponseSchema.parse(await r.json()).data.attributes;
      return [c.first_name, c.player_email, c.instagram];
    })
    .toEqual(['Cassidy', 'cassidy@trainhub.example', 'https://instagram.com/cassidy.h']);
  // The Players list shows the new name at once (it is the active player's), without a reload.
  await expect(page.getByTestId('player-row').filter({ hasText: 'Cassidy' })).toBeVisible();
});

test("profile: the parent's name and phone are shown, changed in their dialog, and the menu and text reminders follow", async ({
  page,
  request,
}, testInfo) => {
  const player = await createPlayer(request);
  await signInWithToken(page, player.token);
  await page.goto('/profile');
  const parent = page.getByRole('region', { name: 'Parent/Guardian' });
  await expect(parent).toContainText('Robin Hayes');
  await expect(parent).toContainText('Phone +1 (502) 555-0177');
  await expect(page.getByRole('region', { name: 'Reminders' })).toContainText(
    'The same reminders as text messages to +1 (502) 555-0177.',
  );
  // The menu names the player and whose account it is.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText('Casey Hayes');
  await expect(page.getByRole('menu')).toContainText('Parent/guardian: Robin Hayes');
  await page.keyboard.press('Escape');

  await parent.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Parent/Guardian Info' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('');
  await dialog.getByRole('textbox', { name: 'Phone number' }).fill('555');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText("First name can't be blank");
  await expect(dialog).toContainText('Invalid phone number.');
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Robyn');
  // As a person retypes a number: all of it chosen, then the new one typed over it.
  const phone = dialog.getByRole('textbox', { name: 'Phone number' });
  await phone.click();
  await phone.press('ControlOrMeta+a');
  await phone.pressSequentially('8595550123');
  await screenshot(page, testInfo, 'parent-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Profile Updated Successfully')).toBeVisible();
  await expect(parent).toContainText('Robyn Hayes');
  await expect(page.getByRole('region', { name: 'Reminders' })).toContainText(
    'text messages to +1 (859) 555-0123.',
  );
  const saved = clientResponseSchema.parse(
    await (await request.get('/v1/client/profiles', { headers: { 'AUTH-TOKEN': player.token } })).json(),
  ).data.attributes;
  expect([saved.parent_first_name, saved.parent_contact_number, saved.first_name]).toEqual([
    'Robyn',
    '+1 (859) 555-0123',
    'Casey',
  ]);
});

test('profile: the account email is changed with the current password, and the old address is told', async ({
  page,
  request,
}, testInfo) => {
  const player = await createPlayer(request);
  await signInWithToken(page, player.token);
  await page.goto('/profile');
  const parent = page.getByRole('region', { name: 'Parent/Guardian' });
  await parent.getByRole('button', { name: 'Change email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change email' });
  const newEmail = `moved.${Date.now().toString(36)}.${testInfo.project.name}@example.test`;
  await dialog.getByRole('textbox', { name: 'Email' }).fill(newEmail);
  await dialog.getByLabel('Current password').fill('not-my-password');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toContainText('Current password is invalid');
  await dialog.getByLabel('Current password').fill(player.password);
  await screenshot(page, testInfo, 'email-dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(parent).toContainText(`emails go to ${newEmail}`);
  // The new address signs in; the old one was told of the change.
  const signIn = await request.post('/v1/client/sessions', {
    data: { email: newEmail, password: player.password },
  });
  expect(signIn.status()).toBe(200);
  await expect
    .poll(async () => {
      const mailbox = await request.get(`/v1/dev/mailbox?to=${encodeURIComponent(player.email)}`);
      return JSON.stringify(await mailbox.json());
    })
    .toContain('email_changed');
});

test('a review is left for a completed booking, then thanks and home', async ({
  page,
  request,
}, testInfo) => {
  const session = await request.post('/v1/client/sessions', { data: DEMO_PLAYER });
  const token = authResponseSchema.parse(await session.json()).data.attributes.auth_token;
  const list = bookingListResponseSchema.parse(
    await (
      await request.get('/v1/client/bookings?q[status_eq]=completed', { headers: { 'AUTH-TOKEN': token } })
    ).json(),
  ).data;
  // The demo player has two past sessions and a booking takes one review: each width its own.
  const completed = list[testInfo.project.name === 'desktop' ? 0 : 1]?.attributes;
  if (!completed?.athlete || !completed.provided_service) throw new Error('no completed demo booking');
  const path = `/feedback/${completed.id}/${completed.athlete.slug}/${completed.provided_service.id}`;

  // Signed out: asked to sign in first.
  await page.goto(path);
  await expect(page.getByText('Please sign in to your account to leave a review')).toBeVisible();
  await screenshot(page, testInfo, 'review-signed-out');

  await signInWithToken(page, token);
  // Signed in, the completed booking's page leads there.
  await page.goto(`/bookings/${completed.id}`);
  await page.getByRole('link', { name: 'Leave a review' }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { name: 'Leave a Review' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review text is required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Your review' }).fill('Great session, clear drills.');
  await screenshot(page, testInfo, 'review');
  await page.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByRole('heading', { name: 'Thank you for your feedback!' })).toBeVisible();
  // Home; a signed-in player is taken on to /bookings by the route guard.
  await expect(page).toHaveURL(/\/bookings$/, { timeout: 10_000 });
});

test('the private feedback page says the review stays private', async ({ page, request }, testInfo) => {
  await page.goto('/private_feedback/1/some-trainer/1');
  await expect(page.getByRole('heading', { name: 'Your review will be kept private' })).toBeVisible();
  await expect(page.getByText('Please sign in to your account to leave a review')).toBeVisible();
  const player = await createPlayer(request);
  await signInWithToken(page, player.token);
  // Another family's booking (or none): said at once, with no form to write in first.
  await page.goto('/private_feedback/1/some-trainer/1');
  await expect(page.getByRole('heading', { name: 'Your review will be kept private' })).toBeVisible();
  await expect(page.getByTestId('review-closed')).toHaveText('Booking not found');
  await expect(page.getByRole('textbox', { name: 'Private feedback' })).toHaveCount(0);
  await screenshot(page, testInfo, 'private-review');
});

test('an admin link that is not valid says so', async ({ page }) => {
  await page.goto('/admin/login/not-a-real-token');
  await expect(page.getByRole('main').getByText('This sign-in link is invalid or has expired')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
});
