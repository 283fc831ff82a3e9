import { Alert, Badge, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { BookingAttributes } from '../../../shared/api/bookings';
import { bookingStatusDisplay, playerCanCancel } from '../../../shared/domain/booking-status';
import { WRITTEN_TEXT_STYLE } from '../../components/detail-card';
import { cancellationRequestTitle, cancelMoneyNote, expiredLine, waitingLine } from './booking-display';
import { useBookingAnswers } from './use-booking-answers';

export const CONTACT_TRAINER_TIP = 'To cancel this booking, please contact your trainer.';

/** SPEC §4 badge ('Expired' for a request nobody answered); it never shrinks into 'UPCOM…'. */
export function BookingStatusBadge({ booking }: { booking: BookingAttributes }) {
  const { label, color } = bookingStatusDisplay(booking.status, booking.expired);
  return (
    <Badge color={color} variant="light" style={{ flexShrink: 0 }} data-testid="booking-status">
      {label}
    </Badge>
  );
}

/** Where a pending request stands, or why an expired one ended; nothing for the others. */
export function BookingStatusNote({ booking, timeZone }: { booking: BookingAttributes; timeZone: string }) {
  const line = expiredLine(booking) ?? waitingLine(booking, timeZone);
  if (!line) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="booking-status-note">
      {line}
    </Text>
  );
}

/**
 * SPEC §2 card: 'Need to cancel?' points a player who cannot cancel to the trainer. Below the
 * button, so that on a phone it does not cover the booking's own day and time above it.
 */
export function NeedToCancelHelp() {
  return (
    <Tooltip
      label={CONTACT_TRAINER_TIP}
      multiline
      w={220}
      position="bottom"
      withArrow
      events={{ hover: true, focus: true, touch: true }}
    >
      <Button variant="subtle" color="gray" size="xs">
        Need to cancel?
      </Button>
    </Tooltip>
  );
}

/**
 * The player's own way out, confirmed first: Withdraw request while the trainer has not answered
 * (ADR 0068), or Cancel within the free cancellation period for a full refund (ADR 0046).
 */
export function OwnCancelButton({ booking }: { booking: BookingAttributes }) {
  const answers = useBookingAnswers();
  if (!booking.can_withdraw && !booking.can_cancel_free) return null;
  return (
    <Button
      color="red"
      variant="light"
      size="xs"
      loading={answers.cancelling}
      onClick={() => answers.confirmOwnCancel(booking)}
    >
      {booking.can_withdraw ? 'Withdraw request' : 'Cancel'}
    </Button>
  );
}

/**
 * The trainer's cancellation request as the player answers it: who asked, their note, what
 * cancelling does with the money, Cancel and (for a booking that had been accepted) Keep booking.
 */
export function CancellationRequest({ booking }: { booking: BookingAttributes }) {
  const answers = useBookingAnswers();
  const title = cancellationRequestTitle(booking);
  if (!title) return null;
  const money = cancelMoneyNote(booking);
  return (
    <Alert
      color="orange"
      variant="light"
      radius="md"
      title={title}
      icon={<IconAlertTriangle size={18} aria-hidden />}
      data-testid="cancellation-request"
    >
      <Stack gap="xs">
        {booking.trainer_notes && (
          <Text size="sm" style={WRITTEN_TEXT_STYLE}>
            “{booking.trainer_notes}”
          </Text>
        )}
        {money && <Text size="sm">{money}</Text>}
        <Group gap="xs">
          {playerCanCancel(booking) && (
            <Button
              color="red"
              variant="filled"
              size="xs"
              loading={answers.cancelling}
              disabled={answers.keeping}
              onClick={() => answers.confirmCancel(booking)}
            >
              Cancel
            </Button>
          )}
          {booking.can_keep && (
            <Button
              variant="default"
              size="xs"
              loading={answers.keeping}
              disabled={answers.cancelling}
              onClick={() => answers.keep(booking)}
            >
              Keep booking
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
