import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { groupAthleteCards } from '../athletes/athletes.service';
import { findGroupBySlug } from './groups.repository';

/** A group page (GET /v2/athlete/groups/{slug}): the group and its trainers. */
export async function showGroup(db: Db, slug: string, now: Date) {
  const group = await findGroupBySlug(db, slug);
  if (!group) throw notFound('Group');
  // Three queries whatever the group's size: group, trainers, their next availabilities.
  const { cards: athletes, changesAt } = await groupAthleteCards(db, group.id, now);
  const document = {
    data: {
      id: String(group.id),
      type: 'group' as const,
      attributes: {
        id: group.id,
        name: group.name,
        slug: group.slug,
        logo_url: group.logoUrl,
        color_code: group.colorCode,
        facebook_url: group.facebookUrl,
        twitter_url: group.twitterUrl,
        instagram_url: group.instagramUrl,
        website_url: group.websiteUrl,
        athletes,
      },
    },
  };
  // When the clock alone changes the page: a trainer's next opening closing (ADR 0050).
  return { document, changesAt };
}
