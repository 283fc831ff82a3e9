// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GeneratedSlot } from '../../../shared/api/athletes';
import { gradeMismatchMessage } from '../../../shared/domain/eligibility';
import { AUTH_TOKEN_KEY, USER_KEY } from '../../lib/session-storage';
import { clientAttributes, playerAttributes, playersList } from '../../testing/fixtures';
import { fakeApi, renderRoutes } from '../../testing/render';
import { FullTimes } from './full-times';

// Join waitlist on a full time, for a player the training's grade rule does not take: the toast
// says why in the rule's own words, as checkout's dialog does, not behind a field name.
const GRADE_MESSAGE = gradeMismatchMessage(7, 2032, 13, 14);

const slot: GeneratedSlot = {
  id: 1,
  booking_date: '2026-11-29',
  training_start_date_time: '2026-11-29T16:00:00.000Z',
  training_end_date_time: '2026-11-29T17:00:00.000Z',
  from_time: '2026-11-29T16:00:00.000Z',
  to_time: '2026-11-29T17:00:00.000Z',
  free_slot: 0,
  selected_trainings: [9],
};

/** A signed-in family, as the header's session would have it. */
function signIn() {
  const client = clientAttributes();
  window.localStorage.setItem(AUTH_TOKEN_KEY, `${client.id}-token`);
  window.localStorage.setItem(USER_KEY, JSON.stringify(client));
}

const renderFullTimes = (slots: GeneratedSlot[] = [slot]) =>
  renderRoutes(
    [
      {
        path: '/t',
        element: (
          <FullTimes serviceId={9} serviceSlug="trainer-9" slots={slots} timeZone="America/New_York" />
        ),
      },
    ],
    '/t',
  );

describe('Join waitlist (full times)', () => {
  it('says "Trainer booked" on a time the trainer gave another training, "Full" on a full one', async () => {
    fakeApi((call) =>
      call.method === 'GET' && call.path === '/v1/client/waitlist' ? { body: { data: [] } } : undefined,
    );
    const busy: GeneratedSlot = {
      ...slot,
      training_start_date_time: '2026-11-29T18:00:00.000Z',
      training_end_date_time: '2026-11-29T19:00:00.000Z',
      from_time: '2026-11-29T18:00:00.000Z',
      to_time: '2026-11-29T19:00:00.000Z',
      trainer_busy: true,
    };
    renderFullTimes([slot, busy]);
    const times = await screen.findAllByTestId('full-time');
    expect(times.map((t) => t.textContent)).toEqual([
      expect.stringMatching(/^11:00 AM - 12:00 PMFull/),
      expect.stringMatching(/^1:00 PM - 2:00 PMTrainer booked/),
    ]);
    expect(screen.getByText(/^Taken — join the waitlist/)).toBeTruthy();
  });

  it('shows a grade refusal as the rule says it, without the field name', async () => {
    signIn();
    const calls = fakeApi((call) => {
      if (call.method === 'GET' && call.path === '/v1/client/waitlist') return { body: { data: [] } };
      if (call.method === 'POST' && call.path === '/v1/client/waitlist') {
        return { status: 422, body: { errors: [{ grade: GRADE_MESSAGE }] } };
      }
      return undefined;
    });
    const { user } = renderFullTimes();
    await user.click(await screen.findByRole('button', { name: /Join waitlist/ }));
    expect(await screen.findByText(GRADE_MESSAGE)).toBeTruthy();
    expect(screen.queryByText(`Grade ${GRADE_MESSAGE}`)).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('joins once on a double click: the second click is not sent (it would answer "already on the waitlist")', async () => {
    signIn();
    const calls = fakeApi((call) => {
      if (call.method === 'GET' && call.path === '/v1/client/waitlist') return { body: { data: [] } };
      if (call.method === 'POST' && call.path === '/v1/client/waitlist') {
        return { status: 409, body: { errors: ['You are already on the waitlist for this time slot'] } };
      }
      return undefined;
    });
    renderFullTimes();
    // Two clicks before the page re-renders, as a quick double click lands in a browser.
    const join = await screen.findByRole('button', { name: /Join waitlist/ });
    fireEvent.click(join);
    fireEvent.click(join);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('names the player who waits when the family has several', async () => {
    signIn();
    fakeApi((call) => {
      if (call.method === 'GET' && call.path === '/v1/client/waitlist') return { body: { data: [] } };
      if (call.method === 'GET' && call.path === '/v1/client/players') {
        return {
          body: playersList([
            playerAttributes(1, { first_name: 'Jordan', last_name: 'Carter' }),
            playerAttributes(2, { first_name: 'Riley', last_name: 'Carter', active: true }),
          ]),
        };
      }
      if (call.method === 'POST' && call.path === '/v1/client/waitlist') {
        return {
          status: 201,
          body: {
            data: {
              id: '5',
              type: 'waitlist_entry',
              attributes: {
                id: 5,
                status: 'waiting',
                place: 2,
                provided_service_id: 9,
                service_name: 'Speed',
                service_slug: 'speed',
                athlete_slug: 'pat',
                athlete_name: 'Pat Lee',
                player_name: 'Riley',
                player_id: 2,
                starts_at: slot.training_start_date_time,
                ends_at: slot.training_end_date_time,
                offer_expires_at: null,
                booking_id: null,
                created_at: '2026-11-27T12:00:00.000Z',
              },
            },
          },
        };
      }
      return undefined;
    });
    const { user } = renderFullTimes();
    // The players are known before the click (the page has them by then).
    await screen.findByRole('button', { name: /Join waitlist/ });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await user.click(await screen.findByRole('button', { name: /Join waitlist/ }));
    expect(await screen.findByText('Riley joined the waitlist: 2nd in line.')).toBeTruthy();
  });
});
