import type {
  AthleteListAttributes,
  athleteProfileShape,
  GeneratedSlot,
  NextAvailability,
  ProvidedService,
} from '../../../shared/api/athletes';
import { cancellationPolicyText, freeCancellationHoursOf } from '../../../shared/domain/cancellation-policy';
import type { SlotTimes } from '../../../shared/domain/session-grid';
import { priceFields } from '../../lib/prices';
import { serviceDuration, toServiceLocation } from '../calendar/calendar.serializer';
import type { AthleteCardRow, ServiceRow } from './athletes.repository';

type ProfileColumns =
  | 'id'
  | 'slug'
  | 'firstName'
  | 'lastName'
  | 'profileImage'
  | 'gender'
  | 'athleteType'
  | 'sportName'
  | 'sportId'
  | 'positions'
  | 'passingYear'
  | 'jerseyNumber'
  | 'city'
  | 'state'
  | 'hometown'
  | 'privateEmail'
  | 'privateContactNumber'
  | 'collegeId'
  | 'collegeNickname'
  | 'collegeName'
  | 'highSchool'
  | 'club'
  | 'profileDescription'
  | 'facebook'
  | 'twitter'
  | 'instagram'
  | 'tiktok'
  | 'website'
  | 'timeZone';

/** The fields every view of a trainer shows (`athleteProfileShape`), from a trainer row. */
export function toAthleteProfileFields(
  a: Pick<AthleteCardRow, ProfileColumns>,
): Pick<AthleteListAttributes, keyof typeof athleteProfileShape> {
  return {
    id: a.id,
    slug: a.slug,
    first_name: a.firstName,
    last_name: a.lastName,
    profile_image: a.profileImage,
    gender: a.gender,
    athlete_type: a.athleteType,
    sport_name: a.sportName,
    sport_id: a.sportId,
    position: a.positions,
    passing_year: a.passingYear,
    jersey_number: a.jerseyNumber,
    city: a.city,
    state: a.state,
    hometown: a.hometown,
    private_email: a.privateEmail,
    private_contact_number: a.privateContactNumber,
    college_id: a.collegeId,
    college: a.collegeNickname,
    college_name: a.collegeName,
    high_school: a.highSchool,
    club: a.club,
    profile_description: a.profileDescription,
    facebook: a.facebook,
    twitter: a.twitter,
    instagram: a.instagram,
    tiktok: a.tiktok,
    website: a.website,
    time_zone: a.timeZone,
  };
}

export function toAthleteListAttributes(
  a: AthleteCardRow,
  nextAvailability: NextAvailability | null,
): AthleteListAttributes {
  return {
    ...toAthleteProfileFields(a),
    sport: a.sportName,
    latitude: a.latitude,
    longitude: a.longitude,
    // SPEC §6: hidden when flagged private.
    email: a.privateEmail ? null : a.email,
    contact_number: a.privateContactNumber ? null : a.contactNumber,
    college_slug: a.collegeSlug,
    college_color_code: a.collegeColorCode,
    next_availability: nextAvailability,
  };
}

/** What the session grid says can be booked of one service (athletes.service.ts). */
export interface ServiceAvailability {
  /** Seats left over its bookable slots; for a package, the fewest left in any of its sessions. */
  spots: number;
  /** How many slots (for a package, sessions) can be booked. */
  bookable: number;
  /** The first and last bookable slot (for a package, its first and last session). */
  next: SlotTimes | undefined;
  last: SlotTimes | undefined;
  /** A package's sessions, soonest first (none when it cannot be held); null for a single training. */
  sessions: SlotTimes[] | null;
  /** Listed times that are full (a family may wait for them); 0 for a package. */
  fullTimes: number;
}

/**
 * Bookable right now: a single training with an open slot; a package whose sessions can all
 * still be held.
 */
export function isIncluded(availability: ServiceAvailability): boolean {
  return availability.bookable > 0 && availability.spots > 0;
}

const DAY_MS = 86_400_000;
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => String(i).padStart(2, '0'));
/** 'YYYY-MM-DDT' of each day asked for (a page's slots fall on a few hundred days). */
const dayPrefixes = new Map<number, string>();

