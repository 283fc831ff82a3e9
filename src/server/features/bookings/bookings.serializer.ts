import type { BookingAttributes, BookingResource } from '../../../shared/api/bookings';
import {
  isLive,
  playerCanCancel,
  playerCanWithdraw,
  sharesContactDetails,
  transitionTarget,
} from '../../../shared/domain/booking-status';
import { dollars, priceFields } from '../../lib/prices';
import { slugShown } from '../trainer-services/private-link';
import type { BookingDetails } from './bookings.repository';

/** Within the free cancellation period of the booking's policy, as the state machine judges it. */
function cancelsForFree(booking: BookingDetails['booking'], now: Date): boolean {
  const facts = {
    status: booking.status,
    allowedCancel: booking.allowedCancel,
    acceptedAt: booking.acceptedAt,
    respondBy: booking.respondBy,
    trainingStart: booking.trainingStartDateTime,
    trainingEnd: booking.trainingEndDateTime,
    freeCancellationUntil: booking.freeCancellationUntil,
  };
  return transitionTarget('cancel_free', facts, now) !== null;
}

export function toBookingAttributes(
  { booking, athlete, service, payment, sessions, player, reviewed }: BookingDetails,
  now: Date = new Date(),
): BookingAttributes {
  return {
    id: booking.id,
    status: booking.status,
    allowed_cancel: playerCanCancel({ status: booking.status, allowed_cancel: booking.allowedCancel }),
    cancellation_requested: booking.status === 'incomplete' && booking.allowedCancel,
    // Keeping the booking is for a training still ahead: once it starts, the request takes effect.
    can_keep:
      booking.status === 'incomplete' &&
      booking.acceptedAt !== null &&
      booking.trainingStartDateTime.getTime() > now.getTime(),
    expired: booking.expiredAt !== null,
    respond_by: booking.status === 'pending' && booking.respondBy ? booking.respondBy.toISOString() : null,
    free_cancellation_hours: booking.freeCancellationHours,
    free_cancellation_until: booking.freeCancellationUntil?.toISOString() ?? null,
    can_cancel_free: cancelsForFree(booking, now),
    can_withdraw: playerCanWithdraw(booking),
    accepted_at: booking.acceptedAt?.toISOString() ?? null,
    reviewed,
    package: booking.package,
    athlete: athlete
      ? {
          id: athlete.id,
          slug: athlete.slug,
          first_name: athlete.firstName,
          last_name: athlete.lastName,
          profile_image: athlete.profileImage,
          sport_name: athlete.sportName,
          college: athlete.college,
          contact_number: athlete.privateContactNumber ? null : athlete.contactNumber,
          email: athlete.privateEmail ? null : athlete.email,
        }
      : null,
    provided_service: service
      ? {
          id: service.id,
          name: service.name,
          // A private training's link only while the booking is live (ADR 0072).
          slug: slugShown(service, isLive(booking.status)),
          training_type: service.trainingType,
          duration: service.durationMinutes,
          ...priceFields(service.priceCents, service.clientServiceFeeCents, service.stripeFeeCents),
          // The meeting link is the trainer's to share once they have accepted (ADR 0030).
          connection_detail: sharesContactDetails(booking) ? service.connectionDetail : null,
          package: service.package,
        }
      : null,
    location: booking.location,
    address: booking.address,
    training_start_date_time: booking.trainingStartDateTime.toISOString(),
    training_end_date_time: booking.trainingEndDateTime.toISOString(),
    notes: booking.notes,
    trainer_notes: booking.trainerNotes,
    trainer_slug: athlete?.slug ?? null,
    sessions_count: booking.sessionsCount,
    sessions: sessions.map((s) => ({
      id: s.id,
      starts_at: s.startsAt.toISOString(),
      ends_at: s.endsAt.toISOString(),
    })),
    payment: payment ? { data: { id: String(payment.id) } } : null,
    payment_status: payment?.status ?? null,
    amount: dollars(booking.amountCents),
    amount_cents: booking.amountCents,
    price: dollars(booking.priceCents),
    price_cents: booking.priceCents,
    service_fee: dollars(booking.serviceFeeCents),
    service_fee_cents: booking.serviceFeeCents,
    processing_fee: dollars(booking.processingFeeCents),
    processing_fee_cents: booking.processingFeeCents,
    created_at: booking.createdAt.toISOString(),
    player: player ? { id: player.id, first_name: player.firstName, last_name: player.lastName } : null,
  };
}

export function bookingResource(details: BookingDetails): BookingResource {
  return bookingResourceAt(details, new Date());
}

/** The booking as of `now` (the app's clock): whether it can be cancelled for free depends on it. */
export function bookingResourceAt(details: BookingDetails, now: Date): BookingResource {
  return { id: String(details.booking.id), type: 'booking', attributes: toBookingAttributes(details, now) };
}
