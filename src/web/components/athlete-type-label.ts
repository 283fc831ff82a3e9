import type { AthleteType } from '../../shared/constants';

// SPEC §3 audience filter values, as people read them.
export const ATHLETE_TYPE_LABELS: Record<AthleteType | 'all', string> = {
  all: 'All',
  coach: 'Coach',
  current_college_athlete: 'College Athlete',
  d1_college_coach: 'D1 College Coach',
  d2_college_coach: 'D2 College Coach',
  d3_college_coach: 'D3 College Coach',
  juco_coach: 'JUCO Coach',
  naia_coach: 'NAIA Coach',
  trainer: 'Trainer',
};

export function athleteTypeLabel(type: string): string {
  return Object.entries(ATHLETE_TYPE_LABELS).find(([key]) => key === type)?.[1] ?? type;
}
