import { expect, type Page, test } from '@playwright/test';
import { clientResponseSchema } from '../../src/shared/api/clients';
import { defaultGraduationYear } from '../../src/shared/domain/grades';
import { signUpThroughApi, uniqueEmail } from './support/accounts';

// playwright.config.ts runs every journey at 1280px (desktop) and 390px (phone); both share one
// server, so each run signs up with its own email.

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

async function typePhone(page: Page, label: string, digits: string): Promise<void> {
  const input = field(page, label);
  await input.click();
  await input.pressSequentially(digits);
}

async function pickOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

test('a parent signs up through all four steps, with every step refusing a bad entry first', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('parent');
  await page.goto('/signup');

  // Step 1: Parent
  await expect(page.getByRole('heading', { name: 'Parent/Guardian Info' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  await field(page, 'First name').fill('Dana');
  await field(page, 'Last name').fill('Rivers');
  await page.getByRole('radio', { name: 'Female' }).check();
  await field(page, 'Email').fill(email);
  await field(page, 'Confirm email').fill(`x${email}`);
  await typePhone(page, 'Phone number', '8595550142');
  await typePhone(page, 'Confirm phone number', '8595550143');
  await field(page, 'Password').fill('Sprint2026!');
  await field(page, 'Confirm password').fill('Sprint2026?');

  // Continue waits for the terms; ticking them opens the liability waiver.
  await expect(continueButton(page)).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
    'href',
    '/terms-of-services',
  );
  await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  const waiver = page.getByRole('dialog', { name: 'Liability Waiver' });
  await page.getByRole('checkbox').click();
  await expect(waiver).toContainText('Medical consent');
  await waiver.getByRole('button', { name: 'Deny' }).click();
  await expect(page.getByRole('checkbox')).not.toBeChecked();
  await expect(continueButton(page)).toBeDisabled();
  await page.getByRole('checkbox').click();
  await waiver.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('checkbox')).toBeChecked();

  await continueButton(page).click();
  await expect(page.getByText('Emails do not match')).toBeVisible();
  await expect(page.getByText("Numbers don't match")).toBeVisible();
  await expect(page.getByText('Password does not match!')).toBeVisible();

  await field(page, 'Confirm email').fill(email);
  await field(page, 'Confirm phone number').fill('');
  await typePhone(page, 'Confirm phone number', '8595550142');
  await field(page, 'Confirm password').fill('Sprint2026!');
  await continueButton(page).click();

  // Step 2: Player
  await expect(page.getByRole('heading', { name: 'Player Info' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Graduation year' })).toHaveValue(
    String(defaultGraduationYear(new Date())),
  );
  await continueButton(page).click();
  await expect(page.getByText('Please select your gender!')).toBeVisible();
  await expect(page.getByText('Please select date of birth!')).toBeVisible();

  await field(page, 'First name').fill('Riley');
  await field(page, 'Last name').fill('Rivers');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Date of birth').fill('2012-04-09');
  await page.getByRole('combobox', { name: 'Graduation year' }).selectOption('2031');
  await continueButton(page).click();

  // Step 3: Team. An eighth grader (class of 2031) writes a middle school in.
  await expect(page.getByRole('heading', { name: 'Team details' })).toBeVisible();
  await expect(field(page, 'Middle School')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'High School' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('combobox', { name: 'Graduation year' }).selectOption('2028');
  await continueButton(page).click();
  await expect(page.getByRole('combobox', { name: 'High School' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'College commitment' })).toBeVisible();

  await continueButton(page).click();
  await expect(page.getByText('Enter current location!')).toBeVisible();
  await expect(page.getByText('Select sport!')).toBeVisible();
  await expect(page.getByText('Select position!')).toBeVisible();

  await page.getByRole('combobox', { name: 'Current location' }).fill('Lexington');
  await page.getByRole('option', { name: 'Lexington, KY' }).first().click();
  await pickOption(page, 'Sport', 'Basketball');
  await pickOption(page, 'Positions (up to 3)', 'Point Guard');
  // A new sport starts the positions over.
  await pickOption(page, 'Sport', 'Soccer');
  await expect(page.getByText('Point Guard')).toHaveCount(0);
  await pickOption(page, 'Positions (up to 3)', 'Striker');
  await page.getByRole('option', { name: 'Winger', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('combobox', { name: 'High School' }).fill('Lexington');
  await page
    .getByRole('option', { name: /Lexington High School/ })
    .first()
    .click();
  await continueButton(page).click();

  // Step 4: Social
  await expect(page.getByRole('heading', { name: 'Social Info' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip' })).toBeVisible();
  await field(page, 'Facebook').fill('not a name!');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Enter correct social username!')).toBeVisible();
  await expect(page.getByText('Invalid facebook username')).toBeVisible();

  await field(page, 'Facebook').fill('riley.rivers');
  await field(page, 'TikTok').fill('@riley_runs');
  await field(page, 'Website').fill('rileyrivers.example');
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/bookings$/);
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText('Riley Rivers');
  await expect(page.getByRole('menu')).toContainText(email);

  // What the account holds: handles as full addresses, the site with https://, the picked city.
  const token = await page.evaluate(() => window.localStorage.getItem('auth_token'));
  const response = await request.get('/v1/client/profiles', { headers: { 'AUTH-TOKEN': token ?? '' } });
  const client = clientResponseSchema.parse(await response.json()).data.attributes;
  expect(client).toMatchObject({
    email,
    parent_first_name: 'Dana',
    parent_gender: 2,
    parent_contact_number: '+1 (859) 555-0142',
    gender: 2,
    dob: '2012-04-09',
    passing_year: 2028,
    city: 'Lexington',
    state: 'KY',
    position: ['Striker', 'Winger'],
    facebook: 'https://facebook.com/riley.rivers',
    tiktok: 'https://tiktok.com/@riley_runs',
    website: 'https://rileyrivers.example',
  });
  expect(client.high_school).toMatch(/Lexington High School/);
});

test('Skip on the last step creates the account without social handles', async ({ page, request }) => {
  const email = uniqueEmail('skipper');
  await page.goto('/signup');
  await field(page, 'First name').fill('Sam');
  await field(page, 'Last name').fill('Lee');
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await field(page, 'Email').fill(email);
  await field(page, 'Confirm email').fill(email);
  await typePhone(page, 'Phone number', '5025550123');
  await typePhone(page, 'Confirm phone number', '5025550123');
  await field(page, 'Password').fill('Quick2026!');
  await field(page, 'Confirm password').fill('Quick2026!');
  await page.getByRole('checkbox').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await continueButton(page).click();

  await field(page, 'First name').fill('Max');
  await field(page, 'Last name').fill('Lee');
  await page.getByRole('radio', { name: 'Male', exact: true }).check();
  await page.getByLabel('Date of birth').fill('2010-01-20');
  await continueButton(page).click();

  await page.getByRole('combobox', { name: 'Current location' }).fill('Louisville');
  await page
    .getByRole('option', { name: /^Louisville, KY/ })
    .first()
    .click();
  await pickOption(page, 'Sport', 'Soccer');
  await pickOption(page, 'Positions (up to 3)', 'Goalkeeper');
  await page.keyboard.press('Escape');
  await continueButton(page).click();

  await field(page, 'Instagram').fill('would be dropped!');
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page).toHaveURL(/\/bookings$/);

  const token = await page.evaluate(() => window.localStorage.getItem('auth_token'));
  const response = await request.get('/v1/client/profiles', { headers: { 'AUTH-TOKEN': token ?? '' } });
  const client = clientResponseSchema.parse(await response.json()).data.attributes;
  expect(client).toMatchObject({
    email,
    first_name: 'Max',
    passing_year: defaultGraduationYear(new Date()),
    instagram: null,
  });
});

test('a child under 13 is not asked for their own phone, email or social accounts', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('child');
  await page.goto('/signup');
  await field(page, 'First name').fill('Jess');
  await field(page, 'Last name').fill('Park');
  await page.getByRole('radio', { name: 'Female' }).check();
  await field(page, 'Email').fill(email);
  await field(page, 'Confirm email').fill(email);
  await typePhone(page, 'Phone number', '5025550188');
  await typePhone(page, 'Confirm phone number', '5025550188');
  await field(page, 'Password').fill('Young2026!');
  await field(page, 'Confirm password').fill('Young2026!');
  await page.getByRole('checkbox').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await continueButton(page).click();

  // The player's own phone and email are asked only once the birth date says 13 or older.
  await expect(field(page, 'Player email (optional)')).toHaveCount(0);
  await expect(
    page.getByText('Enter the birth date: a player 13 or older may also give their own phone and email.'),
  ).toBeVisible();
  await field(page, 'First name').fill('Mia');
  await field(page, 'Last name').fill('Park');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Date of birth').fill('2010-06-01');
  await expect(field(page, 'Player email (optional)')).toBeVisible();
  await expect(field(page, 'Player phone (optional)')).toBeVisible();
  await page.getByLabel('Date of birth').fill('2015-06-01');
  await expect(field(page, 'Player email (optional)')).toHaveCount(0);
  await expect(field(page, 'Player phone (optional)')).toHaveCount(0);
  const note =
    "Players under 13 are not asked for their own phone, email or social accounts: we use the parent's.";
  await expect(page.getByText(note)).toBeVisible();
  await page.getByRole('combobox', { name: 'Graduation year' }).selectOption('2032');
  await continueButton(page).click();

  await page.getByRole('combobox', { name: 'Current location' }).fill('Louisville');
  await page
    .getByRole('option', { name: /^Louisville, KY/ })
    .first()
    .click();
  await pickOption(page, 'Sport', 'Soccer');
  await pickOption(page, 'Positions (up to 3)', 'Goalkeeper');
  await page.keyboard.press('Escape');
  await continueButton(page).click();

  // No social accounts for a child either.
  await expect(page.getByRole('heading', { name: 'Social Info' })).toBeVisible();
  await expect(page.getByText(note)).toBeVisible();
  await expect(field(page, 'Instagram')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/bookings$/);

  const token = await page.evaluate(() => window.localStorage.getItem('auth_token'));
  const response = await request.get('/v1/client/profiles', { headers: { 'AUTH-TOKEN': token ?? '' } });
  const client = clientResponseSchema.parse(await response.json()).data.attributes;
  expect(client).toMatchObject({
    email,
    first_name: 'Mia',
    dob: '2015-06-01',
    parent_contact_number: '+1 (502) 555-0188',
    contact_number: null,
    player_email: null,
    instagram: null,
  });
  await page.goto('/profile');
  // Player Info (shown) and Social Info (mounted, hidden) both say it.
  await expect(page.getByText(note).first()).toBeVisible();
  await expect(field(page, 'Player phone (optional)')).toHaveCount(0);
});

test('signed-in users are sent from /signup to /bookings', async ({ page, request }) => {
  const { token } = await signUpThroughApi(request);
  await page.addInitScript((value) => window.localStorage.setItem('auth_token', value), token);
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/bookings$/);
});
