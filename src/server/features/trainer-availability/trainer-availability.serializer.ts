import type { TrainerEntryAttributes } from '../../../shared/api/trainer-availability';
import { localTime, openingSeatLimit } from '../../../shared/domain/availability';
import type { EntryWithServices } from './trainer-availability.repository';

export function trainerEntryResource(e: EntryWithServices, timeZone: string) {
  const attributes: TrainerEntryAttributes = {
    id: e.id,
    booking_date: e.bookingDate,
    from_time: e.fromTime.toISOString(),
    to_time: e.toTime.toISOString(),
    local_from_time: localTime(e.fromTime, timeZone),
    local_to_time: localTime(e.toTime, timeZone),
    time_zone: timeZone,
    // As many as a session can really take: the opening's own seats, capped by its options' (a
    // training made smaller after the opening was set; ADR 0066).
    max_slot: Math.min(
      e.maxSlot,
      openingSeatLimit(
        e.services.map((s) => ({ individual: s.trainingType === 'individual', maxSeats: s.maxSeats })),
      ),
    ),
    booked_seats: e.bookedSeats,
    booked_sessions: e.bookedSessions,
    cancelled_sessions: e.cancelledSessions,
    closed: e.closedAt !== null,
    entry_color: e.entryColor,
    provided_services: e.services.map((s) => ({
      id: s.id,
      name: s.name,
      training_type: s.trainingType,
      status: s.status,
      privacy_setting: s.privacySetting,
    })),
  };
  return { id: String(e.id), type: 'calendar_entry' as const, attributes };
}
