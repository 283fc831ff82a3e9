import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CreateBookingBody } from '../../../shared/api/bookings';
import { HELPER_TOAST_MS } from '../../../shared/constants';
import type { CheckoutRouteState } from '../../../shared/domain/checkout-state';
import { ApiError } from '../../lib/api-error';
import { notifyError } from '../../lib/notify-error';
import { clearAllStorage } from '../../lib/session-storage';
import { useCreateBooking } from '../bookings/api';
import { clearCheckoutStorage } from './checkout-storage';

export const BOOKED_MESSAGE = 'You are all booked! See below for your training details.';

/** The first keyed error with this key (the server keys eligibility errors `grade` / `gender`). */
function keyedError(error: unknown, key: string): string | null {
  if (!(error instanceof ApiError)) return null;
  for (const entry of error.entries) {
    if (typeof entry !== 'string' && typeof entry[key] === 'string') return entry[key];
  }
  return null;
}

export function bookingBody(
  state: CheckoutRouteState,
  notes: string,
  cardId: number | null,
): CreateBookingBody {
  return {
    booking: {
      provided_service_id: state.providedService.id,
      booking_date: state.bookingDate ?? undefined,
      from_time: state.selectedSlot?.training_start_date_time,
      notes: notes.trim() || null,
      location: state.location?.location ?? null,
      address: state.location?.address ?? null,
    },
    card_id: cardId,
  };
}

/** SPEC §4 submission: success message, local state cleared, guests logged out and sent home. */
export function useSubmitBooking(state: CheckoutRouteState) {
  const create = useCreateBooking();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [gradeMessage, setGradeMessage] = useState<string | null>(null);
  const [genderMessage, setGenderMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  function submit(notes: string, cardId: number | null, isGuest: boolean) {
    setFailure(null);
    setGenderMessage(null);
    create.mutate(bookingBody(state, notes, cardId), {
      onSuccess: () => {
        notifications.show({ message: BOOKED_MESSAGE, color: 'green', autoClose: HELPER_TOAST_MS });
        clearCheckoutStorage();
        if (isGuest) {
          clearAllStorage();
          queryClient.clear();
          void navigate('/', { replace: true });
        } else {
          void navigate('/bookings', { replace: true });
        }
      },
      onError: (error) => {
        const grade = keyedError(error, 'grade');
        const gender = keyedError(error, 'gender');
        if (grade) setGradeMessage(grade);
        else if (gender) setGenderMessage(gender);
        else {
          notifyError(error);
          setFailure(error.message);
        }
      },
    });
  }

  return { submit, isPending: create.isPending, gradeMessage, genderMessage, failure };
}
