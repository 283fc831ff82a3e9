import type { BookingResource } from '../../../shared/api/bookings';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { type BookingParty, isPartyTo } from './booking-party';
import { findBookingDetail } from './bookings.repository';
import { bookingResource, bookingResourceAt } from './bookings.serializer';

/** The booking for its player or its trainer; anyone else's is 'not found' (never revealed). */
export async function bookingDocument(
  db: Db,
  id: number,
  viewer: BookingParty,
  now?: Date,
): Promise<{ data: BookingResource }> {
  const details = await findBookingDetail(db, id);
  if (!details || !isPartyTo(details.booking, viewer)) throw notFound('Booking');
  return { data: now ? bookingResourceAt(details, now) : bookingResource(details) };
}
