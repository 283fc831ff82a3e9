import type { z } from 'zod';
import { errorListSchema } from '../../shared/api/common';
import { ApiError, NETWORK_ERROR_MESSAGE, UNEXPECTED_RESPONSE_MESSAGE } from './api-error';
import { API_BASE_URL } from './config';
import { getAuthToken } from './session-storage';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions<S extends z.ZodType> {
  method?: HttpMethod;
  body?: unknown;
  /** Validates a successful response; its output is what the call resolves to. */
  schema: S;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Sends this token instead of the stored one (a token just issued and not yet stored). */
  authToken?: string;
}

function buildUrl(path: string, query: Record<string, QueryValue> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.append(key, String(value));
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

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** Calls the product API with JSON and the stored AUTH-TOKEN; throws ApiError on any failure. */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  options: ApiRequestOptions<S>,
): Promise<z.output<S>> {
  const { method = 'GET', body, schema, query, signal, authToken } = options;
  const headers = new Headers({ Accept: 'application/json' });
  if (body !== undefined) headers.set('Content-Type', 'application/json');
  const token = authToken ?? getAuthToken();
  if (token) headers.set('AUTH-TOKEN', token);

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
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
  if (!response.ok) {
    const parsed = errorListSchema.safeParse(payload);
    throw new ApiError(response.status, parsed.success ? parsed.data.errors : []);
  }

  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    // The contract broke: say so once in the console for developers, keep the toast short.
    console.error(`Unexpected response from ${method} ${path}`, parsed.error.issues);
    throw new ApiError(response.status, [UNEXPECTED_RESPONSE_MESSAGE]);
  }
  return parsed.data;
}
