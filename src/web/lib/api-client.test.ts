import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest } from './api-client';
import {
  ApiError,
  formatErrors,
  humanizeField,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_RESPONSE_MESSAGE,
} from './api-error';

describe('formatErrors (SPEC §8)', () => {
  it('passes plain strings through unchanged', () => {
    expect(formatErrors(['Invalid email or password'])).toBe('Invalid email or password');
  });

  it('prefixes keyed errors with the title-cased field name', () => {
    expect(formatErrors([{ email: 'has already been taken' }])).toBe('Email has already been taken');
  });

  it('turns underscores and dots into spaces', () => {
    expect(formatErrors([{ 'parent.first_name': "can't be blank" }])).toBe(
      "Parent First Name can't be blank",
    );
    expect(formatErrors([{ password_confirmation: "doesn't match Password" }])).toBe(
      "Password Confirmation doesn't match Password",
    );
  });

  it('shows base errors as the message only', () => {
    expect(formatErrors([{ base: 'Card was declined' }])).toBe('Card was declined');
  });

  it('joins mixed entries with ", " in order', () => {
    expect(
      formatErrors([
        'Booking failed',
        { email: 'is invalid' },
        { base: 'Try again later' },
        { dob: "can't be blank" },
      ]),
    ).toBe("Booking failed, Email is invalid, Try again later, Dob can't be blank");
  });

  it('keeps every key of an object carrying more than one', () => {
    expect(formatErrors([{ city: "can't be blank", state: 'is invalid' }])).toBe(
      "City can't be blank, State is invalid",
    );
  });

  it('returns an empty string for an empty list', () => {
    expect(formatErrors([])).toBe('');
  });
});

describe('humanizeField', () => {
  it('title-cases each word and collapses separators', () => {
    expect(humanizeField('parent_contact_number')).toBe('Parent Contact Number');
    expect(humanizeField('client.player__email')).toBe('Client Player Email');
  });
});

describe('ApiError', () => {
  it('carries the status, the formatted message and the first plain error', () => {
    const error = new ApiError(401, ['Client not authorized', { email: 'is invalid' }]);
    expect(error.status).toBe(401);
    expect(error.message).toBe('Client not authorized, Email is invalid');
    expect(error.firstError).toBe('Client not authorized');
  });

  it('falls back to the status when the server sent no error list', () => {
    const error = new ApiError(502, []);
    expect(error.message).toBe('Request failed with status 502');
    expect(error.firstError).toBeUndefined();
  });
});

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
  });

  function respond(status: number, body: unknown) {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );
  }

  it('sends JSON with the AUTH-TOKEN header and returns the validated body', async () => {
    respond(200, { data: { id: '1', extra: true } });
    const result = await apiRequest('/v1/things', {
      method: 'POST',
      body: { name: 'x' },
      schema: z.object({ data: z.object({ id: z.string() }) }),
      authToken: 'secret',
    });
    expect(result).toEqual({ data: { id: '1' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/v1/things');
    const headers = new Headers(init?.headers);
    expect(headers.get('AUTH-TOKEN')).toBe('secret');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"name":"x"}');
  });

  it('throws an ApiError with the formatted server errors', async () => {
    respond(422, { errors: [{ email: 'is invalid' }] });
    const failure = apiRequest('/v1/client/sessions', { method: 'POST', body: {}, schema: z.unknown() });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 422, message: 'Email is invalid' });
  });

  it('keeps only well-formed error entries lists; anything else reads as no message', async () => {
    respond(500, { errors: [{ email: 42 }] });
    await expect(apiRequest('/v1/x', { schema: z.unknown() })).rejects.toMatchObject({
      status: 500,
      message: 'Request failed with status 500',
    });
    respond(401, { errors: ['Client not authorized'] });
    await expect(apiRequest('/v1/x', { schema: z.unknown() })).rejects.toMatchObject({
      firstError: 'Client not authorized',
    });
  });

  it('validates with a schema loaded alongside the call', async () => {
    respond(200, { data: { id: '7', extra: true } });
    const result = await apiRequest('/v1/things/7', {
      schema: async () => z.object({ data: z.object({ id: z.string() }) }),
    });
    expect(result).toEqual({ data: { id: '7' } });
  });

  it('rejects a response that does not match a loaded schema', async () => {
    respond(200, { data: 'nope' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      apiRequest('/v1/x', { schema: async () => z.object({ data: z.array(z.string()) }) }),
    ).rejects.toMatchObject({ message: UNEXPECTED_RESPONSE_MESSAGE });
  });

  it('reports a schema that cannot be downloaded as a connection error', async () => {
    respond(200, { data: [] });
    await expect(
      apiRequest('/v1/x', { schema: () => Promise.reject(new TypeError('Failed to fetch module')) }),
    ).rejects.toMatchObject({ status: 0, message: NETWORK_ERROR_MESSAGE });
  });

  it('reports the server error, not the schema, when both fail', async () => {
    respond(422, { errors: [{ email: 'is invalid' }] });
    await expect(
      apiRequest('/v1/x', { schema: () => Promise.reject(new TypeError('Failed to fetch module')) }),
    ).rejects.toMatchObject({ status: 422, message: 'Email is invalid' });
  });

  it('rejects a successful response that does not match the schema', async () => {
    respond(200, { data: 'nope' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(
      apiRequest('/v1/x', { schema: z.object({ data: z.array(z.string()) }) }),
    ).rejects.toMatchObject({
      message: UNEXPECTED_RESPONSE_MESSAGE,
    });
  });
});
