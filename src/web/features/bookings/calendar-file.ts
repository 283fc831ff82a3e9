import { createEvents, type EventAttributes } from 'ics';
import type { BookingAttributes } from '../../../shared/api/bookings';
import { PRODUCT_NAME } from '../../../shared/constants';
import { placeLabel, trainerName } from './booking-display';

/** One event per session (a package has several), in UTC so every calendar shows local times. */
export function bookingCalendarText(booking: BookingAttributes, origin: string): string | null {
  const sessions =
    booking.sessions.length > 0
      ? booking.sessions
      : [
          {
            id: booking.id,
            starts_at: booking.training_start_date_time,
            ends_at: booking.training_end_date_time,
          },
        ];
  const service = booking.provided_service;
  const description = [
    `${service?.name ?? 'Training'} with ${trainerName(booking)}`,
    service?.connection_detail ? `Join: ${service.connection_detail}` : null,
    booking.notes ? `Notes: ${booking.notes}` : null,
  ]
    .filter(Boolean)
    .join('\n');
  const events: EventAttributes[] = sessions.map((session) => ({
    uid: `booking-${booking.id}-${session.id}@trainhub`,
    title: `${service?.name ?? 'Training'} with ${trainerName(booking)}`,
    description,
    location: placeLabel(booking),
    url: `${origin}/bookings/${booking.id}`,
    start: new Date(session.starts_at).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: new Date(session.ends_at).getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    productId: PRODUCT_NAME,
    status: 'CONFIRMED',
  }));
  const { error, value } = createEvents(events);
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
