import type { AthleteSummary, CalendarEntryAttributes, ServiceLocation } from '../../../shared/api/calendar';
import { cityAndStateLabel } from '../../../shared/domain/booking-events';
import { priceFields } from '../../lib/prices';
import type { EntryRow } from './calendar.repository';
import type { LocationRow } from './sql-rows';

/** Dollars for SPEC's money fields; the exact `*_cents` field always travels beside it. */

/** SPEC §9: durations read '60 Mins'. */
export const serviceDuration = (minutes: number) => `${minutes} Mins`;

export function toServiceLocation(l: LocationRow): ServiceLocation {
  return {
    id: l.id,
    location: l.location,
    address: l.address,
    city_and_state: cityAndStateLabel(l.city, l.state),
  };
}

function toAthleteSummary(r: EntryRow): AthleteSummary {
  return {
    id: r.athlete_id,
    slug: r.slug,
    first_name: r.first_name,
    last_name: r.last_name,
    profile_image: r.profile_image,
    sport: r.sport_name,
    sport_id: r.sport_id,
    position: r.positions,
    passing_year: r.passing_year,
    jersey_number: r.jersey_number,
    athlete_type: r.athlete_type,
    college: r.college_nickname,
    college_slug: r.college_slug,
  };
}

/** `freeSlot`: seats still bookable in the opening, over its options (calendar.service.ts). */
export function toCalendarEntryAttributes(r: EntryRow, freeSlot: number): CalendarEntryAttributes {
  return {
    id: r.id,
    booking_date: r.booking_date,
    from_time: r.from_time,
    to_time: r.to_time,
    free_slot: freeSlot,
    max_slot: r.max_slot,
    entry_color: r.entry_color,
    virtual: r.services.length > 0 && r.services.every((s) => s.training_type === 'virtual'),
    athlete: toAthleteSummary(r),
    provided_services: r.services.map((s) => ({
      id: s.id,
      name: s.name,
      slug: s.slug,
      training_type: s.training_type,
      duration: s.duration_minutes,
      service_duration: serviceDuration(s.duration_minutes),
      ...priceFields(s.price_cents, s.client_service_fee_cents, s.stripe_fee_cents),
      package: s.package,
      provided_service_locations: s.locations === null ? null : s.locations.map(toServiceLocation),
    })),
  };
}

export function calendarEntryResource(r: EntryRow, freeSlot: number) {
  return {
    id: String(r.id),
    type: 'calendar_entry' as const,
    attributes: toCalendarEntryAttributes(r, freeSlot),
  };
}
