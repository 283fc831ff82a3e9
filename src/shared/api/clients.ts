import { z } from 'zod';
import { documentSchema, resourceSchema } from './common';

/** The signed-in client as the API returns it (SPEC §3 User). */
export const clientAttributesSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  contact_number: z.string().nullable(),
  guest_user: z.boolean(),
  profile_image: z.string().nullable(),
  dob: z.string().nullable(),
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
  gender: z.number().int().nullable(),
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
  time_zone: z.string(),
  player_email: z.string().nullable(),
  parent_first_name: z.string().nullable(),
  parent_last_name: z.string().nullable(),
  parent_gender: z.number().int().nullable(),
  parent_street: z.string().nullable(),
  parent_city: z.string().nullable(),
  parent_state: z.string().nullable(),
  parent_postal_code: z.string().nullable(),
  parent_contact_number: z.string().nullable(),
});
export type ClientAttributes = z.infer<typeof clientAttributesSchema>;

export const clientResourceSchema = resourceSchema('client', clientAttributesSchema);
export const clientResponseSchema = documentSchema(clientResourceSchema);

/** Sign-in / sign-up / guest responses also carry the freshly issued token. */
export const authResponseSchema = documentSchema(
  resourceSchema('client', clientAttributesSchema.extend({ auth_token: z.string() })),
);
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const signInBodySchema = z.object({
  email: z.string().trim().min(1, "can't be blank").max(254).email('is invalid'),
  password: z.string().min(1, "can't be blank").max(200),
});
export type SignInBody = z.infer<typeof signInBodySchema>;
