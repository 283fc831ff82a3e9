import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import type { WaitlistEntryAttributes } from '../../../shared/api/waitlist';
import { HELPER_TOAST_MS } from '../../../shared/constants';
import { formatInstantDate, formatInstantTime } from '../../../shared/domain/display';
import { ordinal } from '../../../shared/domain/waitlist';
import { FullPageLoader } from '../../components/full-page-loader';
import { useLeaveWaitlist, useWaitlist } from './api';

/** When a place's session is, in the reader's zone (SPEC §9 formats). */
export function placeTime(place: WaitlistEntryAttributes, timeZone: string): string {
  return `${formatInstantDate(place.starts_at, timeZone)} ${formatInstantTime(place.starts_at, timeZone)} - ${formatInstantTime(place.ends_at, timeZone)}`;
}

function Place({ place, timeZone }: { place: WaitlistEntryAttributes; timeZone: string }) {
  const leave = useLeaveWaitlist();
  const offered = place.status === 'offered';
  return (
    <Paper withBorder radius="md" p="md" data-testid="waitlist-place">
      <Stack gap={6}>
        <Text fw={700}>
          {place.service_name} with {place.athlete_name}
        </Text>
        <Text size="sm">
          {placeTime(place, timeZone)} · for {place.player_name}
        </Text>
        {offered && place.offer_expires_at ? (
          <Text size="sm" c="green.8" fw={600}>
            A spot is held for you until {formatInstantDate(place.offer_expires_at, timeZone)}{' '}
            {formatInstantTime(place.offer_expires_at, timeZone)}
          </Text>
        ) : (
          <Text size="sm" fw={600}>
            {place.place === null ? 'Waiting' : `${ordinal(place.place)} in line`}
          </Text>
        )}
        <Group gap="xs">
          {offered && (
            <Button component={Link} to={`/bookings?claim=${place.id}`} size="xs">
              Claim your spot
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            loading={leave.isPending}
            onClick={() =>
              leave.mutate(place.id, {
                onSuccess: () =>
                  notifications.show({
                    message: 'You left the waitlist.',
                    color: 'green',
                    autoClose: HELPER_TOAST_MS,
                  }),
              })
            }
          >
            Leave
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The bookings page's 'Waitlist' tab: each place in line with its place and Leave. */
export function WaitlistSection({ timeZone }: { timeZone: string }) {
  const list = useWaitlist();
  if (list.isPending) return <FullPageLoader />;
  const places = list.data?.data ?? [];
  if (places.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        You are not on any waitlist.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {places.map((p) => (
        <Place key={p.id} place={p.attributes} timeZone={timeZone} />
      ))}
    </Stack>
  );
}
