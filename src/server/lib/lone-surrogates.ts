import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import type { ErrorEntry } from '../../shared/api/common';
import { ApiError } from './errors';

// Half of a UTF-16 surrogate pair without its other half.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path (keys from the top) of the first string, or key, holding a lone surrogate. */
function loneSurrogatePath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? path : null;
  // Deeper than any payload of ours: validation refuses it anyway, no need to walk it all.
  if (path.length > 64 || typeof value !== 'object' || value === null) return null;
  // Raw bodies (uploaded images) are bytes, not text.
  if (Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (LONE_SURROGATE.test(key)) return path;
    const found = loneSurrogatePath(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** Keyed like validation errors (ADR 0007): the body's wrapper (`{"client": …}`) left out. */
function entry(path: string[], isBody: boolean): ErrorEntry {
  const field = (isBody && path.length > 1 ? path.slice(1) : path).join('.');
  return { [field || 'base']: 'is invalid' };
}

/**
 * JSON may carry `"\ud800"`, half of a surrogate pair, which is no character at all: stored
 * as text it silently became U+FFFD. Such input is refused (422, keyed by the field) before
 * any route sees it.
 */
export function registerLoneSurrogateGuard(app: FastifyInstance): void {
  const guard: preValidationHookHandler = (request, _reply, done) => {
    const inBody = loneSurrogatePath(request.body);
    if (inBody) return done(new ApiError(422, [entry(inBody, true)]));
    const elsewhere = loneSurrogatePath(request.query) ?? loneSurrogatePath(request.params);
    if (elsewhere) return done(new ApiError(422, [entry(elsewhere, false)]));
    done();
  };
  app.addHook('preValidation', guard);
}
