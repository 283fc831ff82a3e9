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

/** The error toasts shown and maybe still on screen (`dismissApiErrors`). */
const shownErrors = new Set<string>();

/**
 * The error toast of SPEC §8: red, top-center, 3000 ms. Identical messages are shown once. The
 * toast code loads on the first error (the toast container has usually fetched it already), so
 * it is not part of every page's first load (ADR 0010).
 */
export function notifyError(error: unknown): void {
  const message = errorMessage(error);
  const id = `api-error:${message}`;
  shownErrors.add(id);
  import('./toasts').then(
    ({ showToast }) =>
      showToast({
        id,
        message,
        color: 'red',
        position: 'top-center',
        autoClose: API_TOAST_MS,
      }),
    // Offline with the toast code never fetched: the console is all that is left.
    () => console.error(message),
  );
}

/**
 * Takes the error toasts still on screen away: what they were about is over (a sign-in that went
 * through after a wrong password: "Invalid email or password" must not sit on the next page).
 */
export function dismissApiErrors(): void {
  if (shownErrors.size === 0) return;
  const ids = [...shownErrors];
  shownErrors.clear();
  import('./toasts').then(
    ({ hideToast }) => {
      for (const id of ids) hideToast(id);
    },
    () => {},
  );
}
