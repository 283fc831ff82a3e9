import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { getAuthToken } from './session-storage';

/**
 * A file the API sends the signed-in player (their data export): its bytes and its name. Apart
 * from `api-client` so the first load of every page does not carry it.
 */
export async function apiDownload(path: string): Promise<{ blob: Blob; filename: string }> {
  const headers = new Headers();
  const token = getAuthToken();
  if (token) headers.set('AUTH-TOKEN', token);
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
