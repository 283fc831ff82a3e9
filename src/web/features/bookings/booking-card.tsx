import { Avatar, Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import type { BookingResource } from '../../../shared/api/bookings';
import { playerCanCancel } from '../../../shared/domain/booking-status';
import { formatPrice } from '../../../shared/domain/display';
import {
  bookingDate,
  bookingStatusColor,
  bookingStatusLabel,
  bookingTimeRange,
  placeLabel,
  trainerName,
} from './booking-display';

export const CONTACT_TRAINER_TIP = 'To cancel this booking, please contact your trainer.';

interface BookingCardProps {
  booking: BookingResource;
  timeZone: string;
  onCancel: (id: number) => void;
  cancelling: boolean;
}

/** One booking in the list: what, who, when, status, and Details plus Cancel (or a contact hint). */
export function BookingCard({ booking, timeZone, onCancel, cancelling }: BookingCardProps) {
  const b = booking.attributes;
  const canCancel = playerCanCancel(b);
  return (
    <Paper withBorder radius="lg" p="md" data-testid="booking-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={b.athlete?.profile_image} radius="xl" alt="" />
            <div>
              <Text fw={600}>{b.provided_service?.name ?? 'Training'}</Text>
              <Text size="sm" c="dimmed">
                with {trainerName(b)}
              </Text>
            </div>
          </Group>
          <Badge color={bookingStatusColor(b.status)} variant="light">
            {bookingStatusLabel(b.status)}
          </Badge>
        </Group>
        <Text size="sm">
          {bookingDate(b, timeZone)} · {bookingTimeRange(b, timeZone)}
          {b.package && b.sessions_count > 1 ? ` · ${b.sessions_count} sessions` : ''}
        </Text>
        <Text size="sm" c="dimmed">
          {placeLabel(b)}
        </Text>
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            {formatPrice(b.amount)}
          </Text>
          <Group gap="xs">
            <Button component={Link} to={`/bookings/${b.id}`} variant="light" size="xs">
              Details
            </Button>
            {canCancel ? (
              <Button
                color="red"
                variant="outline"
                size="xs"
                loading={cancelling}
                onClick={() => onCancel(b.id)}
              >
                Cancel
              </Button>
            ) : (
              <Tooltip
                label={CONTACT_TRAINER_TIP}
                multiline
                w={220}
                events={{ hover: true, focus: true, touch: true }}
              >
                <Button variant="subtle" color="gray" size="xs">
                  Need to cancel?
                </Button>
              </Tooltip>
            )}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
