import type { BookingAttributes } from '../../../shared/api/bookings';

// A guest is signed out as soon as they have booked (SPEC §4) and sent to the landing page with
// the success message 'See below for your training details.' The checkout hands the booking it
// was answered with to that page as route state; the page shows it (ADR 0032).

/** What the landing page shows to a guest who has just booked. */
export interface GuestBooked {
  booking: BookingAttributes;
  /** Where the booking's emails go (the guest's email), when known. */
  email: string | null;
}

/** The route state the checkout leaves for the landing page. */
export function guestBookedState(booked: GuestBooked): { guestBooked: GuestBooked } {
  return { guestBooked: booked };
}

/**
 * The guest's booking in the landing page's route state, or null. History state outlives the
 * page (a reload keeps it), so it is checked before use; only this app writes it.
 */
export function guestBookedIn(state: unknown): GuestBooked | null {
  if (typeof state !== 'object' || state === null || !('guestBooked' in state)) return null;
  const value = state.guestBooked as Partial<GuestBooked> | null;
  const booking = value?.booking;
  if (
    typeof booking !== 'object' ||
    booking === null ||
    typeof booking.training_start_date_time !== 'string'
  ) {
    return null;
  }
  return { booking, email: typeof value?.email === 'string' ? value.email : null };
}
