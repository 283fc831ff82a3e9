// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { HeldSeat } from '../../../shared/api/bookings';
import type { ClientAttributes } from '../../../shared/api/clients';
import type { PlayerAttributes } from '../../../shared/api/players';
import { gradeMismatchMessage } from '../../../shared/domain/eligibility';
import { AUTH_TOKEN_KEY, USER_KEY } from '../../lib/session-storage';
import {
  bookingResource,
  cardAttributes,
  checkoutState,
  clientAttributes,
  playerAttributes,
  playersList,
  providedService,
} from '../../testing/fixtures';
import { type ApiReply, fakeApi, renderRoutes } from '../../testing/render';
import { CheckoutPage } from './checkout-page';

// Checkout's "Booking for" (ADR 0045): a family with several players picks the one a booking is
// for, the active one preselected; the request names them and the review shows them.

const parent = clientAttributes({ first_name: 'Sam', last_name: 'Rivera', passing_year: 2029, gender: 1 });
const parentDetails = { first_name: 'Sam', last_name: 'Rivera', passing_year: 2029, gender: 1 } as const;

const player = (id: number, fields: Partial<PlayerAttributes>) =>
  playerAttributes(id, { ...parentDetails, ...fields });

const sam = player(31, { active: true });
const mia = player(32, { first_name: 'Mia', passing_year: 2032, gender: 2 });

const routes = [
  { path: '/bookings', element: <h1>My bookings</h1> },
  { path: '/bookings/checkout', element: <CheckoutPage /> },
  { path: '/:athleteSlug', element: <h1>Trainer page</h1> },
];

function openCheckout(
  client: ClientAttributes,
  players: PlayerAttributes[],
  answer: () => ApiReply,
  seats: HeldSeat[] = [],
  state = checkoutState(),
) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, `${client.id}-token`);
  window.localStorage.setItem(USER_KEY, JSON.stringify(client));
  const calls = fakeApi((call) => {
    if (call.method === 'GET' && call.path === '/v1/client/profiles') {
      return { body: { data: { id: String(client.id), type: 'client', attributes: client } } };
    }
    if (call.method === 'GET' && call.path === '/v1/client/players') {
      return {
        body: playersList(players),
      };
    }
    if (call.method === 'GET' && call.path === '/v1/client/cards') {
      return { body: { data: [{ id: '5', type: 'card', attributes: cardAttributes() }] } };
    }
    if (call.method === 'GET' && call.path === '/v1/client/bookings/seats') return { body: { data: seats } };
    if (call.method === 'POST' && call.path === '/v1/client/bookings') return answer();
    return undefined;
  });
  const view = renderRoutes(routes, { pathname: '/bookings/checkout', state });
  const bookings = () =>
    calls.filter((call) => call.method === 'POST' && call.path === '/v1/client/bookings');
  return { ...view, bookings };
}

async function bookNow(user: UserEvent) {
  await user.click(await screen.findByRole('checkbox', { name: /I confirm the training details/ }));
  const button = await screen.findByRole('button', { name: 'Book Now' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  await user.click(button);
}

const booked: ApiReply = { status: 201, body: { data: bookingResource({ id: 77 }) } };

describe('checkout: Booking for', () => {
  it('preselects the active player, and books for the one chosen, whose details are reviewed', async () => {
    const { user, bookings } = openCheckout(parent, [sam, mia], () => booked);
    const choice = await screen.findByRole('radiogroup', { name: 'Booking for' });
    expect(within(choice).getByRole('radio', { name: 'Sam Rivera' })).toHaveProperty('checked', true);

    await user.click(within(choice).getByRole('radio', { name: 'Mia Rivera' }));
    expect(screen.getAllByText('Mia Rivera')).toHaveLength(2);
    expect(screen.getByText('Female')).toBeTruthy();
    await bookNow(user);

    expect(await screen.findByRole('heading', { name: 'My bookings' })).toBeTruthy();
    expect(bookings()).toHaveLength(1);
    expect(bookings()[0]?.body).toMatchObject({ booking: { provided_service_id: 3, player_id: 32 } });
  });

  it('shows the grade dialog the server judged for the chosen player', async () => {
    const message = gradeMismatchMessage(7, 2032, 9, 12);
    const { user } = openCheckout(parent, [sam, mia], () => ({
      status: 422,
      body: { errors: [{ grade: message }] },
    }));
    const choice = await screen.findByRole('radiogroup', { name: 'Booking for' });
    await user.click(within(choice).getByRole('radio', { name: 'Mia Rivera' }));
    await bookNow(user);
    const dialog = await screen.findByRole('dialog', { name: 'This training is not open to your grade' });
    expect(within(dialog).getByText(message)).toBeTruthy();
  });

  it('does not offer a player who already holds the time, and starts with one who is free', async () => {
    const start = checkoutState().selectedSlot?.training_start_date_time ?? '';
    const seat: HeldSeat = { starts_at: start, booking_id: 90, player_id: sam.id, player_name: 'Sam' };
    const { user, bookings } = openCheckout(parent, [sam, mia], () => booked, [seat]);
    const choice = await screen.findByRole('radiogroup', { name: 'Booking for' });
    const samRadio = within(choice).getByRole('radio', { name: 'Sam Rivera' });
    await waitFor(() => expect(samRadio).toHaveProperty('disabled', true));
    expect(within(choice).getByText('Already booked for this time')).toBeTruthy();
    expect(within(choice).getByRole('radio', { name: 'Mia Rivera' })).toHaveProperty('checked', true);

    await bookNow(user);
    expect(await screen.findByRole('heading', { name: 'My bookings' })).toBeTruthy();
    expect(bookings()[0]?.body).toMatchObject({ booking: { player_id: 32 } });
  });

  it("names the training's rule beside a player it does not take, and starts with one it does", async () => {
    // Boys in grades 9-12: Mia (a girl in 6th grade), the active player, is listed with the rule.
    const state = checkoutState({
      providedService: providedService({ gender: 'male', min_grade: 9, max_grade: 12 }),
    });
    const activeMia = { ...mia, active: true };
    const { user, bookings } = openCheckout(
      parent,
      [{ ...sam, active: false }, activeMia],
      () => booked,
      [],
      state,
    );
    const choice = await screen.findByRole('radiogroup', { name: 'Booking for' });
    await waitFor(() => expect(within(choice).getByText('Grades 9 - 12 only')).toBeTruthy());
    const miaRadio = within(choice).getByRole('radio', { name: 'Mia Rivera' });
    // Still choosable: a wrong grad year gets the grade dialog and its way to fix it.
    expect(miaRadio).toHaveProperty('disabled', false);
    expect(within(choice).getByRole('radio', { name: 'Sam Rivera' })).toHaveProperty('checked', true);
    await bookNow(user);
    expect(await screen.findByRole('heading', { name: 'My bookings' })).toBeTruthy();
    expect(bookings()[0]?.body).toMatchObject({ booking: { player_id: 31 } });
  });

  it('asks nothing of a family with one player and sends the request as before', async () => {
    const { user, bookings } = openCheckout(parent, [sam], () => booked);
    await bookNow(user);
    expect(await screen.findByRole('heading', { name: 'My bookings' })).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: 'Booking for' })).toBeNull();
    const body = bookings()[0]?.body as { booking: Record<string, unknown> };
    expect(body.booking).not.toHaveProperty('player_id');
  });
});
