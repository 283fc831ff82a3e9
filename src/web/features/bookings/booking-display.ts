import type { BookingAttributes } from '../../../shared/api/bookings';
import type { BookingStatus } from '../../../shared/constants';
import { formatInstantDate, formatInstantTime } from '../../../shared/domain/display';

/** SPEC §4: pending and incomplete read 'Upcoming'; the others their own name. */
export function bookingStatusLabel(status: BookingStatus): string {
  if (status === 'pending' || status === 'incomplete') return 'Upcoming';
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** SPEC §4: accepted and completed green, pending blue, others red. */
export function bookingStatusColor(status: BookingStatus): 'green' | 'blue' | 'red' {
  if (status === 'accepted' || status === 'completed') return 'green';
  if (status === 'pending') return 'blue';
  return 'red';
}

export function bookingTimeRange(booking: BookingAttributes, timeZone: string): string {
  return `${formatInstantTime(booking.training_start_date_time, timeZone)} - ${formatInstantTime(booking.training_end_date_time, timeZone)}`;
}

export function bookingDate(booking: BookingAttributes, timeZone: string): string {
  return formatInstantDate(booking.training_start_date_time, timeZone);
}

export function trainerName(booking: BookingAttributes): string {
  return booking.athlete ? `${booking.athlete.first_name} ${booking.athlete.last_name}` : '';
}

export function placeLabel(booking: BookingAttributes): string {
  if (booking.provided_service?.training_type === 'virtual') return 'Virtual training';
  return [booking.location, booking.address].filter(Boolean).join(' | ') || 'Location to be confirmed';
}
