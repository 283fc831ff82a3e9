import type { Faker } from '@faker-js/faker';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { serviceSlug } from '../../features/trainer-services/private-link';
import type { providedServiceLocations, providedServices } from '../schema';
import type { AthleteMeta } from './athletes';
import { near, serviceFees, slugify, streetAddress } from './seed-utils';

dayjs.extend(utc);
dayjs.extend(timezone);

export type ServiceKind = 'individual' | 'group' | 'virtual' | 'package';
export type ServiceInsert = Omit<typeof providedServices.$inferInsert, 'athleteId'>;
export type LocationInsert = Omit<typeof providedServiceLocations.$inferInsert, 'providedServiceId'>;

export interface ServicePlan {
  kind: ServiceKind;
  privacy: 'public' | 'private';
  free: boolean;
  status: 'published' | 'draft' | 'unpublished';
  hidden: boolean;
  bookAllHint: boolean;
}

export interface BuiltService {
  plan: ServicePlan;
  row: ServiceInsert & { slug: string; maxSeats: number; durationMinutes: number };
  locations: LocationInsert[];
}

export const MAIN_PLAN: ServicePlan = {
  kind: 'individual',
  privacy: 'public',
  free: false,
  status: 'published',
  hidden: false,
  bookAllHint: false,
};

/**
 * The first option is always a public, paid 1-on-1 so every trainer can be booked; the extras
 * get the unusual settings from a running counter, so every kind shows up in any large enough run.
 */
export function planServices(faker: Faker, counter: { extra: number }, extraCount?: number): ServicePlan[] {
  const plans: ServicePlan[] = [MAIN_PLAN];
  const count =
    extraCount ??
    faker.helpers.weightedArrayElement([
      { value: 0, weight: 2 },
      { value: 1, weight: 4 },
      { value: 2, weight: 3 },
      { value: 3, weight: 2 },
      { value: 4, weight: 1 },
    ]);
  for (let i = 0; i < count; i += 1) {
    counter.extra += 1;
    const k = counter.extra;
    const kind = faker.helpers.arrayElement<ServiceKind>([
      'group',
      'virtual',
      'package',
      'individual',
      'group',
    ]);
    plans.push({
      kind,
      privacy: k % 9 === 1 ? 'private' : 'public',
      free: k % 10 === 3,
      status: k % 15 === 5 ? 'draft' : k % 15 === 10 ? 'unpublished' : 'published',
      hidden: k % 12 === 7,
      bookAllHint: kind === 'package' && k % 3 === 0,
    });
  }
  return plans;
}

// Grade numbers: -1 Pre-K, 0 K, 1..12, 13 College, 14 Post-College; null/null is All Ages.
const GRADE_RANGES: ReadonlyArray<readonly [number | null, number | null]> = [
  [null, null],
  [null, null],
  [3, 8],
  [5, 8],
  [6, 12],
  [9, 12],
  [9, 13],
  [1, 5],
  [-1, 2],
  [11, 12],
  [10, 10],
  [13, 14],
];

const CONNECTION_DETAILS = [
  'Zoom link is emailed 24 hours before the session.',
  'Google Meet link shared after booking. Have a phone or laptop set up where I can see you move.',
  'We will connect on Zoom or Google Video Call; link sent the day before.',
];
const VIRTUAL_TOPICS = [
  'Film Breakdown',
  'Recruiting Q&A',
  'Mental Performance',
  'Academics & College Prep',
  'Positional Mechanics Review',
];
const GENERAL_TOPICS = ['Speed & Quickness', 'Weight Training Basics', 'Positional Mechanics'];
const VENUE_WORDS = {
  field: ['Park Field', 'Sports Complex Field', 'Athletic Fields Pitch'],
  court: ['Recreation Center Court', 'Community Center Gym', 'YMCA Court'],
  diamond: ['Park Diamond', 'Sports Complex Field', 'Batting Cages Tunnel'],
} as const;
const VENUE_PREFIXES = [
  'Riverside',
  'Lakeview',
  'Heritage',
  'Memorial',
  'Cedar Hill',
  'Northgate',
  'Oakwood',
];

export interface BuildServicesOptions {
  faker: Faker;
  meta: AthleteMeta;
  plans: readonly ServicePlan[];
  /** Weekdays (0 = Sunday) the athlete trains on; options advertise these. */
  weekdays: readonly number[];
  now: Date;
  /** Places every in-person option is offered at; when unset, one or two of one to three. */
  places?: number;
}

// Midnight in a time zone, per (instant, zone): the time-zone conversion is the costliest step
// of building a trainer's options, and a data set has thousands of trainers in a few zones.
const midnights = new Map<string, dayjs.Dayjs>();
function startOfDay(now: Date, timeZone: string): dayjs.Dayjs {
  const key = `${now.getTime()} ${timeZone}`;
  let day = midnights.get(key);
  if (!day) {
    if (midnights.size > 1000) midnights.clear();
    day = dayjs(now).tz(timeZone).startOf('day');
    midnights.set(key, day);
  }
  return day;
}

