import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { athleteDetailResponseSchema } from '../../src/shared/api/athletes';
import { PLAYER_HAS_BOOKINGS_MESSAGE } from '../../src/shared/api/players';
import type { CheckoutRouteState } from '../../src/shared/domain/checkout-state';
import {
  bookingsOf,
  createPlayer,
  openCheckout,
  screenshot,
  signInWithToken,
  trainerSession,
} from './account-helpers';
import { newOpening, newOption, saveSandboxCard } from './support/trainer-offer';

// Several players per account (issue 24, ADR 0045): a parent adds a second child on the profile,
// books a session for each at checkout ("Booking for"), sees both bookings in the list each
// naming its player, and switches the active player from the header menu.

const field = (scope: Page | ReturnType<Page['getByRole']>, name: string) =>
  scope.getByRole('textbox', { name, exact: true });

/** A group training of the demo trainer with one opening, as the booking page hands it to checkout. */
async function groupSession(request: APIRequestContext, projectName: string): Promise<CheckoutRouteState> {
  const trainer = await trainerSession(request);
  const name = `Family Group ${projectName} ${Date.now().toString(36)}`;
  const option = await newOption(request, trainer.token, { name, training_type: 'group', max_seats: 4 });
  await newOpening(request, trainer.token, option.id, projectName === 'phone' ? 47 : 44, {
    from: '07:00',
    to: '08:00',
  });
  const athlete = athleteDetailResponseSchema.parse(
    await (await request.get(`/v1/client/athletes/${trainer.slug}`)).json(),
  ).data.attributes;
  const service = athlete.provided_services.find((s) => s.id === option.id);
  const slot = athlete.generated_slots.find(
    (s) => s.selected_trainings.includes(option.id) && s.free_slot > 0,
  );
  const place = service?.provided_service_locations[0];
  if (!service || !slot || !place) throw new Error('the new group training has no open slot');
  return {
    providedService: service,
    bookingDate: slot.booking_date,
    selectedSlot: slot,
    athleteSlug: trainer.slug,
    location: { location: place.location, address: place.address, trainingId: service.id },
  };
}

async function bookFor(
  page: Page,
  state: CheckoutRouteState,
  playerName: string,
  otherName: string,
): Promise<void> {
  await openCheckout(page, state);
  const bookingFor = page.getByRole('radiogroup', { name: 'Booking for' });
  await bookingFor.getByRole('radio', { name: playerName }).check();
  // The details reviewed are the chosen player's: their name is the choice's and the review's.
  await expect(page.getByText(playerName, { exact: true })).toHaveCount(2);
  await expect(page.getByText(otherName, { exact: true })).toHaveCount(1);
  await page.getByRole('checkbox', { name: /I confirm the training details/ }).check();
  await page.getByRole('button', { name: 'Book Now' }).click();
  await expect(page).toHaveURL(/\/bookings$/);
}

