// Invented schools, clubs and the sports they play: plausible, but no real institution's name.
import type { Faker } from '@faker-js/faker';
import { COACH_POSITION_NAMES } from '../../../shared/constants';
import { METROS } from './places';

export interface CollegeSeed {
  name: string;
  nickname: string;
  abbreviation: string;
  metroKey: string;
  color: string;
  secondary: string;
  handle: string;
}

export const COLLEGE_SEEDS: readonly CollegeSeed[] = [
  c('Bluegrass State University', 'Bluegrass State', 'BSU', 'lexington', '#0033a0', '#ffffff'),
  c('Great Lakes Technical University', 'Great Lakes Tech', 'GLT', 'grand-rapids', '#006747', '#ffc72c'),
  c('Gulf Coast University', 'Gulf Coast', 'GCU', 'houston', '#c8102e', '#ffffff'),
  c('Front Range University', 'Front Range', 'FRU', 'denver', '#4b2e83', '#b7a57a'),
  c('Pacific Crest University', 'Pacific Crest', 'PCU', 'san-diego', '#00629b', '#ffcd00'),
  c('Carolina Piedmont University', 'Piedmont', 'CPU', 'charlotte', '#00594c', '#a49665'),
  c('Prairie State University', 'Prairie State', 'PRS', 'omaha', '#8b0000', '#f0e6d2'),
  c('Cascade Valley University', 'Cascade Valley', 'CVU', 'portland', '#154734', '#fee123'),
  c('Suncoast University', 'Suncoast', 'SCU', 'tampa', '#f56600', '#522d80'),
  c('Wasatch Mountain University', 'Wasatch', 'WMU', 'salt-lake', '#002e5d', '#c5b783'),
];

function c(
  name: string,
  nickname: string,
  abbreviation: string,
  metroKey: string,
  color: string,
  secondary: string,
): CollegeSeed {
  return { name, nickname, abbreviation, metroKey, color, secondary, handle: nickname.replace(/\W+/g, '') };
}

export interface GroupSeed {
  name: string;
  abbreviation: string;
  color: string;
  secondary: string;
}

export const GROUP_SEEDS: readonly GroupSeed[] = [
  { name: 'Summit Performance Academy', abbreviation: 'SPA', color: '#ff6f00', secondary: '#212121' },
  { name: 'Northstar Athletic Club', abbreviation: 'NAC', color: '#1565c0', secondary: '#ffffff' },
  { name: 'Riverbend Elite Training', abbreviation: 'RET', color: '#2e7d32', secondary: '#ffffff' },
];

export interface PositionSeed {
  name: string;
  displayName: string;
}

export interface SportSeed {
  name: string;
  /** Which athletes play it; volleyball and softball lean female, baseball is male. */
  genders: 'male' | 'female' | 'mostly-female' | 'both';
  positions: readonly [PositionSeed, ...PositionSeed[]];
  /** Skills a training can focus on, used for training option names. */
  skills: readonly [string, ...string[]];
  venue: 'field' | 'court' | 'diamond';
}

const pos = (name: string, displayName: string): PositionSeed => ({ name, displayName });

/** Baseball and softball share their battery and infield. */
const DIAMOND_INFIELD = [
  pos('Pitcher', 'P'),
  pos('Catcher', 'C'),
  pos('First Base', '1B'),
  pos('Second Base', '2B'),
  pos('Third Base', '3B'),
  pos('Shortstop', 'SS'),
] as const;

