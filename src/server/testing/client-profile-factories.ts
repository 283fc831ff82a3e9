import { count, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { clients } from '../db/schema';
import type { TestApp } from './test-app';

let counter = 0;

/** A complete, valid sign-up body's `client` (SPEC §3), unique email per call. */
export function signUpPayload(sportId: number, overrides: Record<string, unknown> = {}) {
  const n = ++counter;
  return {
    parent_first_name: 'Dana',
    parent_last_name: 'Rivera',
    parent_gender: 2,
    parent_city: 'Louisville',
    parent_state: 'KY',
    parent_street: '12 Bardstown Rd',
    parent_postal_code: '40204',
    parent_contact_number: '+1 (502) 555-0123',
    email: `family${n}.${Date.now()}@example.test`,
    first_name: 'Alex',
    last_name: 'Rivera',
    contact_number: '5025550199',
    city: 'Louisville',
    state: 'KY',
    postal_code: '40204',
    dob: '2012-03-04',
    passing_year: 2030,
    high_school: 'Manual High',
    player_email: 'alex@example.test',
    club: 'Derby City FC',
    jersey_number: '9',
    position: ['Striker'],
    gender: 1,
    about: 'Left footed.',
    sport_id: sportId,
    website: 'alexrivera.example.com',
    tiktok: '@alex.kicks',
    facebook: 'alex.rivera',
    instagram: 'alex_rivera',
    twitter: 'alexr',
    middle_school: null,
    profile_image: null,
    password: 'goal-scorer-2030',
    password_confirmation: 'goal-scorer-2030',
    ...overrides,
  };
}

/** Signs in through the API and returns the AUTH-TOKEN. */
export async function signInToken(app: FastifyInstance, email: string, password: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/v1/client/sessions', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const token: unknown = res.json().data.attributes.auth_token;
  if (typeof token !== 'string') throw new Error('sign-in returned no token');
  return token;
}

/** The sign-up and profile requests of the client tests, sent to `t` (read when they are sent). */
export function profileRequests(t: TestApp) {
  return {
    signUp: (client: Record<string, unknown>, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/v1/client/profiles', payload: { client }, headers }),
    me: (token: string) =>
      t.app.inject({ method: 'GET', url: '/v1/client/profiles', headers: { 'auth-token': token } }),
    /** How many accounts have `email`, in any case. */
    clientsWithEmail: async (email: string) => {
      const [row] = await t.database.db
        .select({ n: count() })
        .from(clients)
        .where(sql`lower(${clients.email}) = ${email.toLowerCase()}`);
      return row?.n ?? 0;
    },
  };
}
