// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { BookingResource } from '../../../shared/api/bookings';
import { queryClient } from '../../app/query-client';
import { AUTH_TOKEN_KEY } from '../../lib/session-storage';
import { bookingResource, listPage, playerAttributes, playersList } from '../../testing/fixtures';
import { type ApiCall, type ApiReply, fakeApi, renderRoutes, scrollToBottom } from '../../testing/render';
import { BookingsPage } from './bookings-page';
import { CANCELLED_MESSAGE } from './use-booking-answers';

const EMPTY = 'No Bookings Available';

type Tab = 'active' | 'rejected';

/** The list call's tab and page, or null for any other call. */
function listCall(call: ApiCall): { tab: Tab; page: number } | null {
  if (call.method !== 'GET' || call.path !== '/v1/client/bookings') return null;
  const tab: Tab = call.query.get('q[status_eq]') === '3' ? 'rejected' : 'active';
  return { tab, page: Number(call.query.get('page')) };
}

/** The server's bookings lists: `pages[tab][n - 1]` answers page n (an `ApiReply` answers as given). */
function serveBookings(pages: Partial<Record<Tab, Array<BookingResource[] | ApiReply>>>): ApiCall[] {
  return fakeApi((call) => {
    const list = listCall(call);
    if (!list) return undefined;
    const tabPages = pages[list.tab] ?? [[]];
    const page = tabPages[list.page - 1];
    if (page === undefined) return { status: 404, body: { errors: ['Not found'] } };
    if (!Array.isArray(page)) return page;
    return { body: listPage(page, list.page, tabPages.length) };
  });
}

/** Ten bookings with their own ids and training names (`Training 1`…). */
function tenBookings(from: number): BookingResource[] {
  return Array.from({ length: 10 }, (_, i) => {
    const resource = bookingResource({ id: from + i });
    const service = resource.attributes.provided_service;
    if (service) service.name = `Training ${from + i}`;
    return resource;
  });
}

function renderBookings() {
  return renderRoutes([{ path: '/bookings', element: <BookingsPage /> }], '/bookings');
}

function panel(name: string) {
  return screen.getByRole('tabpanel', { name });
}

const ACTIVE_TAB = 'Confirmed/Cancelled Bookings';
const REJECTED_TAB = 'Rejected Bookings';

beforeEach(() => {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'player-token');
});

