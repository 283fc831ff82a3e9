import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { getAuthToken } from './session-storage';

/**
 * A file the API sends the signed-in person (their data export): its bytes and its name. Sent
 * with the player's token unless `authToken` is given (the trainer site's own). Apart from
 * `api-client` so the first load of every page does not carry it.
 */
export async function apiDownload(
  path: string,
  authToken: string | null = getAuthToken(),
): Promise<{ blob: Blob; filename: string }> {
  const headers = new Headers();
  if (authToken) headers.set('AUTH-TOKEN', authToken);
  let response: Response;
  try {
    response = await fetch(path, { headers });
  } catch {
    throw new ApiError(0, [NETWORK_ERROR_MESSAGE]);
  }
  if (!response.ok) {
    const payload: unknown = await response.json().catch(() => null);
    const errors =
      payload && typeof payload === 'object' && 'errors' in payload && Array.isArray(payload.errors)
        ? payload.errors
        : [];
    throw new ApiError(response.status, errors);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
  return { blob: await response.blob(), filename };
}

/** Fetches the file at `path` (apiDownload) and hands it to the browser to save under its name. */
export async function saveDownload(path: string, authToken?: string | null): Promise<void> {
  const { blob, filename } = await apiDownload(path, authToken);
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
