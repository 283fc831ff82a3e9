import type { z } from 'zod';

type Shaper = (value: unknown) => unknown;

// One shaper per object schema, made the first time it is asked for.
const shapers = new WeakMap<z.ZodObject, Shaper>();

/** The shaper of a field's schema: its object's (or array of objects') field list, else none. */
function fieldShaper(schema: z.core.$ZodType): Shaper | undefined {
  const def = schema._zod.def as { type: string; innerType?: z.core.$ZodType; element?: z.core.$ZodType };
  switch (def.type) {
    case 'object':
      return objectShaper(schema as z.ZodObject);
    case 'nullable':
    case 'optional': {
      const inner = def.innerType ? fieldShaper(def.innerType) : undefined;
      return inner && ((value) => (value === null || value === undefined ? value : inner(value)));
    }
    case 'array': {
      const element = def.element ? fieldShaper(def.element) : undefined;
      return element && ((value) => shapedArray(value as unknown[], element));
    }
    default:
      return undefined;
  }
}

/** `items` shaped each: the same array when every item already was. */
function shapedArray(items: unknown[], shape: Shaper): unknown[] {
  let copy: unknown[] | undefined;
  for (let i = 0; i < items.length; i++) {
    const item = items[i];
    const shaped = shape(item);
    if (shaped === item) continue;
    copy ??= items.slice();
    copy[i] = shaped;
  }
  return copy ?? items;
}

function objectShaper(schema: z.ZodObject): Shaper {
  let shaper = shapers.get(schema);
  if (shaper) return shaper;
  const keys: string[] = [];
  const inners: (Shaper | undefined)[] = [];
  // Set before the fields are looked at: a schema that holds itself shapes with this one.
  shaper = (value) => {
    const item = value as Record<string, unknown>;
    // Already shaped at this level (exactly the listed fields, in order: a serializer's object
    // literal): kept as it is, and JSON.stringify stays on V8's fast path for such objects.
    let i = 0;
    for (const key in item) {
      if (key !== keys[i]) {
        i = -1;
        break;
      }
      i++;
    }
    if (i === keys.length) {
      let copy: Record<string, unknown> | undefined;
      for (let j = 0; j < keys.length; j++) {
        const inner = inners[j];
        if (!inner) continue;
        const key = keys[j] as string;
        const field = item[key];
        const shaped = inner(field);
        if (shaped === field) continue;
        copy ??= { ...item };
        copy[key] = shaped;
      }
      return copy ?? item;
    }
    const copy: Record<string, unknown> = {};
    for (let j = 0; j < keys.length; j++) {
      const key = keys[j] as string;
      if (!(key in item)) continue;
      const inner = inners[j];
      copy[key] = inner ? inner(item[key]) : item[key];
    }
    return copy;
  };
  shapers.set(schema, shaper);
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.core.$ZodType>)) {
    keys.push(key);
    inners.push(fieldShaper(field));
  }
  return shaper;
}

/**
 * `value` holding only the fields `schema` lists, in its order, and so on down its nested objects
 * (an object field, a nullable one, an array of them): what `z.encode` gives for a value
 * TypeScript already types as the schema's (its values are not checked again), without zod's
 * copy and check of every field. An object that holds exactly its listed fields in order is kept
 * as it is; any other is copied with only those. For answers the code builds itself from typed parts (a
 * trainer page's slots, a page of bookings; docs/decisions/0049, 0053): an answer still never
 * holds a field its schema does not list.
 */
export function listedFieldsOf<S extends z.ZodObject>(schema: S, value: z.input<S>): z.input<S> {
  return objectShaper(schema)(value) as z.input<S>;
}

/** `listedFieldsOf` of each of `items`: the long arrays of objects of a large answer. */
export function listedFields<S extends z.ZodObject>(schema: S, items: readonly z.input<S>[]): z.input<S>[] {
  return shapedArray(items as unknown[], objectShaper(schema)) as z.input<S>[];
}
