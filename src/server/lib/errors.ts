import type { ErrorEntry } from '../../shared/api/common';

/**
 * The one error type services throw. The app's error handler turns it into SPEC §8's
 * `{"errors": [...]}` body with this status.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly entries: ErrorEntry[],
  ) {
    super(entries.map((e) => (typeof e === 'string' ? e : Object.values(e).join(', '))).join(', '));
    this.name = 'ApiError';
  }
}

export const unauthorized = () => new ApiError(401, ['Client not authorized']);
export const notFound = (what = 'Record') => new ApiError(404, [`${what} not found`]);
export const unprocessable = (entries: ErrorEntry[]) => new ApiError(422, entries);
export const conflict = (message: string) => new ApiError(409, [message]);
export const tooManyRequests = () => new ApiError(429, ['Too many requests, please try again later']);
