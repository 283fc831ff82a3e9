import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { BookingAttributes } from '../../../shared/api/bookings';
import { HELPER_TOAST_MS } from '../../../shared/constants';
import { toastWhenSaved } from '../../lib/toasts';
import { useCancelBooking, useUpdateBookingStatus } from './api';
import { cancelMoneyNote, freeCancelMoneyNote, trainerFirstName } from './booking-display';

export const CANCELLED_MESSAGE = 'Cancelled successfuly!';
export const STATUS_UPDATED_MESSAGE = 'Status updated successfuly!';

/** The success toast once the answer is saved, whether or not the button that asked is still there. */
function toastWhenDone(saved: Promise<unknown>, message: string) {
  toastWhenSaved(saved, { message, color: 'green', autoClose: HELPER_TOAST_MS });
}

/**
 * The player's two answers to a trainer's cancellation request (SPEC §4): Cancel (the PUT with
 * no body, confirmed first) and Keep booking (the PUT with status 'accepted'). Both refetch
 * every booking query, so the list and the detail page show the new status.
 */
export function useBookingAnswers() {
  const cancel = useCancelBooking();
  const update = useUpdateBookingStatus();

  function confirmCancel(booking: BookingAttributes) {
    const money = cancelMoneyNote(booking);
    modals.openConfirmModal({
      title: 'Cancel this booking?',
      children: (
        <Stack gap="xs">
          <Text size="sm">{trainerFirstName(booking)} asked to cancel this training. Cancel it now?</Text>
          {money && <Text size="sm">{money}</Text>}
        </Stack>
      ),
      labels: { confirm: 'Yes, cancel it', cancel: 'Go back' },
      confirmProps: { color: 'red' },
      onConfirm: () => toastWhenDone(cancel.mutateAsync(booking.id), CANCELLED_MESSAGE),
    });
  }

  /**
   * The player's own way out, confirmed first: withdrawing a request the trainer has not answered
   * (ADR 0068), or cancelling within the free cancellation period (ADR 0046).
   */
  function confirmOwnCancel(booking: BookingAttributes) {
    const trainer = trainerFirstName(booking);
    const withdraw = booking.can_withdraw;
    modals.openConfirmModal({
      title: withdraw ? 'Withdraw this request?' : 'Are you sure?',
      children: (
        <Stack gap="xs">
          <Text size="sm">
            {withdraw
              ? `${trainer} has not answered it yet. Withdrawing cancels the request, and ${trainer} is told. You will not be able to recover it.`
              : 'This cancels your booking within its free cancellation period. You will not be able to recover it.'}
          </Text>
          <Text size="sm">{freeCancelMoneyNote(booking)}</Text>
        </Stack>
      ),
      labels: { confirm: withdraw ? 'Yes, withdraw it' : 'Yes, cancel it!', cancel: 'No' },
      confirmProps: { color: 'red' },
      onConfirm: () => toastWhenDone(cancel.mutateAsync(booking.id), CANCELLED_MESSAGE),
    });
  }

  function keep(booking: BookingAttributes) {
    toastWhenDone(update.mutateAsync({ id: booking.id, status: 'accepted' }), STATUS_UPDATED_MESSAGE);
  }

  return {
    confirmCancel,
    confirmOwnCancel,
    keep,
    cancelling: cancel.isPending,
    keeping: update.isPending,
  };
}
