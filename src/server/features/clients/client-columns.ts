import { CHILD_WITHHELD_FIELDS } from '../../../shared/domain/children';
import type { ClientInsert } from './clients.repository';

/** Client fields as the API names them, after the shared schemas have parsed them. */
export interface ClientFieldValues {
  email?: string;
  first_name?: string;
  last_name?: string;
  contact_number?: string | null;
  player_email?: string | null;
  street?: string | null;
  city?: string | null;
  state?: string | null;
  postal_code?: string | null;
  hometown_city?: string | null;
  hometown_state?: string | null;
  hometown_postal_code?: string | null;
  dob?: string | null;
  passing_year?: number | null;
  high_school?: string | null;
  middle_school?: string | null;
  college_id?: number | null;
  club?: string | null;
  jersey_number?: string | null;
  position?: string[];
  gender?: 1 | 2 | null;
  about?: string | null;
  sport_id?: number | null;
  website?: string | null;
  tiktok?: string | null;
  facebook?: string | null;
  instagram?: string | null;
  twitter?: string | null;
  time_zone?: string | null;
  profile_image?: string | null;
  parent_first_name?: string | null;
  parent_last_name?: string | null;
  parent_gender?: 1 | 2 | null;
  parent_street?: string | null;
  parent_city?: string | null;
  parent_state?: string | null;
  parent_postal_code?: string | null;
  parent_contact_number?: string | null;
  session_reminders?: boolean;
  text_reminders?: boolean;
}

/** Columns for the fields present; an absent field (undefined) leaves its column alone. */
export function clientColumns(v: ClientFieldValues): Partial<ClientInsert> {
  const out: Partial<ClientInsert> = {};
  const set = <K extends keyof ClientInsert>(key: K, value: ClientInsert[K] | undefined) => {
    if (value !== undefined) out[key] = value;
  };
  set('email', v.email);
  set('firstName', v.first_name);
  set('lastName', v.last_name);
  set('contactNumber', v.contact_number);
  set('playerEmail', v.player_email);
  set('street', v.street);
  set('city', v.city);
  set('state', v.state);
  set('postalCode', v.postal_code);
  set('hometownCity', v.hometown_city);
  set('hometownState', v.hometown_state);
  set('hometownPostalCode', v.hometown_postal_code);
  set('dob', v.dob);
  set('passingYear', v.passing_year);
  set('highSchool', v.high_school);
  set('middleSchool', v.middle_school);
  set('collegeId', v.college_id);
  set('club', v.club);
  set('jerseyNumber', v.jersey_number);
  set('positions', v.position);
  set('gender', v.gender);
  set('about', v.about);
  set('sportId', v.sport_id);
  set('website', v.website);
  set('tiktok', v.tiktok);
  set('sessionReminders', v.session_reminders);
  set('textReminders', v.text_reminders);
  set('facebook', v.facebook);
  set('instagram', v.instagram);
  set('twitter', v.twitter);
  // The column is NOT NULL with a default: null means "not given".
  set('timeZone', v.time_zone ?? undefined);
  set('profileImage', v.profile_image);
  set('parentFirstName', v.parent_first_name);
  set('parentLastName', v.parent_last_name);
  set('parentGender', v.parent_gender);
  set('parentStreet', v.parent_street);
  set('parentCity', v.parent_city);
  set('parentState', v.parent_state);
  set('parentPostalCode', v.parent_postal_code);
  set('parentContactNumber', v.parent_contact_number);
  return out;
}

/**
 * A child's own contact and social fields set to nothing (ADR 0041): whatever was sent, and
 * whatever was kept before the player's birth date said they are under 13.
 */
export function withoutChildFields<V extends ClientFieldValues>(values: V): V {
  const out = { ...values };
  for (const field of CHILD_WITHHELD_FIELDS) out[field] = null;
  return out;
}
