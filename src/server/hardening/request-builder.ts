import fc from 'fast-check';
import qs from 'qs';
import { hostileJson, hostileText, plausible, shapedHostile } from './hostile-values';

/** One documented operation, read from GET /v1/openapi.json. */
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type Method = (typeof METHODS)[number];
const asMethod = (value: string): Method | undefined => METHODS.find((m) => m === value.toUpperCase());

export interface Operation {
  method: Method;
  /** OpenAPI path, `{id}` style. */
  path: string;
  pathParams: string[];
  queryParams: { name: string; schema: unknown }[];
  bodySchema: unknown;
  hasBody: boolean;
}

export interface HostileRequest {
  method: Method;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  auth: 'client' | 'trainer' | 'none' | 'garbage';
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : {};
}

/** The operations of an OpenAPI document with their parameter names and body schema. */
export function operationsOf(document: unknown): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(record(record(document).paths))) {
    for (const [name, rawOperation] of Object.entries(record(item))) {
      const method = asMethod(name);
      // Path-level keys (`parameters`, `summary`) are not operations.
      if (!method) continue;
      const operation = record(rawOperation);
      const parameters = Array.isArray(operation.parameters) ? operation.parameters.map(record) : [];
      const named = (where: string) => parameters.filter((p) => p.in === where && typeof p.name === 'string');
      const content = record(record(operation.requestBody).content);
      const json = record(content['application/json']);
      operations.push({
        method,
        path,
        pathParams: named('path').map((p) => String(p.name)),
        queryParams: named('query').map((p) => ({ name: String(p.name), schema: p.schema })),
        bodySchema: json.schema,
        hasBody: operation.requestBody !== undefined,
      });
    }
  }
  return operations;
}

// encodeURIComponent throws on lone surrogates; such a value goes out as invalid UTF-8 instead.
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function queryString(query: Record<string, unknown>): string {
  try {
    return qs.stringify(query);
  } catch {
    return 'q=%ED%A0%80';
  }
}

const queryValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 1, arbitrary: fc.array(hostileText, { maxLength: 3 }) },
  // Ransack-style nesting (`q[status_eq]=…`) and deeper than the parser allows.
  {
    weight: 2,
    arbitrary: fc.dictionary(
      fc.constantFrom('status_eq', 'status_not_eq', 'name_cont', 'sort', 'x', '__proto__', 'constructor'),
      fc.oneof(hostileText, fc.dictionary(fc.string({ maxLength: 5 }), hostileText, { maxKeys: 2 })),
      { maxKeys: 3 },
    ),
  },
);

const rawBodies: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('{', '{"a":', '[1,2', 'null', '"just a string"', '42', '{"__proto__":{"admin":true}}', ''),
  fc.string({ maxLength: 60 }),
);

/** Requests for one operation: hostile path params, query, body, content type and auth. */
export function hostileRequest(operation: Operation): fc.Arbitrary<HostileRequest> {
  // Small ids name real records of the test data: the handler runs, not just the validator.
  const pathValue = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom('1', '2', '3') },
    { weight: 3, arbitrary: hostileText },
  );
  const pathValues = fc.tuple(...operation.pathParams.map(() => pathValue));
  const knownQuery = fc.record(
    Object.fromEntries(
      operation.queryParams.map(({ name, schema }) => [
        name,
        fc.oneof(
          { weight: 2, arbitrary: plausible(schema).map(String) },
          { weight: 2, arbitrary: queryValue },
        ),
      ]),
    ),
    { requiredKeys: [] },
  );
  const extraQuery = fc.oneof(
    { weight: 4, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), queryValue, { maxKeys: 2 }),
    },
  );
  const body = fc.oneof(
    { weight: 8, arbitrary: shapedHostile(operation.bodySchema).map((v) => ({ kind: 'json' as const, v })) },
    { weight: 1, arbitrary: hostileJson.map((v) => ({ kind: 'json' as const, v })) },
    { weight: 1, arbitrary: rawBodies.map((v) => ({ kind: 'raw-json' as const, v })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'image/png',
          ),
          fc.string({ maxLength: 40 }),
        )
        .map(([type, v]) => ({ kind: 'other' as const, type, v })),
    },
    // Over the 1 MB body limit.
    { weight: 1, arbitrary: fc.constant({ kind: 'raw-json' as const, v: `"${'x'.repeat(1_100_000)}"` }) },
  );
  // Mostly the caller the route is for, so the handler runs.
  const owner: HostileRequest['auth'] = operation.path.startsWith('/v1/trainer/') ? 'trainer' : 'client';
  const auth: fc.Arbitrary<HostileRequest['auth']> = fc.oneof(
    { weight: 5, arbitrary: fc.constant(owner) },
    { weight: 1, arbitrary: fc.constantFrom('client', 'trainer', 'none', 'garbage') },
  );
  const sendBody = operation.hasBody ? fc.constant(true) : fc.boolean();

  return fc
    .record({
      pathValues,
      knownQuery,
      extraQuery,
      body,
      auth,
      sendBody,
      idempotencyKey: fc.option(hostileText, { freq: 3 }),
    })
    .map(({ pathValues, knownQuery, extraQuery, body, auth, sendBody, idempotencyKey }) => {
      let url = operation.path;
      operation.pathParams.forEach((name, i) => {
        url = url.replace(`{${name}}`, encodeSegment(pathValues[i] ?? ''));
      });
      const query = queryString({ ...extraQuery, ...knownQuery });
      if (query) url += `?${query}`;
      const headers: Record<string, string> = {};
      if (idempotencyKey !== null) headers['idempotency-key'] = encodeSegment(idempotencyKey);
      const request: HostileRequest = { method: operation.method, url, headers, auth };
      if (sendBody && operation.method !== 'GET') {
        if (body.kind === 'json') {
          headers['content-type'] = 'application/json';
          request.payload = JSON.stringify(body.v) ?? 'null';
        } else if (body.kind === 'raw-json') {
          headers['content-type'] = 'application/json';
          request.payload = body.v;
        } else {
          headers['content-type'] = body.type;
          request.payload = body.v;
        }
      }
      return request;
    });
}
