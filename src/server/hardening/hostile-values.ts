import fc from 'fast-check';

/** Strings a careless server would trip on: injection, markup, encodings, sizes. */
export const ATTACK_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE clients; --",
  '1; SELECT pg_sleep(10)--',
  "Robert'); DELETE FROM bookings;--",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "javascript:alert('x')",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, literally.
  '{{7*7}}${7*7}<%= 7*7 %>',
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '\uD800',
  '\u202Eevil',
  '😀👨‍👩‍👧‍👦',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '99999999999999999999999999',
  '2026-02-30T25:61:00Z',
  'null',
  'true',
  '[]',
  '{}',
  // Names an object lookup finds on Object.prototype (a 500 once: `STATE_NAMES['constructor']`).
  '__proto__',
  'constructor',
  'toString',
  'Lexington, hasOwnProperty',
  ' ',
  '',
] as const;

const hugeString = fc.constantFrom('a'.repeat(5_000), 'é'.repeat(20_000), `${'x'.repeat(200_000)}`);

/** A scalar of any JSON type, mostly hostile. */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ATTACK_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: hugeString },
  {
    weight: 2,
    arbitrary: fc.oneof(
      fc.integer(),
      fc.constantFrom(-1, 0, 2 ** 31, 2 ** 53 + 1, -(2 ** 63), Number.MAX_VALUE, 1.5, -0.0001),
      fc.double({ noNaN: true }),
    ),
  },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** Any JSON value, nested a little: arrays and objects where scalars belong. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 4 }) },
  // Deep nesting: a parser or validator that recurses must not fall over.
  {
    weight: 1,
    arbitrary: fc
      .integer({ min: 50, max: 3_000 })
      .map((depth): unknown => JSON.parse(`${'['.repeat(depth)}1${']'.repeat(depth)}`)),
  },
);

/** A value for a path segment or query value (always text on the wire). */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ATTACK_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.constantFrom('a'.repeat(3_000), '9'.repeat(400)) },
);

interface JsonSchemaLike {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  properties?: Record<string, JsonSchemaLike>;
  items?: JsonSchemaLike;
  anyOf?: JsonSchemaLike[];
  oneOf?: JsonSchemaLike[];
  allOf?: JsonSchemaLike[];
}

function isSchema(value: unknown): value is JsonSchemaLike {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const typeNames = (schema: JsonSchemaLike) => (Array.isArray(schema.type) ? schema.type : [schema.type]);

/**
 * A value the validator would probably accept (right type, format or enum member), so requests
 * with one hostile field among plausible ones get past validation into the handlers.
 */
export function plausible(schema: unknown): fc.Arbitrary<unknown> {
  if (!isSchema(schema)) return fc.constantFrom(1, 'x');
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const types = typeNames(schema);
  if (types.includes('integer') || types.includes('number')) return fc.constantFrom(1, 2, 3, 0, 10, 2029);
  if (types.includes('boolean')) return fc.boolean();
  if (schema.format === 'email') return fc.constantFrom('pat@example.test', 'player1@example.test');
  if (schema.format === 'date-time')
    return fc.constantFrom('2026-03-12T15:00:00.000Z', '2026-03-10T15:00:00Z');
  if (schema.format === 'date') return fc.constantFrom('2026-03-12', '2026-03-10');
  if (types.includes('string'))
    return fc.constantFrom('1', 'Pat', 'Speed training', 'KY', '40502', 'pat@example.test');
  return fc.constantFrom(1, 'x');
}

/**
 * A body shaped like the documented one (same wrapper and field names, so validation and the
 * handler get past the first key) with hostile values in the fields: each field is left out,
 * given a hostile value, or (for nested objects) filled the same way.
 */
export function shapedHostile(schema: unknown, depth = 0): fc.Arbitrary<unknown> {
  if (!isSchema(schema) || depth > 4) return hostileJson;
  const variants = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  const withProperties = variants.find((v) => isSchema(v) && v.properties);
  const target = schema.properties ? schema : withProperties;
  if (target?.properties) {
    const fields: Record<string, fc.Arbitrary<unknown>> = {};
    for (const [key, sub] of Object.entries(target.properties)) {
      const nested = isSchema(sub) && (sub.properties || sub.items);
      fields[key] = fc.oneof(
        { weight: 3, arbitrary: nested ? shapedHostile(sub, depth + 1) : plausible(sub) },
        { weight: 2, arbitrary: hostileJson },
      );
    }
    // Mostly every field present (missing ones stop at validation), sometimes some left out.
    return fc.oneof(
      { weight: 3, arbitrary: fc.record(fields) },
      { weight: 1, arbitrary: fc.record(fields, { requiredKeys: [] }) },
    );
  }
  if (schema.type === 'array' && schema.items) {
    return fc.oneof(fc.array(shapedHostile(schema.items, depth + 1), { maxLength: 3 }), hostileJson);
  }
  return hostileJson;
}
