import { API_TOAST_MS, CLIENT_NOT_AUTHORIZED } from '../../shared/constants';
import { ApiError } from './api-error';

/** SPEC §8: the first error 'Client not authorized' forces a logout. */
export function isClientNotAuthorized(error: unknown): boolean {
  return error instanceof ApiError && error.firstError === CLIENT_NOT_AUTHORIZED;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/**
 * The error toast of SPEC §8: red, top-center, 3000 ms. Identical messages are shown once. The
 * toast code loads on the first error (the toast container has usually fetched it already), so
 * it is not part of every page's first load (ADR 0010).
 */
export function notifyError(error: unknown): void {
  const message = errorMessage(error);
  import('./toasts').then(
    ({ showToast }) =>
      showToast({
        id: `api-error:${message}`,
        message,
        color: 'red',
        position: 'top-center',
        autoClose: API_TOAST_MS,
      }),
    // Offline with the toast code never fetched: the console is all that is left.
    () => console.error(message),
  );
}
