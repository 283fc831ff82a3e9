import type { CollegeAttributes } from '../../../shared/api/schools';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { type PageRequest, pageWindow, pagy } from '../../lib/pagination';
import { collegeSchedule, collegeUpcoming } from '../calendar/calendar.service';
import {
  type CollegeRow,
  countHighSchools,
  findCollege,
  listColleges,
  searchHighSchools,
} from './schools.repository';

export function toCollegeAttributes(c: CollegeRow): CollegeAttributes {
  return {
    id: c.id,
    name: c.name,
    nickname: c.nickname,
    slug: c.slug,
    city: c.city,
    state: c.state,
    color_code: c.colorCode,
    logo_url: c.logoUrl,
    facebook_url: c.facebookUrl,
    twitter_url: c.twitterUrl,
    instagram_url: c.instagramUrl,
    website_url: c.websiteUrl,
    athletes_count: c.athletesCount,
  };
}

const collegeResource = <T extends { id: number }>(attributes: T) => ({
  id: String(attributes.id),
  type: 'college' as const,
  attributes,
});

/** All colleges, or those whose name or nickname contains `nameContains`. */
export async function allColleges(db: Db, nameContains?: string) {
  return {
    data: (await listColleges(db, nameContains || undefined)).map((c) =>
      collegeResource(toCollegeAttributes(c)),
    ),
  };
}

async function requireCollege(db: Db, idOrSlug: string): Promise<CollegeRow> {
  const college = await findCollege(db, idOrSlug);
  if (!college) throw notFound('College');
  return college;
}

export async function showCollege(db: Db, idOrSlug: string) {
  return { data: collegeResource(toCollegeAttributes(await requireCollege(db, idOrSlug))) };
}

/** The school schedule: the college and a page of days of its trainers' openings. */
export async function showCollegeSchedule(
  db: Db,
  idOrSlug: string,
  page: PageRequest,
  lastDate: string | undefined,
  now: Date,
) {
  const college = await requireCollege(db, idOrSlug);
  const { schedules, pagy: pageInfo, changesAt } = await collegeSchedule(db, college.id, page, lastDate, now);
  return {
    data: collegeResource({ ...toCollegeAttributes(college), schedules }),
    pagy: pageInfo,
    changesAt,
  };
}

/** The school page's upcoming trainings (`collegeUpcoming`) and the college they are of. */
export async function showCollegeUpcoming(db: Db, idOrSlug: string, now: Date) {
  const college = await requireCollege(db, idOrSlug);
  return { collegeId: college.id, ...(await collegeUpcoming(db, college.id, now)) };
}

export async function findHighSchools(db: Db, text: string | undefined, page: PageRequest) {
  const { limit, offset } = pageWindow(page);
  const [rows, count] = await Promise.all([
    searchHighSchools(db, text, limit, offset),
    countHighSchools(db, text),
  ]);
  return {
    data: rows.map((h) => ({
      id: String(h.id),
      type: 'high_school' as const,
      attributes: { id: h.id, nickname: h.nickname, city: h.city, state: h.state },
    })),
    pagy: pagy(page, count),
  };
}
