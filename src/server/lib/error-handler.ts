import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorEntry } from '../../shared/api/common';
import type { ErrorReporter } from '../integrations/errors/error-reporter';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable';
import { ApiError } from './errors';

// Body payloads are wrapped (`{"client": {...}}`); the wrapper is noise in a field name.
function fieldName(context: string | undefined, instancePath: string): string {
  const segments = instancePath.split('/').filter(Boolean);
  if (context === 'body' && segments.length > 1) segments.shift();
  return segments.join('.');
}

// zod's own wording for the checks a schema states without a message of its own, in the
// product's (SPEC §8: "can't be blank", "is invalid"): never a library's words or its types.
const ZOD_DEFAULTS: [RegExp, (match: RegExpExecArray) => string][] = [
  [/received undefined|received null/, () => "can't be blank"],
  [/^Too small: expected string to have >=1 characters?$/, () => "can't be blank"],
  [
    /^Too small: expected string to have >=(\d+) characters$/,
    (m) => `is too short (minimum is ${m[1]} characters)`,
  ],
  [
    /^Too big: expected string to have <=(\d+) characters$/,
    (m) => `is too long (maximum is ${m[1]} characters)`,
  ],
  [/^Invalid option: expected one of /, () => 'is not included in the list'],
  [
    /^(Invalid input|Invalid string|Invalid element|Invalid key|Invalid ISO|Too small|Too big)\b/,
    () => 'is invalid',
  ],
];

function friendlyMessage(message: string): string {
  for (const [pattern, wording] of ZOD_DEFAULTS) {
    const match = pattern.exec(message);
    if (match) return wording(match);
  }
  return message;
}

function validationEntries(error: {
  validation: { instancePath: string; message?: string | undefined }[];
  validationContext?: string | undefined;
}): ErrorEntry[] {
  // One message per field: the first check it failed (a 20-digit id is not also "too big").
  const seen = new Set<string>();
  const entries: ErrorEntry[] = [];
  for (const issue of error.validation) {
    const field = fieldName(error.validationContext, issue.instancePath) || 'base';
    if (seen.has(field)) continue;
    seen.add(field);
    entries.push({ [field]: friendlyMessage(issue.message ?? 'is invalid') });
  }
  return entries;
}

/**
 * Unexpected errors only, with the signed-in client's id (the session is usually resolved by
 * then; a failing lookup, e.g. with the database down, just leaves the user out).
 */
function report(reporter: ErrorReporter, error: unknown, request: FastifyRequest): void {
  const context = { method: request.method, route: request.routeOptions.url };
  void request
    .auth()
    .then((auth) => auth?.clientId ?? null)
    .catch(() => null)
    .then((clientId) => reporter.captureException(error, { ...context, clientId }));
}

/** One error handler for the whole API: SPEC §8's shape, and no internals on 5xx. */
export function registerErrorHandling(app: FastifyInstance, reporter?: ErrorReporter): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.statusCode).send({ errors: error.entries });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(422).send({ errors: validationEntries(error) });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      if (reporter) report(reporter, error, request);
      return reply.status(500).send({ errors: ['Something went wrong on our side. Please try again.'] });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: malformed JSON, body too large, wrong content type.
      const message =
        error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
          ? 'Request body is too large'
          : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
            ? 'Unsupported content type'
            : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
              ? 'Request body is empty'
              : status === 429
                ? 'Too many requests, please try again later'
                : 'Request is malformed';
      return reply.status(status).send({ errors: [message] });
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a bug: the client may retry; the log says what happened, once per request.
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send({ errors: [DATABASE_UNAVAILABLE_MESSAGE] });
    }
    request.log.error({ err: error }, 'unhandled error');
    if (reporter) report(reporter, error, request);
    return reply.status(503 === status ? 503 : 500).send({
      errors: ['Something went wrong on our side. Please try again.'],
    });
  });
}