describe('/bookings (SPEC §2 Bookings)', () => {
  it('does not show a booking whose trainer is missing', async () => {
    const kept = bookingResource({ id: 1 });
    const orphan = bookingResource({ id: 2, athlete: null });
    if (orphan.attributes.provided_service) orphan.attributes.provided_service.name = 'Goalkeeping Basics';
    serveBookings({ active: [[kept, orphan]] });
    renderBookings();

    const active = panel(ACTIVE_TAB);
    expect(await within(active).findByText('1-on-1 Positional Mechanics')).toBeTruthy();
    expect(within(active).getByText('with Ruth Witting')).toBeTruthy();
    expect(within(active).queryByText('Goalkeeping Basics')).toBeNull();
    expect(within(active).getAllByTestId('booking-card')).toHaveLength(1);
  });

  it('lists each booking as an article named by its training, its heading, with its own Details', async () => {
    serveBookings({ active: [[bookingResource({ id: 1 })]] });
    renderBookings();

    const card = await within(panel(ACTIVE_TAB)).findByRole('article', {
      name: '1-on-1 Positional Mechanics',
    });
    expect(within(card).getByRole('heading', { name: '1-on-1 Positional Mechanics' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Details' }).getAttribute('href')).toBe('/bookings/1');
  });

  it('marks where the past bookings begin, after those still to come', async () => {
    const inAWeek = new Date(Date.now() + 7 * 86_400_000);
    const lastWeek = new Date(Date.now() - 7 * 86_400_000);
    const at = (d: Date) => ({
      training_start_date_time: new Date(d.getTime() - 3_600_000).toISOString(),
      training_end_date_time: d.toISOString(),
    });
    const ahead = bookingResource({ id: 1, ...at(inAWeek) });
    const over = bookingResource({ id: 2, ...at(lastWeek) });
    if (over.attributes.provided_service) over.attributes.provided_service.name = 'Goalkeeping Basics';
    serveBookings({ active: [[ahead, over]] });
    renderBookings();

    const active = panel(ACTIVE_TAB);
    await within(active).findByText('Goalkeeping Basics');
    const order = within(active)
      .getAllByText(/^(1-on-1 Positional Mechanics|Goalkeeping Basics|Past bookings)$/)
      .map((e) => e.textContent);
    expect(order).toEqual(['1-on-1 Positional Mechanics', 'Past bookings', 'Goalkeeping Basics']);
  });

  it('draws no line over a list of past bookings alone', async () => {
    const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString();
    serveBookings({
      active: [
        [bookingResource({ id: 2, training_start_date_time: lastWeek, training_end_date_time: lastWeek })],
      ],
    });
    renderBookings();

    const active = panel(ACTIVE_TAB);
    await within(active).findByText('1-on-1 Positional Mechanics');
    expect(within(active).queryByText('Past bookings')).toBeNull();
  });

  it('reads "No Bookings Available" when every booking on it has lost its trainer', async () => {
    serveBookings({ active: [[bookingResource({ athlete: null })]] });
    renderBookings();

    const active = panel(ACTIVE_TAB);
    expect(await within(active).findByText(EMPTY)).toBeTruthy();
    expect(within(active).queryAllByTestId('booking-card')).toHaveLength(0);
  });

  it('reads "No Bookings Available" on the Confirmed/Cancelled tab with no bookings, and has not asked for the rejected ones', async () => {
    const calls = serveBookings({ active: [[]], rejected: [[bookingResource({ status: 'rejected' })]] });
    renderBookings();

    expect(await within(panel(ACTIVE_TAB)).findByText(EMPTY)).toBeTruthy();
    expect(screen.getByRole('tab', { name: ACTIVE_TAB, selected: true })).toBeTruthy();
    expect(calls.map(listCall).filter((c) => c !== null)).toEqual([{ tab: 'active', page: 1 }]);
  });

  it('names the player on a tab that lists one player’s bookings of a family of several', async () => {
    const emma = { id: 22, first_name: 'Emma', last_name: 'Hayes' };
    const expired = bookingResource({ status: 'rejected', player: emma });
    fakeApi((call) => {
      if (call.method === 'GET' && call.path === '/v1/client/players') {
        return {
          body: playersList([
            playerAttributes(21, { first_name: 'Casey', last_name: 'Hayes', active: true }),
            playerAttributes(22, { first_name: 'Emma', last_name: 'Hayes' }),
          ]),
        };
      }
      const list = listCall(call);
      if (!list) return undefined;
      return { body: listPage(list.tab === 'rejected' ? [expired] : [], 1, 1) };
    });
    const { user } = renderBookings();
    await user.click(await screen.findByRole('tab', { name: REJECTED_TAB }));
    const rejected = panel(REJECTED_TAB);
    expect((await within(rejected).findByTestId('booking-player')).textContent).toBe('For Emma Hayes');
  });

  it('tells the player their Cancel was saved though the list refreshed meanwhile and took the request away', async () => {
    const asked = { status: 'incomplete', allowed_cancel: true, cancellation_requested: true } as const;
    let cancelled = false;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const calls = fakeApi((call) => {
      const list = listCall(call);
      if (list) {
        const booking = bookingResource(cancelled ? { id: 1, status: 'cancelled' } : { id: 1, ...asked });
        return { body: listPage(list.tab === 'active' ? [booking] : [], 1, 1) };
      }
      if (call.method === 'PUT' && call.path === '/v1/client/bookings/1' && call.body === undefined) {
        // Saved at once; the answer reaches the browser only when the test lets it.
        cancelled = true;
        return answered.then(() => ({ body: { data: bookingResource({ id: 1, status: 'cancelled' }) } }));
      }
      return undefined;
    });
    const { user } = renderBookings();
    const request = await within(panel(ACTIVE_TAB)).findByTestId('cancellation-request');
    await user.click(within(request).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, cancel it' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));

    // The list is refreshed (another tab's change, a page coming back) before the answer is back:
    // the request's notice, whose Cancel asked, is gone.
    await queryClient.invalidateQueries();
    await waitFor(() => expect(within(panel(ACTIVE_TAB)).queryByTestId('cancellation-request')).toBeNull());
    answer();

    expect(await screen.findByText(CANCELLED_MESSAGE)).toBeTruthy();
    expect(within(panel(ACTIVE_TAB)).getByText('Cancelled', { exact: true })).toBeTruthy();
  });

  it('loads the Rejected tab when it is first opened and reads "No Bookings Available" there when it is empty', async () => {
    const calls = serveBookings({ active: [[bookingResource()]], rejected: [[]] });
    const { user } = renderBookings();
    expect(await within(panel(ACTIVE_TAB)).findByText('1-on-1 Positional Mechanics')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: REJECTED_TAB }));

    const rejected = panel(REJECTED_TAB);
    expect(await within(rejected).findByText(EMPTY)).toBeTruthy();
    expect(calls.map(listCall).filter((c) => c !== null)).toEqual([
      { tab: 'active', page: 1 },
      { tab: 'rejected', page: 1 },
    ]);
    // The other tab's bookings are not what this one shows.
    expect(within(rejected).queryAllByTestId('booking-card')).toHaveLength(0);
  });

  it('loads the next page at the bottom of the list and stops paging after a page fails to load', async () => {
    const calls = serveBookings({
      active: [
        tenBookings(1),
        tenBookings(11),
        { status: 500, body: { errors: ['Something went wrong on our side'] } },
        tenBookings(31),
      ],
    });
    renderBookings();
    const active = panel(ACTIVE_TAB);
    expect(await within(active).findByText('Training 10')).toBeTruthy();

    // At the bottom of the first page the second one loads.
    scrollToBottom();
    expect(await within(active).findByText('Training 20')).toBeTruthy();

    // The third page fails (the app tries a failed load once more): the visitor is told, what
    // loaded stays, and no further request goes out however long the list's end is in view.
    expect(await screen.findByText('Something went wrong on our side')).toBeTruthy();
    const pagesAsked = () =>
      calls
        .map(listCall)
        .filter((c) => c !== null)
        .map((list) => list?.page);
    await waitFor(() => expect(pagesAsked()).toEqual([1, 2, 3, 3]));
    await new Promise((resolve) => setTimeout(resolve, 300));
    scrollToBottom();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(pagesAsked()).toEqual([1, 2, 3, 3]);
    expect(within(active).getAllByTestId('booking-card')).toHaveLength(20);
    expect(within(active).queryByText('Training 31')).toBeNull();
    expect(within(active).queryByText(EMPTY)).toBeNull();
  });
});