export const SPORT_SEEDS: readonly SportSeed[] = [
  {
    name: 'Soccer',
    genders: 'both',
    venue: 'field',
    positions: [
      pos('Goalkeeper', 'GK'),
      pos('Center Back', 'CB'),
      pos('Full Back', 'FB'),
      pos('Defensive Midfielder', 'CDM'),
      pos('Central Midfielder', 'CM'),
      pos('Attacking Midfielder', 'CAM'),
      pos('Winger', 'W'),
      pos('Striker', 'ST'),
    ],
    skills: ['Finishing', 'Ball Mastery', 'First Touch & Passing', 'Goalkeeping', 'Defending 1v1'],
  },
  {
    name: 'Basketball',
    genders: 'both',
    venue: 'court',
    positions: [
      pos('Point Guard', 'PG'),
      pos('Shooting Guard', 'SG'),
      pos('Small Forward', 'SF'),
      pos('Power Forward', 'PF'),
      pos('Center', 'C'),
    ],
    skills: ['Shooting Mechanics', 'Ball Handling', 'Finishing at the Rim', 'Post Moves', 'On-Ball Defense'],
  },
  {
    name: 'Baseball',
    genders: 'male',
    venue: 'diamond',
    positions: [
      ...DIAMOND_INFIELD,
      pos('Left Field', 'LF'),
      pos('Center Field', 'CF'),
      pos('Right Field', 'RF'),
      pos('Designated Hitter', 'DH'),
    ],
    skills: ['Hitting', 'Pitching Mechanics', 'Infield Defense', 'Catching', 'Base Running'],
  },
  {
    name: 'Softball',
    genders: 'female',
    venue: 'diamond',
    positions: [...DIAMOND_INFIELD, pos('Outfield', 'OF'), pos('Utility', 'UT')],
    skills: ['Hitting', 'Windmill Pitching', 'Infield Defense', 'Slapping', 'Catching'],
  },
  {
    name: 'Volleyball',
    genders: 'mostly-female',
    venue: 'court',
    positions: [
      pos('Setter', 'S'),
      pos('Outside Hitter', 'OH'),
      pos('Opposite Hitter', 'OPP'),
      pos('Middle Blocker', 'MB'),
      pos('Libero', 'L'),
      pos('Defensive Specialist', 'DS'),
    ],
    skills: ['Serving', 'Passing & Serve Receive', 'Setting', 'Hitting Approach', 'Blocking'],
  },
  {
    name: 'Lacrosse',
    genders: 'both',
    venue: 'field',
    positions: [
      pos('Attack', 'A'),
      pos('Midfield', 'M'),
      pos('Defense', 'D'),
      pos('Long Stick Midfielder', 'LSM'),
      pos('Face-Off Specialist', 'FO'),
      pos('Goalie', 'G'),
    ],
    skills: ['Shooting', 'Stick Skills', 'Dodging', 'Face-Offs', 'Goalie Fundamentals'],
  },
];

export const COACH_POSITIONS: readonly PositionSeed[] = [
  pos(COACH_POSITION_NAMES[0], 'AC'),
  pos(COACH_POSITION_NAMES[1], 'HC'),
];

const SCHOOL_NAMES = [
  'Lincoln',
  'Jefferson',
  'Roosevelt',
  'Kennedy',
  'Lakeside',
  'Riverside',
  'Hillcrest',
  'Westview',
  'Eastwood',
  'Oak Ridge',
  'Cedar Creek',
  'Pine Valley',
  'Mountain View',
  'Heritage',
  'Liberty',
  'Independence',
  'Madison',
  'Ridgeview',
  'Valley View',
  'Stonebridge',
  'Willow Creek',
  'Foothill',
  'Granite Hills',
  'Prairie View',
] as const;
const SAINTS = ['Joseph', 'Mary', 'Xavier', 'Thomas Aquinas', 'Pius X', 'Ignatius', 'Francis'] as const;
const DIRECTIONS = ['North', 'South', 'East', 'West'] as const;

export interface HighSchoolSeed {
  nickname: string;
  city: string;
  state: string;
}

/** Four schools per city (about 200): the city's own high school plus three invented ones. */
export function buildHighSchools(faker: Faker): HighSchoolSeed[] {
  const rows: HighSchoolSeed[] = [];
  const taken = new Set<string>();
  for (const metro of METROS) {
    for (const place of metro.places) {
      const names = [`${place.city} High School`];
      while (names.length < 4) {
        const kind = faker.number.int({ min: 0, max: 9 });
        let name: string;
        if (kind < 5) name = `${faker.helpers.arrayElement(SCHOOL_NAMES)} High School`;
        else if (kind < 7) name = `${faker.helpers.arrayElement(DIRECTIONS)} ${place.city} High School`;
        else if (kind < 8) name = `St. ${faker.helpers.arrayElement(SAINTS)} Catholic High School`;
        else if (kind < 9) name = `${faker.helpers.arrayElement(SCHOOL_NAMES)} Preparatory Academy`;
        else name = `${place.city} Christian Academy`;
        if (!names.includes(name)) names.push(name);
      }
      for (const nickname of names) {
        const key = `${nickname}|${place.city}|${place.state}`;
        if (taken.has(key)) continue;
        taken.add(key);
        rows.push({ nickname, city: place.city, state: place.state });
      }
    }
  }
  return rows;
}
