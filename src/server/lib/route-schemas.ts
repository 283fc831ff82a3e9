// The parts of a route's OpenAPI schema that many routes share: the error answers, the
// AUTH-TOKEN security, the `{ data: null }` answer, and the trainer site's tag.
import { z } from 'zod';
import { errorListSchema } from '../../shared/api/common';

/** The OpenAPI security of a route called with a signed-in AUTH-TOKEN. */
export const authTokenSecurity = [{ authToken: [] }];

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503;

/** A route's error answers, every one in the `{ errors: [...] }` shape (SPEC §8): `...errorAnswers(401, 422)`. */
export function errorAnswers<const S extends readonly ErrorStatus[]>(
  ...statuses: S
): { [K in S[number]]: typeof errorListSchema } {
  return Object.fromEntries(statuses.map((status) => [status, errorListSchema])) as {
    [K in S[number]]: typeof errorListSchema;
  };
}

/** The answer of a route that removes something or signs out. */
export const nullDataSchema = z.object({ data: z.null() });

/** The schemas of one tag's routes that are called with an AUTH-TOKEN: `signedInSchemas('cards')({ summary, … })`. */
export function signedInSchemas(tag: string) {
  return <S extends object>(schema: S) => ({ tags: [tag], security: authTokenSecurity, ...schema });
}

/** A trainer-site route's schema (ADR 0015): tagged `trainer`, called with the trainer's AUTH-TOKEN. */
export const trainerRouteSchema = signedInSchemas('trainer');
