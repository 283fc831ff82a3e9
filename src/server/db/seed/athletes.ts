import type { Faker } from '@faker-js/faker';
import type { AthleteType } from '../../../shared/constants';
import type { athletes } from '../schema';
import { ALL_PLACES, type Metro, type Place } from './places';
import { COACH_POSITIONS, type HighSchoolSeed, type SportSeed } from './reference-data';
import { avatarUrl, initials, near, slugify, usPhone } from './seed-utils';

export type AthleteInsert = typeof athletes.$inferInsert;

/** Reference rows the generators pick from, with their database ids. */
export interface SeedContext {
  colleges: ReadonlyArray<{ id: number; nickname: string; name: string; metro: Metro }>;
  sports: ReadonlyArray<{ id: number; seed: SportSeed }>;
  highSchools: readonly HighSchoolSeed[];
}

/** What the service and calendar generators need to know about an athlete. */
export interface AthleteMeta {
  slug: string;
  firstName: string;
  gender: 'male' | 'female';
  sport: SportSeed;
  place: Place;
  timeZone: Metro['timeZone'];
}

export const COACH_TYPES: ReadonlySet<AthleteType> = new Set([
  'coach',
  'd1_college_coach',
  'd2_college_coach',
  'd3_college_coach',
  'juco_coach',
  'naia_coach',
]);

const AVATAR_COLOURS = [
  '#1e88e5',
  '#6f42c1',
  '#e53935',
  '#00897b',
  '#f4511e',
  '#3949ab',
  '#8e24aa',
  '#43a047',
];

export interface BuildAthleteOptions {
  faker: Faker;
  ctx: SeedContext;
  /** Position in the run; spreads athletes evenly over sports and colleges. */
  index: number;
  athleteType: AthleteType;
  /** Returns a slug not used yet for the given base (first-last). */
  claimSlug: (base: string) => string;
  club?: string | null;
}

