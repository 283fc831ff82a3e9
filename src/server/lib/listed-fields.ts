import type { z } from 'zod';

/**
 * Copies of `items` holding only the fields `schema` lists, in its order: what `z.encode` of an
 * array of this object schema gives for items TypeScript already types as the schema's (their
 * values are not checked again), without zod's copy of every field and element. For the long
 * arrays of a large answer (a trainer page's slots): an answer still never holds a field its
 * schema does not list.
 */
export function listedFields<S extends z.ZodObject>(schema: S, items: readonly z.input<S>[]): z.input<S>[] {
  const keys = Object.keys(schema.shape);
  return items.map((item) => {
    const copy: Record<string, unknown> = {};
    for (const key of keys) {
      if (key in item) copy[key] = (item as Record<string, unknown>)[key];
    }
    return copy as z.input<S>;
  });
}
