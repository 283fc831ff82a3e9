import type { BookingAttributes } from '../../../shared/api/bookings';
import { formatInstantDate } from '../../../shared/domain/display';
import { DetailLine } from '../../components/detail-card';
import { timeRange } from './booking-display';

/**
 * When a booking is, as detail lines: its date and time, or each session of a package with its
 * own date and times (its sessions need not share an hour).
 */
export function BookingWhenLines({ booking, timeZone }: { booking: BookingAttributes; timeZone: string }) {
  if (booking.sessions.length > 1) {
    return booking.sessions.map((s, i) => (
      <DetailLine
        key={s.id}
        label={`Session ${i + 1}`}
        value={`${formatInstantDate(s.starts_at, timeZone)} · ${timeRange(s.starts_at, s.ends_at, timeZone)}`}
      />
    ));
  }
  return (
    <>
      <DetailLine label="Date" value={formatInstantDate(booking.training_start_date_time, timeZone)} />
      <DetailLine
        label="Time"
        value={timeRange(booking.training_start_date_time, booking.training_end_date_time, timeZone)}
      />
    </>
  );
}