test('a parent adds a second child, books for each, sees both in bookings and switches the active player', async ({
  page,
  request,
}, testInfo) => {
  const parent = await createPlayer(request);
  await saveSandboxCard(request, parent.token);
  const state = await groupSession(request, testInfo.project.name);

  await signInWithToken(page, parent.token);
  await page.goto('/profile');
  const players = page.getByRole('region', { name: 'Players' });
  await expect(players.getByRole('listitem', { name: 'Casey Hayes' })).toContainText('Active');

  // Add player: sign-up's steps Player, Team, Social, with a child's rules (ADR 0041).
  await players.getByRole('button', { name: 'Add player' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add player' });
  await field(dialog, 'First name').fill('Riley');
  await field(dialog, 'Last name').fill('Hayes');
  await dialog.getByRole('radio', { name: 'Female' }).check();
  await dialog.getByLabel('Date of birth').fill('2016-05-01');
  await expect(field(dialog, 'Player email (optional)')).toHaveCount(0);
  await dialog.getByRole('combobox', { name: 'Graduation year' }).selectOption('2032');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  // Team: the step refuses to go on without a sport, as at sign-up.
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Select sport!')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Current location' }).fill('Louisville');
  await page
    .getByRole('option', { name: /^Louisville, KY/ })
    .first()
    .click();
  await dialog.getByRole('combobox', { name: 'Sport' }).click();
  await page.getByRole('option', { name: 'Soccer', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Positions (up to 3)' }).click();
  await page.getByRole('option', { name: 'Goalkeeper', exact: true }).click();
  await dialog.getByRole('heading', { name: 'Team details' }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText(/Players under 13 are not asked/)).toBeVisible();
  // A child under 13: the parent's agreement is asked and required (ADR 0041).
  const consent = dialog.getByRole('checkbox', { name: /^By adding this player, you agree as their parent/ });
  await dialog.getByRole('button', { name: 'Add player' }).click();
  await expect(
    dialog.getByText('Please agree as their parent or guardian to add a player under 13'),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  // The terms agreed to are read here: signed in, their page would send the parent to /bookings.
  await dialog.getByRole('button', { name: 'Terms of Service' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms of Service' });
  await expect(terms.getByRole('heading', { name: 'Terms and Conditions' })).toBeVisible();
  await terms.getByRole('button', { name: 'Close' }).click();
  await expect(terms).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(consent).not.toBeChecked();
  await consent.check();
  await screenshot(page, testInfo, 'several-players-add');
  await dialog.getByRole('button', { name: 'Add player' }).click();
  await expect(dialog).toBeHidden();
  await expect(players.getByRole('listitem', { name: 'Riley Hayes' })).toBeVisible();
  await expect(players.getByRole('listitem', { name: 'Casey Hayes' })).toContainText('Active');

  // One booking for each child: the active one is preselected, the other chosen.
  await openCheckout(page, state);
  await expect(
    page.getByRole('radiogroup', { name: 'Booking for' }).getByRole('radio', { name: 'Casey Hayes' }),
  ).toBeChecked();
  await screenshot(page, testInfo, 'several-players-checkout');
  // Player Details' Edit for the other child opens that child's edit dialog on the profile,
  // not the active player's form.
  await page
    .getByRole('radiogroup', { name: 'Booking for' })
    .getByRole('radio', { name: 'Riley Hayes' })
    .check();
  await page.getByRole('textbox', { name: 'Notes' }).fill('Riley is working on her left foot');
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  const editRiley = page.getByRole('dialog', { name: 'Edit Riley Hayes' });
  await expect(editRiley).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await page.keyboard.press('Escape');
  await expect(editRiley).toBeHidden();
  // Back on checkout, the choice and the note are as the parent left them.
  await page.goBack();
  await expect(
    page.getByRole('radiogroup', { name: 'Booking for' }).getByRole('radio', { name: 'Riley Hayes' }),
  ).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Notes' })).toHaveValue('Riley is working on her left foot');
  await page.getByRole('textbox', { name: 'Notes' }).fill('');
  await bookFor(page, state, 'Casey Hayes', 'Riley Hayes');
  await bookFor(page, state, 'Riley Hayes', 'Casey Hayes');

  // The list names the player of each booking.
  const cards = page.getByTestId('booking-card').filter({ hasText: state.providedService.name });
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'For Casey Hayes' })).toHaveCount(1);
  await expect(cards.filter({ hasText: 'For Riley Hayes' })).toHaveCount(1);
  await screenshot(page, testInfo, 'several-players-bookings');
  const booked = await bookingsOf(request, parent.token);
  expect(booked.map((b) => b.attributes.player?.first_name).sort()).toEqual(['Casey', 'Riley']);

  // The header menu switches the active player; the profile then shows them.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Riley Hayes' }).click();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu').getByText('Riley Hayes', { exact: true }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/profile');
  await expect(players.getByRole('listitem', { name: 'Riley Hayes' })).toContainText('Active');
  await expect(field(page, 'First name')).toHaveValue('Riley');

  // Edit another player: the profile's sections in a dialog; the form below stays Riley's.
  await players.getByRole('button', { name: 'Edit Casey Hayes' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Casey Hayes' });
  await edit.getByText('Team Info', { exact: true }).click();
  await field(edit, 'Club team').fill('Hayes FC');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText('Player updated')).toBeVisible();
  await expect(field(page, 'First name')).toHaveValue('Riley');
  const list = await (
    await request.get('/v1/client/players', { headers: { 'AUTH-TOKEN': parent.token } })
  ).json();
  expect(
    list.data.map((p: { attributes: { first_name: string; club: string | null } }) => [
      p.attributes.first_name,
      p.attributes.club,
    ]),
  ).toEqual([
    ['Casey', 'Hayes FC'],
    ['Riley', null],
  ]);

  // A player with bookings stays: the server's reason is shown and the list is unchanged.
  await players.getByRole('button', { name: 'Remove Casey Hayes' }).click();
  await page
    .getByRole('dialog', { name: 'Remove Casey Hayes?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByText(PLAYER_HAS_BOOKINGS_MESSAGE)).toBeVisible();
  await expect(players.getByRole('listitem')).toHaveCount(2);
  await screenshot(page, testInfo, 'several-players-profile');
});