export function buildAthlete(options: BuildAthleteOptions): { row: AthleteInsert; meta: AthleteMeta } {
  const { faker, ctx, index, athleteType } = options;
  const sportRef = ctx.sports[index % ctx.sports.length];
  const college = ctx.colleges[(index * 7 + Math.floor(index / 10)) % ctx.colleges.length];
  if (!sportRef || !college) throw new Error('Reference data must be seeded before athletes');
  const sport = sportRef.seed;
  const gender = pickGender(faker, sport);
  const firstName = faker.person.firstName(gender).replace(/[^\p{L}'-]/gu, '');
  const lastName = faker.person.lastName().replace(/[^\p{L}' -]/gu, '');
  const slug = options.claimSlug(slugify(`${firstName} ${lastName}`));
  const place = faker.helpers.arrayElement(college.metro.places);
  const point = near(faker, place);
  const isCoach = COACH_TYPES.has(athleteType);
  const positions = isCoach
    ? [faker.helpers.arrayElement(COACH_POSITIONS).name]
    : faker.helpers.arrayElements(sport.positions, { min: 1, max: 3 }).map((p) => p.name);
  const passingYear =
    athleteType === 'current_college_athlete'
      ? faker.number.int({ min: 2026, max: 2030 })
      : faker.number.int({ min: 2024, max: 2025 });
  const hometown = faker.helpers.arrayElement(ALL_PLACES);
  const highSchool = faker.helpers.arrayElement(ctx.highSchools.filter((h) => h.state === hometown.state));
  const handle = `${slugify(firstName)}${faker.helpers.arrayElement(['.', '_', ''])}${slugify(lastName).replace(/-/g, '')}`;
  const colour = faker.helpers.arrayElement(AVATAR_COLOURS);

  const row: AthleteInsert = {
    slug,
    firstName,
    lastName,
    email: `${slug.replace(/-/g, '.')}@trainhub.example`,
    contactNumber: usPhone(faker),
    privateEmail: faker.datatype.boolean({ probability: 0.3 }),
    privateContactNumber: faker.datatype.boolean({ probability: 0.6 }),
    profileImage: avatarUrl(initials(firstName, lastName), colour),
    gender,
    sportId: sportRef.id,
    positions,
    passingYear,
    jerseyNumber: isCoach ? null : String(faker.number.int({ min: 0, max: 99 })),
    city: place.city,
    state: place.state,
    zip: place.zip,
    hometown: `${hometown.city}, ${hometown.state}`,
    latitude: point.lat,
    longitude: point.lng,
    collegeId: college.id,
    highSchool: highSchool?.nickname ?? `${hometown.city} High School`,
    club: options.club ?? null,
    profileDescription: profileText(faker, {
      firstName,
      sport,
      positions,
      college: college.nickname,
      athleteType,
      index,
    }),
    facebook: faker.datatype.boolean({ probability: 0.5 }) ? handle : null,
    twitter: faker.datatype.boolean({ probability: 0.6 }) ? handle.slice(0, 15) : null,
    instagram: faker.datatype.boolean({ probability: 0.85 }) ? handle : null,
    tiktok: faker.datatype.boolean({ probability: 0.35 }) ? handle : null,
    website: faker.datatype.boolean({ probability: 0.15 }) ? `https://${slug}.trainhub.example` : null,
    athleteType,
    timeZone: college.metro.timeZone,
  };
  return { row, meta: { slug, firstName, gender, sport, place, timeZone: college.metro.timeZone } };
}

function pickGender(faker: Faker, sport: SportSeed): 'male' | 'female' {
  switch (sport.genders) {
    case 'male':
      return 'male';
    case 'female':
      return 'female';
    case 'mostly-female':
      return faker.datatype.boolean({ probability: 0.8 }) ? 'female' : 'male';
    default:
      return faker.datatype.boolean() ? 'female' : 'male';
  }
}

/** Mostly college athletes, and some of every coach kind and trainers (SPEC §3 audience filter). */
export function athleteTypeFor(index: number): AthleteType {
  if (index % 4 !== 0) return 'current_college_athlete';
  const others: readonly AthleteType[] = [
    'coach',
    'trainer',
    'd1_college_coach',
    'd2_college_coach',
    'd3_college_coach',
    'juco_coach',
    'naia_coach',
  ];
  return others[(index / 4) % others.length] ?? 'trainer';
}

interface ProfileTextInput {
  firstName: string;
  sport: SportSeed;
  positions: string[];
  college: string;
  athleteType: AthleteType;
  index: number;
}

function profileText(faker: Faker, input: ProfileTextInput): string {
  const { firstName, sport, positions, college } = input;
  const role = COACH_TYPES.has(input.athleteType)
    ? `${positions[0] ?? 'coach'} for ${sport.name.toLowerCase()} at ${college}`
    : `${positions.join(' / ')} on the ${college} ${sport.name.toLowerCase()} team`;
  const sentences = [
    `Hi, I'm ${firstName}! I'm the ${role}.`,
    faker.helpers.arrayElement([
      `I love helping younger players build confidence and sharpen their ${faker.helpers.arrayElement(sport.skills).toLowerCase()}.`,
      `My sessions focus on ${faker.helpers.arrayElement(sport.skills).toLowerCase()}, speed and quickness, and the habits that carry over to game day.`,
      'Every session is built around your goals, with clear drills you can keep practicing at home.',
    ]),
  ];
  // Every third profile is long, so the 260-character cut-off (SPEC §9) shows in the demo.
  if (input.index % 3 === 0) {
    sentences.push(
      `Before ${college} I played four years of varsity ${sport.name.toLowerCase()} and was named all-conference twice.`,
      'I have worked with players from 8 years old through high school seniors preparing for college recruiting, and I am happy to talk through the recruiting process, academics and balancing school with a full training schedule.',
      'Bring water, your gear and a great attitude. See you out there!',
    );
  }
  return sentences.join(' ');
}
