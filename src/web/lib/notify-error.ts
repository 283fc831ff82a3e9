import { notifications } from '@mantine/notifications';
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

/** The error toast of SPEC §8: red, top-center, 3000 ms. Identical messages are shown once. */
export function notifyError(error: unknown): void {
  const message = errorMessage(error);
  notifications.show({
    id: `api-error:${message}`,
    message,
    color: 'red',
    position: 'top-center',
    autoClose: API_TOAST_MS,
  });
}
