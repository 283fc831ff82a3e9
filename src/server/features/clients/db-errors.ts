// node-postgres and PGlite both report SQLSTATE in `code`; drizzle may wrap the error in `cause`.
const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if ('code' in current && current.code === UNIQUE_VIOLATION) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}
