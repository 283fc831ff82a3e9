// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { GeneratedSlot } from '../../../shared/api/athletes';
import { gradeMismatchMessage } from '../../../shared/domain/eligibility';
import { AUTH_TOKEN_KEY, USER_KEY } from '../../lib/session-storage';
import { clientAttributes } from '../../testing/fixtures';
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

describe('Join waitlist (full times)', () => {
  it('shows a grade refusal as the rule says it, without the field name', async () => {
    const client = clientAttributes();
    window.localStorage.setItem(AUTH_TOKEN_KEY, `${client.id}-token`);
    window.localStorage.setItem(USER_KEY, JSON.stringify(client));
    const calls = fakeApi((call) => {
      if (call.method === 'GET' && call.path === '/v1/client/waitlist') return { body: { data: [] } };
      if (call.method === 'POST' && call.path === '/v1/client/waitlist') {
        return { status: 422, body: { errors: [{ grade: GRADE_MESSAGE }] } };
      }
      return undefined;
    });
    const { user } = renderRoutes(
      [{ path: '/t', element: <FullTimes serviceId={9} slots={[slot]} timeZone="America/New_York" /> }],
      '/t',
    );
    await user.click(await screen.findByRole('button', { name: /Join waitlist/ }));
    expect(await screen.findByText(GRADE_MESSAGE)).toBeTruthy();
    expect(screen.queryByText(`Grade ${GRADE_MESSAGE}`)).toBeNull();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