export function buildServices(options: BuildServicesOptions): BuiltService[] {
  const { faker, meta, plans, weekdays, now, places } = options;
  const venues = Array.from({ length: places ?? faker.number.int({ min: 1, max: 3 }) }, () =>
    buildLocation(faker, meta),
  );
  const today = startOfDay(now, meta.timeZone);
  return plans.map((plan, i) => {
    const skill = faker.helpers.arrayElement([...meta.sport.skills, ...GENERAL_TOPICS]);
    const groupType = plan.kind === 'group' || (plan.kind === 'package' && faker.datatype.boolean(0.3));
    const maxSeats = groupType ? faker.number.int({ min: 4, max: 10 }) : 1;
    const durationMinutes = faker.helpers.weightedArrayElement([
      { value: 30, weight: 1 },
      { value: 45, weight: 2 },
      { value: 60, weight: 5 },
      { value: 90, weight: 2 },
    ]);
    const sessionsCount = plan.kind === 'package' ? faker.number.int({ min: 3, max: 6 }) : null;
    const name = serviceName(faker, plan.kind, skill, sessionsCount, groupType);
    const perSession = groupType
      ? faker.number.int({ min: 5, max: 12 }) * 500
      : faker.number.int({ min: 8, max: 24 }) * 500;
    const priceCents = plan.free
      ? 0
      : sessionsCount
        ? Math.round((perSession * sessionsCount * 0.9) / 500) * 500
        : perSession;
    const packageStart = today.add(faker.number.int({ min: 2, max: 10 }), 'day');
    const packageEnd = packageStart.add(faker.number.int({ min: 3, max: 6 }), 'week');
    const [minGrade, maxGrade] = faker.helpers.arrayElement(GRADE_RANGES);
    const row: BuiltService['row'] = {
      name,
      // A private training's link carries a random secret, as any trainer's (ADR 0072): not one
      // derived from the demo's seed, which anyone with the code could work out.
      slug: serviceSlug(meta.slug, i + 1, plan.privacy),
      slugTitle: slugify(name),
      privacySetting: plan.privacy,
      trainingType: plan.kind === 'package' ? (groupType ? 'group' : 'individual') : plan.kind,
      priceCents,
      ...serviceFees(priceCents),
      description: serviceDescription(faker, meta, skill, plan.kind),
      connectionDetail: plan.kind === 'virtual' ? faker.helpers.arrayElement(CONNECTION_DETAILS) : null,
      durationMinutes,
      gender: faker.datatype.boolean(0.6) ? 'unisex' : meta.gender,
      minGrade,
      maxGrade,
      maxSeats,
      days: faker.datatype.boolean(0.15) ? [0, 1, 2, 3, 4, 5, 6] : [...weekdays],
      status: plan.status,
      package: plan.kind === 'package',
      packageStart: plan.kind === 'package' ? packageStart.format('YYYY-MM-DD') : null,
      packageEnd: plan.kind === 'package' ? packageEnd.format('YYYY-MM-DD') : null,
      sessionsCount,
      hiddenFromTrainerPage: plan.hidden,
      bookAllSessionsHint: plan.bookAllHint,
    };
    const locations =
      plan.kind === 'virtual'
        ? []
        : places
          ? venues
          : faker.helpers.arrayElements(venues, { min: 1, max: Math.min(2, venues.length) });
    return { plan, row, locations };
  });
}

function serviceName(
  faker: Faker,
  kind: ServiceKind,
  skill: string,
  sessions: number | null,
  group: boolean,
): string {
  switch (kind) {
    case 'individual':
      return faker.helpers.arrayElement([`1-on-1 ${skill}`, `Private ${skill} Session`, `${skill} Training`]);
    case 'group':
      return faker.helpers.arrayElement([
        `Small Group ${skill} Clinic`,
        `${skill} Group Session`,
        `Team ${skill} Workout`,
      ]);
    case 'virtual':
      return `Virtual ${faker.helpers.arrayElement(VIRTUAL_TOPICS)}`;
    case 'package':
      return `${sessions ?? 4}-Session ${skill} ${group ? 'Group Camp' : 'Package'}`;
  }
}

function serviceDescription(faker: Faker, meta: AthleteMeta, skill: string, kind: ServiceKind): string {
  const intro =
    kind === 'virtual'
      ? `A live video session with ${meta.firstName}: we review your game and plan your next steps.`
      : `${meta.firstName} runs you through ${skill.toLowerCase()} drills used at the college level.`;
  // One pick either way (the seed's later draws stay the same); a video call needs no cleats.
  const extra = faker.helpers.arrayElement(
    kind === 'virtual'
      ? [
          'Have game film ready to share, and a quiet spot with a camera.',
          'Bring questions: we go through them one by one.',
          'Each player leaves with a short plan to practice before the next session.',
          'Great for players preparing for tryouts or the upcoming season.',
        ]
      : [
          'Warm-up, skill work, game-speed reps and a cool-down.',
          'Bring water, cleats or court shoes and a ball if you have one.',
          'Each player leaves with a short plan to practice before the next session.',
          'Great for players preparing for tryouts or the upcoming season.',
        ],
  );
  return `${intro} ${extra}`;
}

function buildLocation(faker: Faker, meta: AthleteMeta): LocationInsert {
  const point = near(faker, meta.place, 0.06);
  const words = faker.helpers.arrayElement(VENUE_WORDS[meta.sport.venue]);
  const prefix = faker.helpers.arrayElement([...VENUE_PREFIXES, meta.place.city]);
  return {
    location: `${prefix} ${words} ${faker.number.int({ min: 1, max: 6 })}`,
    address: streetAddress(faker),
    city: meta.place.city,
    state: meta.place.state,
    zip: meta.place.zip,
    latitude: point.lat,
    longitude: point.lng,
  };
}
