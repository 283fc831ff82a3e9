import type { TrainerProfileAttributes } from '../../../shared/api/trainer-account';
import type { TrainerProfileRow } from './trainer-account.repository';

/** The trainer's own view: email and phone are shown even when flagged private for players. */
export function toTrainerProfileAttributes(a: TrainerProfileRow): TrainerProfileAttributes {
  return {
    id: a.id,
    slug: a.slug,
    first_name: a.firstName,
    last_name: a.lastName,
    email: a.email,
    contact_number: a.contactNumber,
    private_email: a.privateEmail,
    private_contact_number: a.privateContactNumber,
    profile_image: a.profileImage,
    gender: a.gender,
    sport_id: a.sportId,
    sport_name: a.sportName,
    position: a.positions,
    passing_year: a.passingYear,
    jersey_number: a.jerseyNumber,
    city: a.city,
    state: a.state,
    zip: a.zip,
    hometown: a.hometown,
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
    athlete_type: a.athleteType,
    time_zone: a.timeZone,
    payout_account_connected: a.stripeAccountId !== null,
  };
}

export function trainerResource(a: TrainerProfileRow) {
  return { id: String(a.id), type: 'athlete' as const, attributes: toTrainerProfileAttributes(a) };
}
