import type { z } from 'zod';
import type { ErrorEntry } from '../../shared/api/common';
import { ApiError, NETWORK_ERROR_MESSAGE, UNEXPECTED_RESPONSE_MESSAGE } from './api-error';
import { API_BASE_URL } from './config';
import { loadChunk } from './load-chunk';
import { getAuthToken } from './session-storage';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;

/** A URL's query: plain values, and filter groups sent as `name[key]=value` (`q[gender_eq]`). */
export type Query = Record<string, QueryValue | Record<string, QueryValue>>;

/**
 * A response schema, or a loader of one: public pages pass a loader so zod and the shared
 * schemas download alongside the API call instead of before the page can start it (ADR 0010).
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

export interface ApiRequestOptions<S extends z.ZodType> {
  method?: HttpMethod;
  body?: unknown;
  /** Validates a successful response; its output is what the call resolves to. */
  schema: SchemaSource<S>;
  query?: Query;
  signal?: AbortSignal;
  /**
   * Sends this token instead of the stored player token (a token just issued and not yet stored,
   * or the trainer site's own); null sends none.
   */
  authToken?: string | null;
  /** Further request headers (an `Idempotency-Key`, say). */
  headers?: Record<string, string>;
}

/** How calls reach the API: the browser's fetch, or a component test's in-process answers. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** Component tests (src/web/testing/render.tsx) answer the calls in-process; the app never calls this. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

function appendValue(search: URLSearchParams, key: string, value: QueryValue): void {
  if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
}

function buildUrl(path: string, query: Query | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (typeof value === 'object' && value !== null) {
      for (const [inner, innerValue] of Object.entries(value))
        appendValue(search, `${key}[${inner}]`, innerValue);
    } else {
      appendValue(search, key, value);
    }
  }
  const qs = search.toString();
  return `${API_BASE_URL}${path}${qs ? `?${qs}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** SPEC §8 error list (`{ errors: [string | { field: message }] }`), checked without zod. */
function readErrorList(payload: unknown): ErrorEntry[] {
  if (typeof payload !== 'object' || payload === null || !('errors' in payload)) return [];
  const { errors } = payload;
  return Array.isArray(errors) && errors.every(isErrorEntry) ? errors : [];
}

function isErrorEntry(entry: unknown): entry is ErrorEntry {
  if (typeof entry === 'string') return true;
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return false;
  return Object.values(entry).every((value) => typeof value === 'string');
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Calls the product API with JSON and the stored AUTH-TOKEN; throws ApiError on any failure. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: ApiRequestOptions<S>,
): Promise<z.output<S>> {
  const { method = 'GET', body, schema, query, signal, authToken } = options;
  const headers = new Headers({ ...options.headers, Accept: 'application/json' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const token = authToken === undefined ? getAuthToken() : authToken;
  if (token) headers.set('AUTH-TOKEN', token);
  const loadingSchema = typeof schema === 'function' ? loadChunk(schema) : Promise.resolve(schema);
  // A failed request settles first; its error is the one to report, not the schema's.
  loadingSchema.catch(() => undefined);

  let response: Response;
  try {
    response = await transport(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? null : JSON.stringify(body),
      signal: signal ?? null,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(0, [NETWORK_ERROR_MESSAGE]);
  }

  const payload = await readJson(response);
  if (!response.ok) throw new ApiError(response.status, readErrorList(payload));

  const parsed = (await loadingSchema).safeParse(payload);
  if (!parsed.success) {
    // The contract broke: say so once in the console for developers, keep the toast short.
    console.error(`Unexpected response from ${method} ${path}`, parsed.error.issues);
    throw new ApiError(response.status, [UNEXPECTED_RESPONSE_MESSAGE]);
  }
  return parsed.data;
}
