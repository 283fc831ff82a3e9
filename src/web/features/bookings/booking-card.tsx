import { Avatar, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import type { BookingResource } from '../../../shared/api/bookings';
import { needsTrainerToCancel, releasesSeats } from '../../../shared/domain/booking-status';
import { formatPrice } from '../../../shared/domain/money';
import { playerName } from '../auth/api';
import { bookingWhen, moneyBackLine, placeLabel, trainerName } from './booking-display';
import {
  BookingStatusBadge,
  BookingStatusNote,
  CancellationRequest,
  NeedToCancelHelp,
  OwnCancelButton,
} from './booking-status';

interface BookingCardProps {
  booking: BookingResource;
  timeZone: string;
  /** The family has several players: the card names the one the booking is for (ADR 0045). */
  showPlayer?: boolean;
}

/**
 * One booking in the list: what, who, when, status, Details, and either the trainer's
 * cancellation request (Cancel / Keep booking) or, while it is still ahead, 'Need to cancel?'.
 */
export function BookingCard({ booking, timeZone, showPlayer = false }: BookingCardProps) {
  const b = booking.attributes;
  const titleId = useId();
  // An article named by its training: a screen reader lists the bookings by their headings, and
  // each card's Details and Cancel belong to the booking it is in.
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      p="md"
      data-testid="booking-card"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Avatar src={b.athlete?.profile_image} radius="xl" alt="" />
            <div style={{ minWidth: 0 }}>
              <Text component="h2" id={titleId} fw={600} fz="md" m={0} style={{ overflowWrap: 'anywhere' }}>
                {b.provided_service?.name ?? 'Training'}
              </Text>
              <Text size="sm" c="dimmed">
                with {trainerName(b)}
              </Text>
              {showPlayer && b.player && (
                <Text size="sm" fw={500} data-testid="booking-player">
                  For {playerName(b.player)}
                </Text>
              )}
            </div>
          </Group>
          <BookingStatusBadge booking={b} />
        </Group>
        <Text size="sm">{bookingWhen(b, timeZone)}</Text>
        <Text size="sm" c="dimmed">
          {placeLabel(b)}
        </Text>
        <BookingStatusNote booking={b} timeZone={timeZone} />
        <CancellationRequest booking={b} />
        <Group justify="space-between">
          <div>
            <Text size="sm" fw={600}>
              {formatPrice(b.amount)}
            </Text>
            {/* An ended booking says what became of its money, as its page does. */}
            {releasesSeats(b.status) && moneyBackLine(b) && (
              <Text size="xs" c="dimmed">
                {moneyBackLine(b)}
              </Text>
            )}
          </div>
          <Group gap="xs">
            <Button component={Link} to={`/bookings/${b.id}`} variant="light" size="xs">
              Details
            </Button>
            {b.can_withdraw || b.can_cancel_free ? (
              <OwnCancelButton booking={b} />
            ) : (
              needsTrainerToCancel(b) && <NeedToCancelHelp />
            )}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
