import type { ErrorEntry } from '../../shared/api/common';

// Kept free of runtime zod so the entry chunk (query client, toasts) does not carry the
// validation library; api-client.ts does the parsing.

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';
export const UNEXPECTED_RESPONSE_MESSAGE = 'Unexpected response from the server.';

/** A failed call: HTTP status (0 when the server was not reached) and the SPEC §8 error list. */
export class ApiError extends Error {
  readonly status: number;
  readonly entries: readonly ErrorEntry[];

  constructor(status: number, entries: readonly ErrorEntry[]) {
    super(formatErrors(entries) || `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.entries = entries;
  }

  /** The first error as the server sent it when it is a plain string (e.g. 'Client not authorized'). */
  get firstError(): string | undefined {
    const first = this.entries[0];
    return typeof first === 'string' ? first : undefined;
  }
}

/** `parent.first_name` → `Parent First Name`. */
export function humanizeField(field: string): string {
  return field
    .split(/[._\s]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/**
 * SPEC §8: plain strings pass as is; keyed errors become the field name (underscores and dots to
 * spaces, title-cased) followed by the message; `base` errors show the message only; all joined
 * by ", ".
 */
export function formatErrors(entries: readonly ErrorEntry[]): string {
  const messages: string[] = [];
  for (const entry of entries) {
    if (typeof entry === 'string') {
      messages.push(entry);
      continue;
    }
    for (const [field, message] of Object.entries(entry)) {
      messages.push(field === 'base' ? message : `${humanizeField(field)} ${message}`);
    }
  }
  return messages.join(', ');
}

/** The message an API error gives for one field (a training's grade or gender rule), if any. */
export function fieldError(error: unknown, key: string): string | null {
  if (!(error instanceof ApiError)) return null;
  for (const entry of error.entries) {
    if (typeof entry !== 'string' && typeof entry[key] === 'string') return entry[key];
  }
  return null;
}
