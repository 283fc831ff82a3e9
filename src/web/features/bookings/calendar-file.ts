import { createEvents } from 'ics';
import type { BookingAttributes } from '../../../shared/api/bookings';
import { bookingEvents } from '../../../shared/domain/booking-events';

/** The booking's sessions as an iCalendar file (the shared events of the calendar feed). */
export function bookingCalendarText(booking: BookingAttributes, origin: string): string | null {
  const { error, value } = createEvents(bookingEvents(booking, origin));
  if (error || !value) {
    console.error('Could not build the calendar file', error);
    return null;
  }
  return value;
}

/** Starts the download of `booking-{id}.ics`. */
export function downloadBookingCalendar(booking: BookingAttributes): boolean {
  const text = bookingCalendarText(booking, window.location.origin);
  if (!text) return false;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `booking-${booking.id}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return true;
}
