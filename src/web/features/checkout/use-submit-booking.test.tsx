// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ClientAttributes } from '../../../shared/api/clients';
import { GENDER_MISMATCH_MESSAGE, gradeMismatchMessage } from '../../../shared/domain/eligibility';
import { queryClient } from '../../app/query-client';
import { AUTH_TOKEN_KEY, USER_KEY } from '../../lib/session-storage';
import { bookingResource, cardAttributes, checkoutState, clientAttributes } from '../../testing/fixtures';
import { type ApiCall, type ApiReply, fakeApi, renderRoutes } from '../../testing/render';
import { cardsKey } from '../cards/api';
import { guestBookedIn } from '../landing/guest-booked';
import { CheckoutPage } from './checkout-page';
import { SERVICE_LOCATION_KEY } from './checkout-storage';

// The checkout page is where use-submit-booking's outcomes show: these tests book through it.

const BOOKED = 'You are all booked! See below for your training details.';
const GRADE_MESSAGE = gradeMismatchMessage(9, 2030, 10, 12);

const guest = clientAttributes({ id: 21, guest_user: true, email: 'guest.parent@example.com' });
const player = clientAttributes();

/** Home as the checkout leaves it: the booking it handed over, if any. */
function Home() {
  const booked = guestBookedIn(useLocation().state);
  return (
    <>
      <h1>Home</h1>
      {booked && (
        <p>
          Booked {booked.booking.provided_service?.name} for {booked.email}
        </p>
      )}
    </>
  );
}

const routes = [
  { path: '/', element: <Home /> },
  { path: '/bookings', element: <h1>My bookings</h1> },
  { path: '/bookings/checkout', element: <CheckoutPage /> },
  { path: '/:athleteSlug', element: <h1>Trainer page</h1> },
];

/** `client` is signed in (as after sign-in or "Continue as Guest") on the checkout of Ruth's 1-on-1. */
function openCheckout(client: ClientAttributes, answerBooking: (call: ApiCall) => ApiReply) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, `${client.id}-token`);
  window.localStorage.setItem(USER_KEY, JSON.stringify(client));
  const calls = fakeApi((call) => {
    if (call.method === 'GET' && call.path === '/v1/client/profiles') {
      return { body: { data: { id: String(client.id), type: 'client', attributes: client } } };
    }
    if (call.method === 'GET' && call.path === '/v1/client/cards') {
      return { body: { data: [{ id: '5', type: 'card', attributes: cardAttributes() }] } };
    }
    if (call.method === 'POST' && call.path === '/v1/client/bookings') return answerBooking(call);
    return undefined;
  });
  const view = renderRoutes(routes, { pathname: '/bookings/checkout', state: checkoutState() });
  const bookings = () =>
    calls.filter((call) => call.method === 'POST' && call.path === '/v1/client/bookings');
  return { ...view, bookings };
}

/** Confirms the training details and presses Book Now (once the saved card is there). */
async function bookNow(user: UserEvent) {
  await user.click(await screen.findByRole('checkbox', { name: /I confirm the training details/ }));
  const button = await screen.findByRole('button', { name: 'Book Now' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  await user.click(button);
}

const booked: ApiReply = { status: 201, body: { data: bookingResource({ id: 77 }) } };
const refused = (key: 'grade' | 'gender', message: string): ApiReply => ({
  status: 422,
  body: { errors: [{ [key]: message }] },
});

describe('booking at checkout (use-submit-booking)', () => {
  it('tells a guest they are booked, signs them out and shows home with the booking', async () => {
    const { user, router, bookings } = openCheckout(guest, () => booked);
    await bookNow(user);

    expect(await screen.findByText(BOOKED)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByText('Booked 1-on-1 Positional Mechanics for guest.parent@example.com')).toBeTruthy();
    // Signed out: no token, no stored user, and nothing of theirs (their saved card) kept.
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(USER_KEY)).toBeNull();
    expect(queryClient.getQueryData(cardsKey)).toBeUndefined();
    expect(bookings()).toHaveLength(1);
    expect(bookings()[0]?.body).toMatchObject({ booking: { provided_service_id: 3 }, card_id: 5 });
  });

  it('sends a signed-up player to their bookings, still signed in', async () => {
    const { user, router } = openCheckout(player, () => booked);
    await bookNow(user);

    expect(await screen.findByText(BOOKED)).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'My bookings' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/bookings');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe(`${player.id}-token`);
    // The training this checkout was for is forgotten (a later /bookings/checkout goes home).
    expect(window.localStorage.getItem(SERVICE_LOCATION_KEY)).toBeNull();
  });

  it('shows the grade dialog when the server refuses the grade; Back returns to the trainer, unbooked', async () => {
    const { user, router, bookings } = openCheckout(guest, () => refused('grade', GRADE_MESSAGE));
    await bookNow(user);

    const dialog = await screen.findByRole('dialog', { name: 'This training is not open to your grade' });
    expect(within(dialog).getByText(GRADE_MESSAGE)).toBeTruthy();
    // The dialog is the message: no toast repeats it, and nothing says it was booked.
    expect(screen.queryByText(`Grade ${GRADE_MESSAGE}`)).toBeNull();
    expect(screen.queryByText(BOOKED)).toBeNull();
    expect(router.state.location.pathname).toBe('/bookings/checkout');
    // Not booked, so the guest is not signed out.
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe(`${guest.id}-token`);

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));

    expect(await screen.findByRole('heading', { name: 'Trainer page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ruth-witting');
    expect(bookings()).toHaveLength(1);
  });

  it('says the training is not for the player’s gender when the server refuses it; Back returns to the trainer, unbooked', async () => {
    const { user, router, bookings } = openCheckout(player, () => refused('gender', GENDER_MISMATCH_MESSAGE));
    await bookNow(user);

    const message = await screen.findByText(
      'Looks like you have selected training that is not for your gender.',
    );
    const alert = message.closest<HTMLElement>('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(screen.queryByText(`Gender ${GENDER_MISMATCH_MESSAGE}`)).toBeNull();
    expect(screen.queryByText(BOOKED)).toBeNull();
    expect(router.state.location.pathname).toBe('/bookings/checkout');

    await user.click(within(alert as HTMLElement).getByRole('button', { name: 'Back' }));

    expect(await screen.findByRole('heading', { name: 'Trainer page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/ruth-witting');
    expect(bookings()).toHaveLength(1);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe(`${player.id}-token`);
  });
});
