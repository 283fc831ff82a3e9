// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiRequest } from '../lib/api-client';
import { fakeApi, renderRoutes } from '../testing/render';
import { CalendarFeedButton, type FeedRequest } from './calendar-feed';

const PATH = '/v1/client/calendar_feed';
const request: FeedRequest = (path, options) => apiRequest(path, options);

describe('the calendar feed button', () => {
  it('makes one link on a double click: a second would stop the first at once', async () => {
    let made = 0;
    const calls = fakeApi((call) => {
      if (call.path !== PATH) return undefined;
      if (call.method === 'GET') return { body: { data: { url: null } } };
      made += 1;
      return { body: { data: { url: `https://trainhub.example/calendar/feed-${made}.ics` } } };
    });
    const { user } = renderRoutes(
      [{ path: '/', element: <CalendarFeedButton request={request} path={PATH} what="your bookings" /> }],
      '/',
    );
    await user.click(screen.getByRole('button', { name: 'Calendar feed' }));
    // Two clicks before the page re-renders, as a quick double click lands in a browser.
    const create = await screen.findByRole('button', { name: 'Create my calendar link' });
    fireEvent.click(create);
    fireEvent.click(create);
    const link = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Your private calendar link' });
    await waitFor(() => expect(link.value).toBe('https://trainhub.example/calendar/feed-1.ics'));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});
