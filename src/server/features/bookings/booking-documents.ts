import type { BookingResource } from '../../../shared/api/bookings';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findBookingDetail } from './bookings.repository';
import { bookingResource } from './bookings.serializer';

type Viewer = { clientId: number } | { athleteId: number };

/** The booking for its player or its trainer; anyone else's is 'not found' (never revealed). */
export async function bookingDocument(
  db: Db,
  id: number,
  viewer: Viewer,
): Promise<{ data: BookingResource }> {
  const details = await findBookingDetail(db, id);
  const visible =
    details &&
    ('clientId' in viewer
      ? details.booking.clientId === viewer.clientId
      : details.booking.athleteId === viewer.athleteId);
  if (!details || !visible) throw notFound('Booking');
  return { data: bookingResource(details) };
}
