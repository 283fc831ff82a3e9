import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import { ApiError } from './errors';

/** True when a string anywhere in parsed input (keys included) holds U+0000. */
function holdsNullCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  // Deeper than any payload of ours: validation refuses it anyway, no need to walk it all.
  if (depth > 64 || typeof value !== 'object' || value === null) return false;
  // Raw bodies (uploaded images) are bytes, where 0x00 is ordinary.
  if (Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => holdsNullCharacter(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || holdsNullCharacter(item, depth + 1),
  );
}

/**
 * PostgreSQL text cannot hold U+0000: a NUL in a path, query or JSON string reached the
 * database as an error (500) on PostgreSQL while PGlite let it through. No field of ours has a
 * use for it, so such a request is malformed (400) before any route sees it.
 */
export function registerNullCharacterGuard(app: FastifyInstance): void {
  const guard: preValidationHookHandler = (request, _reply, done) => {
    if (
      holdsNullCharacter(request.params) ||
      holdsNullCharacter(request.query) ||
      holdsNullCharacter(request.body)
    ) {
      return done(new ApiError(400, ['Request is malformed']));
    }
    done();
  };
  app.addHook('preValidation', guard);
}
