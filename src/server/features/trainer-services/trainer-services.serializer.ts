import type { TrainerServiceAttributes } from '../../../shared/api/trainer-services';
import { trainingPath } from '../../../shared/domain/bookable-service';
import { cityAndStateLabel } from '../../../shared/domain/booking-events';
import { priceLines } from '../../../shared/domain/pricing';
import { dollars, priceFields } from '../../lib/prices';
import type { ServiceWithLocations } from './trainer-services.repository';

/** The trainer's own view: connection details and every status included. */
export function toTrainerService(s: ServiceWithLocations, athleteSlug: string): TrainerServiceAttributes {
  const lines = priceLines(s);
  return {
    id: s.id,
    name: s.name,
    slug: s.slug,
    slug_title: s.slugTitle,
    path: trainingPath(athleteSlug, s.slug),
    privacy_setting: s.privacySetting,
    training_type: s.trainingType,
    ...priceFields(s.priceCents, s.clientServiceFeeCents, s.stripeFeeCents),
    total: dollars(lines.totalCents),
    total_cents: lines.totalCents,
    trainer_earnings: dollars(lines.trainingCents),
    trainer_earnings_cents: lines.trainingCents,
    discription: s.description,
    connection_detail: s.connectionDetail,
    duration: s.durationMinutes,
    service_duration: `${s.durationMinutes} Mins`,
    gender: s.gender,
    min_grade: s.minGrade,
    max_grade: s.maxGrade,
    max_seats: s.maxSeats,
    days: s.days,
    image_url: s.imageUrl,
    provided_service_locations: s.locations.map((l) => ({
      id: l.id,
      location: l.location,
      address: l.address,
      city: l.city,
      state: l.state,
      zip: l.zip,
      city_and_state: cityAndStateLabel(l.city, l.state),
    })),
    status: s.status,
    package: s.package,
    package_start: s.packageStart,
    package_end: s.packageEnd,
    sessions_count: s.sessionsCount,
    hidden_from_trainer_page: s.hiddenFromTrainerPage,
    book_all_sessions_hint: s.bookAllSessionsHint,
  };
}

/**
 * What the list says of each: whether families can book it now (`bookableServiceIds`) and whether
 * any booking names it (`bookedServiceIds`: one never booked may be deleted).
 */
export function trainerServiceResource(
  s: ServiceWithLocations,
  athleteSlug: string,
  listed?: { bookable: boolean; booked: boolean },
) {
  const attributes = toTrainerService(s, athleteSlug);
  return {
    id: String(s.id),
    type: 'provided_service' as const,
    attributes: listed === undefined ? attributes : Object.assign(attributes, listed),
  };
}
