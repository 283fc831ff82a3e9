import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type CreateBookingBody, TERMS_CHANGED_MESSAGE } from '../../../shared/api/bookings';
import { HELPER_TOAST_MS } from '../../../shared/constants';
import type { CheckoutRouteState } from '../../../shared/domain/checkout-state';
import { priceLines } from '../../../shared/domain/pricing';
import { fieldError } from '../../lib/api-error';
import { notifyError } from '../../lib/notify-error';
import { clearAllStorage } from '../../lib/session-storage';
import { athleteKeys } from '../athletes/api';
import { useSessionUser } from '../auth/api';
import { useCreateBooking } from '../bookings/api';
import { guestBookedState } from '../landing/guest-booked';
import { clearCheckoutStorage } from './checkout-storage';

export const BOOKED_MESSAGE = 'You are all booked! See below for your training details.';

/** The first keyed error with this key (the server keys eligibility errors `grade` / `gender`). */
export function bookingBody(
  state: CheckoutRouteState,
  notes: string,
  cardId: number | null,
  playerId?: number,
): CreateBookingBody {
  return {
    booking: {
      provided_service_id: state.providedService.id,
      // A private training is booked only by its link (ADR 0072).
      provided_service_slug: state.providedService.slug,
      booking_date: state.bookingDate ?? undefined,
      from_time: state.selectedSlot?.training_start_date_time,
      notes: notes.trim() || null,
      location: state.location?.location ?? null,
      address: state.location?.address ?? null,
      // The family's player chosen at checkout (ADR 0045); none: the active player.
      ...(playerId === undefined ? {} : { player_id: playerId }),
      ...quoteOf(state),
    },
    card_id: cardId,
    ...(state.waitlistEntryId === undefined ? {} : { waitlist_entry_id: state.waitlistEntryId }),
  };
}

/**
 * What this checkout shows (ADR 0061): the total for one spot and the sessions' times. The
 * server books exactly that or refuses; nothing is sent when there is no session to show.
 */
function quoteOf(state: CheckoutRouteState): Pick<CreateBookingBody['booking'], 'quote'> {
  const service = state.providedService;
  const sessions = state.selectedSlot
    ? [state.selectedSlot]
    : state.waitlistEntryId === undefined
      ? (service.package_sessions ?? [])
      : [];
  if (sessions.length === 0) return {};
  const { totalCents } = priceLines({
    priceCents: service.price_cents,
    clientServiceFeeCents: service.client_service_fee_cents,
    stripeFeeCents: service.stripe_fee_cents,
  });
  return {
    quote: {
      total_cents: totalCents,
      sessions: sessions.map((s) => ({
        from_time: s.training_start_date_time,
        to_time: s.training_end_date_time,
      })),
    },
  };
}

/** 128 random bits as hex (getRandomValues works on plain http too, unlike randomUUID). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** SPEC §4 submission: success message, local state cleared, guests logged out and sent home. */
export function useSubmitBooking(state: CheckoutRouteState) {
  const create = useCreateBooking();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const user = useSessionUser();
  const [gradeMessage, setGradeMessage] = useState<string | null>(null);
  const [genderMessage, setGenderMessage] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ message: string; cardId: number | null } | null>(null);
  // One key per distinct request: a second tap or a retry of the same booking reuses it, a
  // changed card or note is a new request with a new key.
  const attempt = useRef<{ json: string; key: string } | null>(null);

  function submit(notes: string, cardId: number | null, isGuest: boolean, playerId?: number) {
    setFailure(null);
    setGenderMessage(null);
    const body = bookingBody(state, notes, cardId, playerId);
    const json = JSON.stringify(body);
    if (attempt.current?.json !== json) attempt.current = { json, key: newIdempotencyKey() };
    create.mutate(
      { body, idempotencyKey: attempt.current.key },
      {
        onSuccess: (response) => {
          notifications.show({ message: BOOKED_MESSAGE, color: 'green', autoClose: HELPER_TOAST_MS });
          clearCheckoutStorage();
          if (isGuest) {
            clearAllStorage();
            queryClient.clear();
            // Home shows the booked training 'below' the message (ADR 0032): the guest's
            // account, and with it /bookings, is gone.
            const booked = { booking: response.data.attributes, email: user?.email ?? null };
            void navigate('/', { replace: true, state: guestBookedState(booked) });
          } else {
            void navigate('/bookings', { replace: true });
          }
        },
        onError: (error) => {
          const grade = fieldError(error, 'grade');
          const gender = fieldError(error, 'gender');
          if (grade) setGradeMessage(grade);
          else if (gender) setGenderMessage(gender);
          else {
            notifyError(error);
            setFailure({ message: error.message, cardId });
            // The trainer page shows the new terms when the family goes back to it.
            if (error.message === TERMS_CHANGED_MESSAGE) {
              void queryClient.invalidateQueries({ queryKey: athleteKeys.all });
            }
          }
        },
      },
    );
  }

  return {
    submit,
    isPending: create.isPending,
    gradeMessage,
    genderMessage,
    /**
     * Why the last attempt failed, while the card it was made with is still the one chosen: a
     * decline is about that card, not about the next one picked.
     */
    failureWith: (cardId: number | null) => (failure?.cardId === cardId ? failure.message : null),
  };
}
