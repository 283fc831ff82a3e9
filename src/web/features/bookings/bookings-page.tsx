import { Container, Divider, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCalendarOff } from '@tabler/icons-react';
import { Fragment, lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CLIENT_CALENDAR_FEED_PATH } from '../../../shared/api/calendar-feeds';
import { PRODUCT_NAME } from '../../../shared/constants';
import { guessTimeZone } from '../../../shared/domain/display';
import { CalendarFeedButton } from '../../components/calendar-feed';
import { FullPageLoader } from '../../components/full-page-loader';
import { InfiniteSentinel } from '../../components/infinite-sentinel';
import { TimeZoneNote } from '../../components/time-zone-note';
import { apiRequest } from '../../lib/api-client';
import { useSeveralPlayers } from '../auth/api';
import { SchoolOrTrainerSearch } from '../landing/landing-search';
import { type BookingTab, useBookingList } from './api';
import { BookingCard } from './booking-card';

// The waitlist (ADR 0047): the account's places in line (its tab), and a claim link's panel.
const WaitlistSection = lazy(() =>
  import('../waitlist/waitlist-section').then((module) => ({ default: module.WaitlistSection })),
);
const WaitlistClaim = lazy(() =>
  import('../waitlist/waitlist-claim').then((module) => ({ default: module.WaitlistClaim })),
);

function BookingList({ tab, enabled }: { tab: BookingTab; enabled: boolean }) {
  const list = useBookingList(tab, enabled);
  const timeZone = guessTimeZone();
  // Asked for here (one small read): a tab may list one player's bookings of a family of several.
  const severalPlayers = useSeveralPlayers();

  if (list.isPending) return <FullPageLoader />;
  // SPEC §2: bookings whose athlete is missing are hidden.
  const bookings = (list.data?.pages ?? []).flatMap((page) => page.data).filter((b) => b.attributes.athlete);
  if (bookings.length === 0 && !list.hasNextPage) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="xs" c="dimmed">
          <IconCalendarOff size={40} stroke={1.5} aria-hidden />
          <Text>No Bookings Available</Text>
          <Text size="sm">Find a school or trainer above to book a session.</Text>
        </Stack>
      </Paper>
    );
  }
  // The cards name the player when the family has several (ADR 0045): as the header or profile
  // loaded them, or as these bookings show.
  const showPlayer = severalPlayers || new Set(bookings.map((b) => b.attributes.player?.id)).size > 1;
  // The list comes with what is still to come first, soonest first, then what is over, latest
  // first (ADR 0086): a line marks where the past begins.
  const now = Date.now();
  const firstOver = bookings.findIndex((b) => Date.parse(b.attributes.training_end_date_time) <= now);
  return (
    <Stack gap="md">
      {bookings.map((booking, i) => (
        <Fragment key={booking.id}>
          {i === firstOver && i > 0 && <Divider label="Past bookings" labelPosition="left" />}
          <BookingCard booking={booking} timeZone={timeZone} showPlayer={showPlayer} />
        </Fragment>
      ))}
      <InfiniteSentinel
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        isError={list.isError}
        fetchNextPage={() => void list.fetchNextPage()}
      />
    </Stack>
  );
}

/** SPEC §2 /bookings: two tabs; the rejected list loads only when its tab is first opened. */
export function BookingsPage() {
  useDocumentTitle(`Bookings | ${PRODUCT_NAME}`);
  const [tab, setTab] = useState<BookingTab | 'waitlist'>('active');
  const [rejectedOpened, setRejectedOpened] = useState(false);
  const [waitlistOpened, setWaitlistOpened] = useState(false);
  // A waitlist offer's claim link (ADR 0047).
  const claim = Number(useSearchParams()[0].get('claim') ?? 0);

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1}>Bookings</Title>
          <CalendarFeedButton request={apiRequest} path={CLIENT_CALENDAR_FEED_PATH} what="your bookings" />
        </Group>
        {/* A signed-in family finds its next trainer here: the landing page sends it to /bookings. */}
        <SchoolOrTrainerSearch action="/bookings" />
        {claim > 0 && (
          <Suspense fallback={null}>
            <WaitlistClaim id={claim} />
          </Suspense>
        )}
        <Tabs
          value={tab}
          onChange={(value) => {
            const next = value === 'rejected' || value === 'waitlist' ? value : 'active';
            if (next === 'rejected') setRejectedOpened(true);
            if (next === 'waitlist') setWaitlistOpened(true);
            setTab(next);
          }}
          // Three tabs stay on one row on a phone: a long label wraps inside its own tab.
          styles={{ list: { flexWrap: 'nowrap' }, tab: { whiteSpace: 'normal', paddingInline: 8 } }}
        >
          <Tabs.List grow>
            <Tabs.Tab value="active">Confirmed/Cancelled Bookings</Tabs.Tab>
            <Tabs.Tab value="rejected">Rejected Bookings</Tabs.Tab>
            <Tabs.Tab value="waitlist">Waitlist</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="active" pt="md">
            <TimeZoneNote timeZone={guessTimeZone()} mb="sm" />
            <BookingList tab="active" enabled />
          </Tabs.Panel>
          <Tabs.Panel value="rejected" pt="md">
            {rejectedOpened && <BookingList tab="rejected" enabled={rejectedOpened} />}
          </Tabs.Panel>
          {/* Places in line (ADR 0047), loaded when the tab is first opened like the rejected list. */}
          <Tabs.Panel value="waitlist" pt="md">
            {waitlistOpened && (
              <Suspense fallback={<FullPageLoader />}>
                <WaitlistSection timeZone={guessTimeZone()} />
              </Suspense>
            )}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