/**
 * An instant (ms since the epoch) as the API writes it, `Date#toISOString`'s text: the day's
 * part is made once per day, the time's from numbers (a trainer page writes hundreds of
 * instants; toISOString was five times slower).
 */
export function isoInstant(ms: number): string {
  // Outside Date's range toISOString throws, as it should here.
  if (!(Math.abs(ms) <= 8.64e15)) return new Date(ms).toISOString();
  const day = Math.floor(ms / DAY_MS);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    const full = new Date(day * DAY_MS).toISOString();
    prefix = full.slice(0, full.indexOf('T') + 1);
    if (dayPrefixes.size >= 10_000) dayPrefixes.clear();
    dayPrefixes.set(day, prefix);
  }
  const inDay = ms - day * DAY_MS;
  const milli = inDay % 1000;
  const seconds = (inDay - milli) / 1000;
  const hh = TWO_DIGITS[Math.floor(seconds / 3600)];
  const mm = TWO_DIGITS[Math.floor(seconds / 60) % 60];
  const ss = TWO_DIGITS[seconds % 60];
  return `${prefix}${hh}:${mm}:${ss}.${milli < 10 ? '00' : milli < 100 ? '0' : ''}${milli}Z`;
}

const slotRef = (slot: SlotTimes | undefined) =>
  slot
    ? {
        id: slot.windowId,
        booking_date: slot.bookingDate,
        training_start_date_time: isoInstant(slot.start),
      }
    : null;

export function toProvidedService(s: ServiceRow, availability: ServiceAvailability): ProvidedService {
  const spots = availability.spots;
  return {
    id: s.id,
    name: s.name,
    slug: s.slug,
    slug_title: s.slug_title,
    privacy_setting: s.privacy_setting,
    training_type: s.training_type,
    ...priceFields(s.price_cents, s.client_service_fee_cents, s.stripe_fee_cents),
    discription: s.description,
    // Meeting links of a virtual session go to booked players only, never on a public page.
    connection_detail: null,
    duration: s.duration_minutes,
    service_duration: serviceDuration(s.duration_minutes),
    gender: s.gender,
    min_grade: s.min_grade,
    max_grade: s.max_grade,
    max_seats: s.max_seats,
    available_spots: spots,
    full_times: availability.fullTimes,
    days: s.days,
    slots: { next_slot: slotRef(availability.next), last_slot: slotRef(availability.last) },
    package_sessions: s.package
      ? (availability.sessions ?? []).map((slot) => ({
          training_start_date_time: isoInstant(slot.start),
          training_end_date_time: isoInstant(slot.end),
        }))
      : null,
    image_url: s.image_url,
    provided_service_locations: (s.locations ?? []).map(toServiceLocation),
    all_slots_booked: s.package && !isIncluded(availability),
    status: s.status,
    package: s.package,
    package_start: s.package_start,
    package_end: s.package_end,
    sessions_count: s.sessions_count,
    hidden_from_trainer_page: s.hidden_from_trainer_page,
    book_all_sessions_hint: s.book_all_sessions_hint,
    cancellation_policy: cancellationPolicyText(
      freeCancellationHoursOf(s.cancellation_policy, s.free_cancellation_hours),
    ),
  };
}

/**
 * One slot as the time list reads it: the slot of the services `selectedTrainings` (sorted)
 * that share its opening, times and seats left. `start` is its start already written out.
 */
export function toGeneratedSlot(
  slot: Pick<SlotTimes, 'windowId' | 'end' | 'bookingDate' | 'seatsLeft'> & { busy?: boolean },
  selectedTrainings: number[],
  start: string,
): GeneratedSlot {
  const end = isoInstant(slot.end);
  const generated: GeneratedSlot = {
    id: slot.windowId,
    booking_date: slot.bookingDate,
    training_start_date_time: start,
    training_end_date_time: end,
    from_time: start,
    to_time: end,
    free_slot: slot.seatsLeft,
    selected_trainings: selectedTrainings,
  };
  // Said only when so: most slots are not, and a trainer page lists hundreds.
  if (slot.busy) generated.trainer_busy = true;
  return generated;
}
