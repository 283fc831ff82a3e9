import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';

/**
 * Loads code that a page fetches on demand (a modal, a validation schema). A failed download
 * (offline, or a deploy replaced the file) reads as the usual connection error toast instead of
 * the browser's 'Failed to fetch dynamically imported module'.
 */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch {
    throw new ApiError(0, [NETWORK_ERROR_MESSAGE]);
  }
}
