import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useLocation, useNavigate } from 'react-router';
import { type GeneratedSlot, slotKey } from '../../../shared/api/athletes';
import { HELPER_TOAST_MS } from '../../../shared/constants';
import { formatInstantTime } from '../../../shared/domain/display';
import { ordinal } from '../../../shared/domain/waitlist';
import { fieldError } from '../../lib/api-error';
import { notifyError } from '../../lib/notify-error';
import { useOneAtATime } from '../../lib/one-at-a-time';
import { returnTo } from '../../lib/return-path';
import { useAuthToken } from '../../lib/session-storage';
import { activePlayerOf, usePlayers } from '../auth/api';
import { heldSeatAt, useHeldSeats } from '../bookings/api';
import { useJoinWaitlist, useWaitlist } from './api';

interface FullTimesProps {
  serviceId: number;
  /** The training's slug: a private one's line is joined only by its link (ADR 0072). */
  serviceSlug: string;
  slots: readonly GeneratedSlot[];
  timeZone: string;
}

/**
 * The booking flow's full times of one day (ADR 0047), below the times that can be booked: each
 * with Join waitlist, the player's place in line once joined, or their own booking (ADR 0060).
 * Signed-out visitors sign in first.
 */
export function FullTimes({ serviceId, serviceSlug, slots, timeZone }: FullTimesProps) {
  const token = useAuthToken();
  const navigate = useNavigate();
  const location = useLocation();
  const waitlist = useWaitlist();
  const join = useJoinWaitlist();
  const oneAtATime = useOneAtATime();
  const seats = useHeldSeats(serviceId);
  const players = usePlayers().data;
  const activeId = activePlayerOf(players)?.id;
  const severalPlayers = (players?.length ?? 0) > 1;
  if (slots.length === 0) return null;
  const placeAt = (start: string) =>
    waitlist.data?.data.find(
      (p) =>
        p.attributes.provided_service_id === serviceId &&
        Date.parse(p.attributes.starts_at) === Date.parse(start),
    )?.attributes;

  function joinAt(slot: GeneratedSlot) {
    if (!token) {
      notifications.show({ message: 'Sign in to join the waitlist.', autoClose: HELPER_TOAST_MS });
      // Back to this trainer's page once signed in.
      void navigate('/login', { state: returnTo(`${location.pathname}${location.search}`) });
      return;
    }
    oneAtATime((done) =>
      join.mutate(
        {
          waitlist_entry: {
            provided_service_id: serviceId,
            provided_service_slug: serviceSlug,
            starts_at: slot.training_start_date_time,
          },
        },
        {
          onSettled: done,
          onSuccess: (res) =>
            notifications.show({
              // A family of several players is told which one waits (the active one, ADR 0045).
              message: `${severalPlayers ? `${res.data.attributes.player_name} joined` : 'You joined'} the waitlist: ${ordinal(res.data.attributes.place ?? 1)} in line.`,
              color: 'green',
              autoClose: HELPER_TOAST_MS,
            }),
          // A training's grade or gender rule refuses the player in its own words (as checkout's
          // dialog does), not behind a field name; anything else is the usual error toast.
          onError: (error) => {
            const rule = fieldError(error, 'grade') ?? fieldError(error, 'gender');
            if (rule) notifications.show({ message: rule, color: 'red', autoClose: HELPER_TOAST_MS });
            else notifyError(error);
          },
        },
      ),
    );
  }

  return (
    <Stack gap="xs" aria-label="Full times" role="group">
      <Text size="sm" c="dimmed">
        {slots.some((slot) => slot.trainer_busy) ? 'Taken' : 'Full'} — join the waitlist and we will email you
        if a spot frees up:
      </Text>
      {slots.map((slot) => {
        const label = `${formatInstantTime(slot.training_start_date_time, timeZone)} - ${formatInstantTime(slot.training_end_date_time, timeZone)}`;
        const place = placeAt(slot.training_start_date_time);
        // The active player's own seat is not waited for: it says so and leads to the booking.
        const own =
          activeId === undefined
            ? undefined
            : heldSeatAt(seats.data, slot.training_start_date_time, activeId);
        return (
          <Paper key={slotKey(slot)} withBorder radius="sm" px="sm" py="xs" data-testid="full-time">
            <Group justify="space-between" gap="xs">
              <Group gap="xs">
                <Text>{label}</Text>
                {/* Full, or every seat free but the trainer booked then for another training. */}
                <Badge color="gray" variant="light">
                  {slot.trainer_busy ? 'Trainer booked' : 'Full'}
                </Badge>
              </Group>
              {own ? (
                <Anchor component={Link} to={`/bookings/${own.booking_id}`} size="sm" fw={600}>
                  Booked for {own.player_name ?? 'your player'}
                </Anchor>
              ) : place ? (
                <Text size="sm" fw={600}>
                  {place.status === 'offered'
                    ? 'A spot is held for you'
                    : `On the waitlist · ${ordinal(place.place ?? 1)} in line`}
                </Text>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  loading={
                    join.isPending &&
                    join.variables?.waitlist_entry.starts_at === slot.training_start_date_time
                  }
                  onClick={() => joinAt(slot)}
                  aria-label={`Join waitlist for ${label}`}
                >
                  Join waitlist
                </Button>
              )}
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
