import { insertClient } from '../../features/clients/clients.repository';
import type { Tx } from '../client';

export const DEMO_PLAYER_EMAIL = 'demo@trainhub.example';
export const DEMO_PASSWORD = 'TrainHub2026!';
export const DEMO_TRAINER_EMAILS = ['coach.demo@trainhub.example', 'trainer.demo@trainhub.example'] as const;

export interface DemoPlayerInput {
  passwordHash: string;
  now: Date;
  sportId: number;
  positions: string[];
  highSchool: string;
}

/** The demo parent's account and its player (ADR 0045); its cards are saved through the product (demo-week.ts). */
export async function insertDemoPlayer(tx: Tx, input: DemoPlayerInput): Promise<{ clientId: number }> {
  const dob = new Date(input.now);
  dob.setUTCFullYear(dob.getUTCFullYear() - 15, 2, 14);
  const client = await insertClient(tx, {
    email: DEMO_PLAYER_EMAIL,
    passwordHash: input.passwordHash,
    guestUser: false,
    firstName: 'Jordan',
    lastName: 'Carter',
    playerEmail: 'jordan.carter@trainhub.example',
    contactNumber: '+1 (859) 555-0142',
    dob: dob.toISOString().slice(0, 10),
    gender: 1,
    street: '412 Walnut St',
    city: 'Lexington',
    state: 'KY',
    postalCode: '40507',
    hometownCity: 'Lexington',
    hometownState: 'KY',
    hometownPostalCode: '40507',
    highSchool: input.highSchool,
    club: 'Northstar Athletic Club',
    jerseyNumber: '8',
    positions: input.positions,
    passingYear: 2029,
    about: 'Sophomore working on speed, footwork and confidence for next season.',
    sportId: input.sportId,
    instagram: 'jordan.carter08',
    timeZone: 'America/New_York',
    parentFirstName: 'Michelle',
    parentLastName: 'Carter',
    parentGender: 2,
    parentStreet: '412 Walnut St',
    parentCity: 'Lexington',
    parentState: 'KY',
    parentPostalCode: '40507',
    parentContactNumber: '+1 (859) 555-0187',
  });
  return { clientId: client.id };
}

/** A family of the demo (a parent and their player), as its sign-up would have left it. */
export interface FamilySeed {
  first: string;
  last: string;
  parentFirst: string;
  /** SPEC sex codes: 1 male, 2 female. */
  gender: 1 | 2;
  /** The player's grade, before an option's rules move it (13 College, 14 Post-College). */
  grade: number;
  phone: string;
  city: string;
  state: string;
  timeZone: string;
}

export async function insertFamily(
  tx: Tx,
  seed: FamilySeed,
  account: { passwordHash: string; passingYear: number; gender: number },
): Promise<number> {
  const handle = `${seed.last.toLowerCase().replace(/[^a-z]+/g, '.')}.family`;
  const row = await insertClient(tx, {
    email: `${handle}@trainhub.example`,
    passwordHash: account.passwordHash,
    guestUser: false,
    firstName: seed.first,
    lastName: seed.last,
    gender: account.gender,
    passingYear: account.passingYear,
    city: seed.city,
    state: seed.state,
    timeZone: seed.timeZone,
    parentFirstName: seed.parentFirst,
    parentLastName: seed.last,
    parentContactNumber: seed.phone,
  });
  return row.id;
}
