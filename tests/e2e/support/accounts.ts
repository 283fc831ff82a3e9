import { type APIRequestContext, expect } from '@playwright/test';
import { authResponseSchema } from '../../../src/shared/api/clients';
import { sportListResponseSchema } from '../../../src/shared/api/sports';

// Fresh accounts through the API. Journeys that only need "someone signed in" use these rather
// than the demo account, whose sign-ins are rate limited per account.

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@trainhub.example`;
}

export interface ApiAccount {
  email: string;
  token: string;
  name: string;
}

/** Who the account is for; each field left out takes the default family's value. */
export interface SignUpPeople {
  parent_first_name?: string;
  parent_last_name?: string;
  parent_gender?: number;
  parent_contact_number?: string;
  first_name?: string;
  last_name?: string;
  gender?: number;
  dob?: string;
  passing_year?: number;
}

/** Signs a new parent + player up; returns the email, the new session's token and the player's name. */
export async function signUpThroughApi(
  request: APIRequestContext,
  options: { email?: string; password?: string; people?: SignUpPeople } = {},
): Promise<ApiAccount> {
  const email = options.email ?? uniqueEmail('player');
  const password = options.password ?? 'FirstPass2026';
  const sports = sportListResponseSchema.parse(await (await request.get('/v1/sports')).json()).data;
  const sport = sports.find((s) => s.attributes.positions.length > 0)?.attributes;
  if (!sport) throw new Error('the demo data has no sport with positions');
  const people = {
    parent_first_name: 'Pat',
    parent_last_name: 'Morgan',
    parent_gender: 1,
    parent_contact_number: '+1 (502) 555-0188',
    first_name: 'Jamie',
    last_name: 'Morgan',
    gender: 1,
    dob: '2011-06-01',
    passing_year: 2029,
    ...options.people,
  };
  const response = await request.post('/v1/client/profiles', {
    data: {
      client: {
        ...people,
        email,
        password,
        password_confirmation: password,
        city: 'Louisville',
        state: 'KY',
        sport_id: sport.id,
        position: [sport.positions[0]?.name],
        time_zone: 'America/New_York',
      },
    },
  });
  expect(response.status()).toBe(201);
  const { auth_token } = authResponseSchema.parse(await response.json()).data.attributes;
  return { email, token: auth_token, name: `${people.first_name} ${people.last_name}` };
}
