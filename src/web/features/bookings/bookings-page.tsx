import { Container, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCalendarOff } from '@tabler/icons-react';
import { useState } from 'react';
import { CLIENT_CALENDAR_FEED_PATH } from '../../../shared/api/calendar-feeds';
import { PRODUCT_NAME } from '../../../shared/constants';
import { guessTimeZone } from '../../../shared/domain/display';
import { CalendarFeedButton } from '../../components/calendar-feed';
import { FullPageLoader } from '../../components/full-page-loader';
import { InfiniteSentinel } from '../../components/infinite-sentinel';
import { apiRequest } from '../../lib/api-client';
import { useSeveralPlayers } from '../auth/api';
import { type BookingTab, useBookingList } from './api';
import { BookingCard } from './booking-card';

function BookingList({ tab, enabled }: { tab: BookingTab; enabled: boolean }) {
  const list = useBookingList(tab, enabled);
  const timeZone = guessTimeZone();
  const severalPlayers = useSeveralPlayers(false);

  if (list.isPending) return <FullPageLoader />;
  // SPEC §2: bookings whose athlete is missing are hidden.
  const bookings = (list.data?.pages ?? []).flatMap((page) => page.data).filter((b) => b.attributes.athlete);
  if (bookings.length === 0 && !list.hasNextPage) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="xs" c="dimmed">
          <IconCalendarOff size={40} stroke={1.5} aria-hidden />
          <Text>No Bookings Available</Text>
        </Stack>
      </Paper>
    );
  }
  // The cards name the player when the family has several (ADR 0045): as the header or profile
  // loaded them, or as these bookings show.
  const showPlayer = severalPlayers || new Set(bookings.map((b) => b.attributes.player?.id)).size > 1;
  return (
    <Stack gap="md">
      {bookings.map((booking) => (
        <BookingCard key={booking.id} booking={booking} timeZone={timeZone} showPlayer={showPlayer} />
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
  const [tab, setTab] = useState<BookingTab>('active');
  const [rejectedOpened, setRejectedOpened] = useState(false);

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1}>Bookings</Title>
          <CalendarFeedButton request={apiRequest} path={CLIENT_CALENDAR_FEED_PATH} what="your bookings" />
        </Group>
        <Tabs
          value={tab}
          onChange={(value) => {
            const next: BookingTab = value === 'rejected' ? 'rejected' : 'active';
            if (next === 'rejected') setRejectedOpened(true);
            setTab(next);
          }}
        >
          <Tabs.List grow>
            <Tabs.Tab value="active">Confirmed/Cancelled Bookings</Tabs.Tab>
            <Tabs.Tab value="rejected">Rejected Bookings</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="active" pt="md">
            <BookingList tab="active" enabled />
          </Tabs.Panel>
          <Tabs.Panel value="rejected" pt="md">
            {rejectedOpened && <BookingList tab="rejected" enabled={rejectedOpened} />}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
