// Drizzle wraps driver errors (cause chain); both drivers (node-postgres, PGlite) carry
// PostgreSQL's SQLSTATE as `code`. The one place that reads database errors for every feature.

function pgError(error: unknown): { code: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) {
      const constraint =
        'constraint' in current && typeof current.constraint === 'string' ? current.constraint : undefined;
      return constraint === undefined ? { code: current.code } : { code: current.code, constraint };
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const e = pgError(error);
  return (
    e?.code === '23505' &&
    (constraint === undefined || e.constraint === undefined || e.constraint === constraint)
  );
}

export function isCheckViolation(error: unknown, constraint?: string): boolean {
  const e = pgError(error);
  return (
    e?.code === '23514' &&
    (constraint === undefined || e.constraint === undefined || e.constraint === constraint)
  );
}

/** A row names one that is gone (e.g. a booking for a player removed meanwhile). */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const e = pgError(error);
  return (
    e?.code === '23503' &&
    (constraint === undefined || e.constraint === undefined || e.constraint === constraint)
  );
}

/** A player's live seats overlapping in time (migration 0030, ADR 0028). */
export const PLAYER_ONE_PLACE = 'booking_entries_player_one_place';

/**
 * Two sessions of one trainer overlapping (training_sessions_trainer_one_place), or two live
 * seats of one player (`PLAYER_ONE_PLACE`); `constraint` tells them apart.
 */
export function isExclusionViolation(error: unknown, constraint?: string): boolean {
  const e = pgError(error);
  return e?.code === '23P01' && (constraint === undefined || e.constraint === constraint);
}

/** A deadlock or serialization failure: the transaction can simply be run again. */
export function isRetryableConflict(error: unknown): boolean {
  const code = pgError(error)?.code;
  return code === '40P01' || code === '40001';
}
