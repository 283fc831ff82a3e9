import type { ClientAttributes } from '../../../shared/api/clients';
import type { ClientWithCollege } from './clients.repository';

export function toClientAttributes(c: ClientWithCollege): ClientAttributes {
  return {
    id: c.id,
    email: c.email,
    first_name: c.firstName,
    last_name: c.lastName,
    contact_number: c.contactNumber,
    guest_user: c.guestUser,
    profile_image: c.profileImage,
    dob: c.dob,
    street: c.street,
    city: c.city,
    state: c.state,
    postal_code: c.postalCode,
    hometown_city: c.hometownCity,
    hometown_state: c.hometownState,
    hometown_postal_code: c.hometownPostalCode,
    high_school: c.highSchool,
    middle_school: c.middleSchool,
    college_id: c.collegeId,
    college: c.collegeNickname,
    club: c.club,
    gender: c.gender,
    jersey_number: c.jerseyNumber,
    position: c.positions,
    passing_year: c.passingYear,
    about: c.about,
    sport_id: c.sportId,
    website: c.website,
    facebook: c.facebook,
    twitter: c.twitter,
    instagram: c.instagram,
    tiktok: c.tiktok,
    session_reminders: c.sessionReminders,
    text_reminders: c.textReminders,
    time_zone: c.timeZone,
    player_email: c.playerEmail,
    parent_first_name: c.parentFirstName,
    parent_last_name: c.parentLastName,
    parent_gender: c.parentGender,
    parent_street: c.parentStreet,
    parent_city: c.parentCity,
    parent_state: c.parentState,
    parent_postal_code: c.parentPostalCode,
    parent_contact_number: c.parentContactNumber,
  };
}

export function clientResource(c: ClientWithCollege) {
  return { id: String(c.id), type: 'client' as const, attributes: toClientAttributes(c) };
}

/** Sign-up and guest responses: the client plus the AUTH-TOKEN just issued (authResponseSchema). */
export function authResource(c: ClientWithCollege, token: string) {
  return {
    id: String(c.id),
    type: 'client' as const,
    attributes: { ...toClientAttributes(c), auth_token: token },
  };
}
