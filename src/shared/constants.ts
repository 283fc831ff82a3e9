// Business constants of SPEC §9. Hosts are configured constants (see src/web/lib/config.ts).

export const PRODUCT_NAME = 'TrainHub';
export const SUPPORT_EMAIL = 'support@trainhub.example';

export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const REJECTED_STATUS_CODE = 3;

export const API_TOAST_MS = 3000;
export const HELPER_TOAST_MS = 5000;
export const DESCRIPTION_CUTOFF = 260;
export const MAX_UPCOMING_CARDS = 4;
export const MIN_PASSWORD_LENGTH = 7;
export const REVIEW_RATING = 1;
export const MAX_POSITIONS = 3;
export const DEFAULT_TIME_ZONE = 'America/New_York';
export const MIN_REGISTER_AGE = 13;
export const SIGNUP_MIN_AGE_YEARS = 6;
export const PROFILE_MIN_AGE_YEARS = 10;
export const PROCESSING_FEE_PERCENT = 3;

/** Positions never offered to players (SPEC §3). */
export const COACH_POSITION_NAMES = ['Assistant Coach', 'Head Coach'] as const;

export const ATHLETE_TYPES = [
  'coach',
  'current_college_athlete',
  'd1_college_coach',
  'd2_college_coach',
  'd3_college_coach',
  'juco_coach',
  'naia_coach',
  'trainer',
] as const;
export type AthleteType = (typeof ATHLETE_TYPES)[number];

export const BOOKING_STATUSES = [
  'pending',
  'incomplete',
  'accepted',
  'completed',
  'rejected',
  'cancelled',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const WEEKDAY_LABELS = ['Su', 'M', 'T', 'W', 'Th', 'F', 'Sa'] as const;

export const CLIENT_NOT_AUTHORIZED = 'Client not authorized';
