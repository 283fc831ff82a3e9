import { z } from 'zod';
import { idSchema } from './bookings';
import { MESSAGES, optionalText, postalCodeField, profileFields } from './client-fields';
import { documentSchema, resourceSchema } from './common';

// The players of the signed-in account (ADR 0045): `/v1/client/players`. A player's fields are
// the ones of sign-up steps 2-4 (SPEC §5), under the same names as SPEC §7's client resource.

/** One player as the API returns it; `active`: the player `/v1/client/profiles` shows and books for. */
export const playerAttributesSchema = z.object({
  id: z.number().int(),
  active: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  contact_number: z.string().nullable(),
  player_email: z.string().nullable(),
  profile_image: z.string().nullable(),
  dob: z.string().nullable(),
  gender: z.number().int().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postal_code: z.string().nullable(),
  hometown_city: z.string().nullable(),
  hometown_state: z.string().nullable(),
  hometown_postal_code: z.string().nullable(),
  high_school: z.string().nullable(),
  middle_school: z.string().nullable(),
  college_id: z.number().int().nullable(),
  college: z.string().nullable(),
  club: z.string().nullable(),
  jersey_number: z.string().nullable(),
  position: z.array(z.string()),
  passing_year: z.number().int().nullable(),
  about: z.string().nullable(),
  sport_id: z.number().int().nullable(),
  website: z.string().nullable(),
  facebook: z.string().nullable(),
  twitter: z.string().nullable(),
  instagram: z.string().nullable(),
  tiktok: z.string().nullable(),
});
export type PlayerAttributes = z.infer<typeof playerAttributesSchema>;

export const playerResourceSchema = resourceSchema('player', playerAttributesSchema);
export const playerResponseSchema = documentSchema(playerResourceSchema);
export const playerDeletedResponseSchema = documentSchema(z.null());
export const playerListResponseSchema = z.object({ data: z.array(playerResourceSchema) });

function playerFields(m: { phone: string; email: string }) {
  const f = profileFields(m);
  return {
    first_name: f.first_name,
    last_name: f.last_name,
    contact_number: f.contact_number,
    player_email: f.player_email,
    street: optionalText(200),
    city: f.city,
    state: f.state,
    postal_code: f.postal_code,
    hometown_city: optionalText(100),
    hometown_state: optionalText(100),
    hometown_postal_code: postalCodeField,
    dob: f.dob,
    passing_year: f.passing_year.nullish(),
    high_school: f.high_school,
    middle_school: f.middle_school,
    college_id: f.college_id,
    club: f.club,
    jersey_number: f.jersey_number,
    position: f.position,
    gender: f.gender,
    about: f.about,
    sport_id: f.sport_id,
    website: f.website,
    tiktok: f.tiktok,
    facebook: f.facebook,
    instagram: f.instagram,
    twitter: f.twitter,
    profile_image: f.profile_image,
  };
}

/**
 * The parent's agreement for a child under 13 added to the account (ADR 0041): sign-up's
 * statement (SPEC §2) in the words of adding a player, recorded as the parent's consent for the
 * child's data. Shown beside the Add player dialog's required checkbox.
 */
export const ADD_CHILD_AGREEMENT =
  'By adding this player, you agree as their parent or guardian to our Terms of Service and acknowledge that you have read our Privacy Policy';
/** The answer (on `parent_consent`) to adding a child under 13 without the parent's agreement. */
export const PARENT_CONSENT_REQUIRED =
  'is required for a player under 13: as their parent or guardian, agree to the Terms of Service and Privacy Policy';

/** A new player: the fields and rules of sign-up steps 2-4 (the birth-date range, sport and
 * positions and college are checked on the server, as at sign-up). `parent_consent`: the parent
 * ticked ADD_CHILD_AGREEMENT — required for a player under 13, recorded with them. */
export const newPlayerSchema = z.object({
  ...playerFields({ phone: MESSAGES.invalidContact, email: MESSAGES.invalid }),
  parent_consent: z.boolean().optional(),
});
export const newPlayerBodySchema = z.object({ player: newPlayerSchema });
export type NewPlayer = z.infer<typeof newPlayerSchema>;

/** A player's change: any subset, as the profile's (absent stays, null or '' clears an optional one). */
export const playerChangeSchema = z
  .object(playerFields({ phone: MESSAGES.invalidPhone, email: MESSAGES.invalidEmailAddress }))
  .partial();
export const playerChangeBodySchema = z.object({ player: playerChangeSchema });
export type PlayerChange = z.infer<typeof playerChangeSchema>;

export const playerIdParamsSchema = z.object({ id: idSchema });

export const LAST_PLAYER_MESSAGE =
  'An account keeps at least one player: add another before removing this one.';
export const PLAYER_HAS_BOOKINGS_MESSAGE =
  'This player has bookings, so they stay on the account with their history.';
