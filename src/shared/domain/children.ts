// Children's data kept to what is needed (ADR 0041): a player under 13 is not asked for, and the
// product does not keep, their own email, phone, website or social handles — the parent's
// contact is the family's — and trainers see a child's first name, grade and positions only.
import { latestBirthDate } from './birth-date';

/** COPPA's line: a child is under 13. */
export const CHILD_UNDER_YEARS = 13;

/** A player younger than 13 today on the account's calendar; an unknown birth date is not one. */
export function isChild(dob: string | null | undefined, now: Date, timeZone: string): boolean {
  if (!dob) return false;
  return dob > latestBirthDate(now, CHILD_UNDER_YEARS, timeZone);
}

/** The player's own contact and social fields (API names), never kept for a child. */
export const CHILD_WITHHELD_FIELDS = [
  'player_email',
  'contact_number',
  'website',
  'facebook',
  'twitter',
  'instagram',
  'tiktok',
] as const;

/** What people read as a player's name: a child's last name is not shown to trainers. */
export function playerName(player: { first_name: string; last_name: string | null }): string {
  return player.last_name ? `${player.first_name} ${player.last_name}` : player.first_name;
}
